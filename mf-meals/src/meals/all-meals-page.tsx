import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, CategoryOptions, Field, formatNumber, Heading, Page, Spinner } from '@hostel/ui';
import { useMealsT } from '../i18n';
import { DietFilters } from './diet-filters';
import { MealCard, MealGrid } from './meal-card';
import { NO_FILTERS, useMealPages, type MealFilters } from './meals-api';
import { useScrollPaging } from './use-scroll-paging';

/** Cards in the first row of the widest grid (four columns). */
export const FIRST_ROW = 4;

/** The price select's options, the bands GET /meals takes (their bounds are the API's: 200 and 400 taka). */
function PriceOptions() {
  const { t } = useMealsT();
  const [low, high] = [formatNumber(200), formatNumber(400)];
  return (
    <>
      <option value="">{t('allMeals.price.all')}</option>
      <option value="lt200">{t('allMeals.price.below', { max: low })}</option>
      <option value="200-400">{t('allMeals.price.between', { min: low, max: high })}</option>
      <option value="gt400">{t('allMeals.price.above', { min: high })}</option>
    </>
  );
}

const Filters = styled.form`
  display: grid;
  gap: 12px;
  margin-bottom: 24px;
  align-items: end;
  @media (min-width: 768px) {
    grid-template-columns: 2fr 1fr 1fr auto;
  }
`;

const Message = styled.p`
  text-align: center;
  margin: 24px 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * All Meals: the selects filter at once, the search text on Search; the list grows a page (from the server) at a
 * time as the window is scrolled, and new filters start again from their first page.
 */
export function AllMealsPage() {
  const { t } = useMealsT();
  const [draft, setDraft] = useState<MealFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<MealFilters>(draft);
  const { meals, isLoading, hasNextPage, isFetchingNextPage, fetchNextPage } = useMealPages(filters);
  useScrollPaging(hasNextPage, () => {
    // One page at a time: a scroll while the next page is on its way asks for nothing more.
    if (!isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };
  const update = (field: keyof MealFilters) => (event: { target: { value: string } }) => {
    const next = { ...draft, [field]: event.target.value };
    setDraft(next);
    // Selects filter at once; the search text waits for the Search button.
    if (field !== 'search') setFilters(next);
  };
  // Ticking a diet or allergen box filters at once, like the selects.
  const updateLabels = (patch: { diet?: string; without?: string }) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    setFilters(next);
  };

  return (
    <Page>
      <Heading>{t('allMeals.title')}</Heading>
      <Filters role="search" onSubmit={submit}>
        <Field>
          {t('allMeals.search.label')}
          <input type="search" placeholder={t('allMeals.search.placeholder')} value={draft.search} onChange={update('search')} />
        </Field>
        <Field>
          {t('allMeals.category.label')}
          <select value={draft.category} onChange={update('category')}>
            <option value="">{t('allMeals.category.all')}</option>
            <CategoryOptions />
          </select>
        </Field>
        <Field>
          {t('allMeals.price.label')}
          <select value={draft.price} onChange={update('price')}>
            <PriceOptions />
          </select>
        </Field>
        <Button type="submit">{t('allMeals.search.button')}</Button>
        <DietFilters diet={draft.diet ?? ''} without={draft.without ?? ''} onChange={updateLabels} />
      </Filters>
      {isLoading ? (
        <Message>
          <Spinner />
        </Message>
      ) : meals.length === 0 ? (
        <Message>{t('allMeals.empty')}</Message>
      ) : (
        <>
          <MealGrid>
            {meals.map((meal, index) => (
              // The first row is above the fold on every screen: its pictures load first, not lazily.
              <MealCard key={meal._id} meal={meal} eager={index < FIRST_ROW} titleLevel={2} />
            ))}
          </MealGrid>
          <Message>{hasNextPage ? t('allMeals.loadingMore') : t('allMeals.end')}</Message>
        </>
      )}
    </Page>
  );
}
