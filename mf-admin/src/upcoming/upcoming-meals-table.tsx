import { useState } from 'react';
import { DEFAULT_DISTRIBUTOR, type UpcomingMeal } from '@hostel/contracts';
import { Button, DataTable, Section } from '@hostel/ui';
import { adminKeys } from '../shared/admin-keys';
import { useLocalPage } from '../shared/use-admin-page';
import { AddUpcomingModal } from './add-upcoming-modal';
import { isPublished, usePublish, useUpcomingMeals } from './upcoming-api';

const COLUMNS = ['Title', 'Likes', 'Distributor', 'Publish'];

/** Upcoming Meals: publish one into the meals list, or add a new one through the modal. */
export function UpcomingMealsTable() {
  const upcoming = useUpcomingMeals();
  const pager = useLocalPage(adminKeys.upcoming, upcoming.data ?? [], { isLoading: upcoming.isLoading, isError: upcoming.isError });
  const publish = usePublish();
  const [adding, setAdding] = useState(false);

  return (
    <Section
      id="upcoming-meals"
      title="Upcoming Meals"
      actions={
        <Button type="button" onClick={() => setAdding(true)}>
          Add Upcoming Meal
        </Button>
      }
    >
      <DataTable<UpcomingMeal>
        caption="Upcoming Meals"
        columns={COLUMNS}
        list={pager}
        rowKey={(meal) => meal._id}
        empty="No upcoming meals yet."
        loadError="Failed to load upcoming meals."
        renderCells={(meal) => {
          const published = isPublished(meal);
          const publishing = publish.isPending && publish.variables?._id === meal._id;
          return [
            meal.title,
            meal.likes ?? meal.likedBy.length,
            meal.distributorName || DEFAULT_DISTRIBUTOR,
            <Button type="button" $small $variant={published ? 'ghost' : 'primary'} disabled={published || publishing} onClick={() => publish.mutate(meal)} aria-label={published ? `${meal.title} is published` : `Publish ${meal.title}`}>
              {published ? 'Published' : publishing ? 'Publishing...' : 'Publish'}
            </Button>,
          ];
        }}
      />
      <AddUpcomingModal open={adding} onClose={() => setAdding(false)} />
    </Section>
  );
}
