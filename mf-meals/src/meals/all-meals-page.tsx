import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { PriceBand } from '@hostel/contracts';
import { Button, CategoryOptions, Field, Heading, Page, Spinner } from '@hostel/ui';
import { DietFilters } from './diet-filters';
import { MealCard, MealGrid } from './meal-card';
import { NO_FILTERS, useMealPages, type MealFilters } from './meals-api';
import { useScrollPaging } from './use-scroll-paging';

/** Cards in the first row of the widest grid (four columns). */
export const FIRST_ROW = 4;

const PRICE_OPTIONS: { value: PriceBand | ''; label: string }[] = [
  { value: '', label: 'All Prices' },
  { value: 'lt200', label: 'Less than 200' },
  { value: '200-400', label: '200 - 400' },
  { value: 'gt400', label: 'More than 400' },
];

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
      <Heading>All Meals</Heading>
      <Filters role="search" onSubmit={submit}>
        <Field>
          Search
          <input type="search" placeholder="Search by meal name..." value={draft.search} onChange={update('search')} />
        </Field>
        <Field>
          Category
          <select value={draft.category} onChange={update('category')}>
            <option value="">All Categories</option>
            <CategoryOptions />
          </select>
        </Field>
        <Field>
          Price
          <select value={draft.price} onChange={update('price')}>
            {PRICE_OPTIONS.map((option) => (
              <option key={option.label} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <Button type="submit">Search</Button>
        <DietFilters diet={draft.diet ?? ''} without={draft.without ?? ''} onChange={updateLabels} />
      </Filters>
      {isLoading ? (
        <Message>
          <Spinner />
        </Message>
      ) : meals.length === 0 ? (
        <Message>No meals found.</Message>
      ) : (
        <>
          <MealGrid>
            {meals.map((meal, index) => (
              // The first row is above the fold on every screen: its pictures load first, not lazily.
              <MealCard key={meal._id} meal={meal} eager={index < FIRST_ROW} titleLevel={2} />
            ))}
          </MealGrid>
          <Message>{hasNextPage ? 'Loading more meals...' : 'You have seen all meals!'}</Message>
        </>
      )}
    </Page>
  );
}
