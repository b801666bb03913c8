import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import styled from 'styled-components';
import { CATEGORIES, HOME_MEALS_LIMIT } from '@hostel/contracts';
import { Spinner, useDeferredAnswer, useEnumLabels } from '@hostel/ui';
import { useMealsT } from '../i18n';
import { MealCard, MealGrid } from '../meals/meal-card';
import { useFirstMeals } from '../meals/meals-api';

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
  margin-bottom: 20px;
  button {
    padding: 8px 18px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: #fff;
    cursor: pointer;
    font-weight: 600;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`;

const FILTERS = ['All', ...CATEGORIES] as const;

/**
 * Home's "meals by category" block (owned by mf-meals, placed by the shell). It renders inside the shell's tree
 * but brings its own router: react-router is not a shared module (each build keeps only the part it uses), so
 * the shell's router context is invisible to this build's links. Its links still move the shell's router:
 * single-spa announces every history change to all routers on the page.
 */
export default function CategoryBlock() {
  return (
    <BrowserRouter>
      <CategoryMeals />
    </BrowserRouter>
  );
}

/** At most 4 meals of the chosen category: the server is asked for those 4 only. */
export function CategoryMeals() {
  const { t } = useMealsT();
  const labels = useEnumLabels();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('All');
  const { data, isLoading } = useFirstMeals({ category: filter === 'All' ? '' : filter }, HOME_MEALS_LIMIT);
  // The cards render a step behind their data (see useDeferredAnswer).
  const { shown: meals, arriving } = useDeferredAnswer(data);
  return (
    <div>
      <Tabs role="group" aria-label={t('home.filterGroup')}>
        {FILTERS.map((name) => (
          <button key={name} type="button" aria-pressed={filter === name} onClick={() => setFilter(name)}>
            {name === 'All' ? t('category.all') : labels.category(name)}
          </button>
        ))}
      </Tabs>
      {isLoading || arriving ? (
        <Spinner />
      ) : (
        <MealGrid>
          {(meals ?? []).slice(0, HOME_MEALS_LIMIT).map((meal) => (
            <MealCard key={meal._id} meal={meal} />
          ))}
        </MealGrid>
      )}
    </div>
  );
}
