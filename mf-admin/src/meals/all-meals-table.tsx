import { useState } from 'react';
import { DEFAULT_DISTRIBUTOR, type Meal } from '@hostel/contracts';
import { Actions, Button, confirmAction, DataTable, Section } from '@hostel/ui';
import { EditMealModal } from './edit-meal-modal';
import { MealDetailModal } from './meal-detail-modal';
import { ratingLabel } from './meal-rating';
import { useDeleteMeal, useMealsPage } from './meals-api';

const COLUMNS = ['Title', 'Likes', 'Reviews', 'Rating', 'Distributor', 'Actions'];

/** All Meals, 10 a page, with view, delete (after a confirm) and edit. */
export function AllMealsTable() {
  const pager = useMealsPage();
  const remove = useDeleteMeal();
  const [viewing, setViewing] = useState<Meal | null>(null);
  const [editing, setEditing] = useState<Meal | null>(null);

  const askDelete = async (meal: Meal) => {
    if (!(await confirmAction({ title: 'Are you sure you want to delete this meal?' }))) return;
    remove.mutate(meal._id, { onSuccess: pager.afterRemove });
  };

  return (
    <Section id="all-meals" title="All Meals">
      <DataTable
        caption="All Meals"
        columns={COLUMNS}
        list={pager}
        rowKey={(meal) => meal._id}
        empty="No meals found on this page."
        loadError="Failed to load meals"
        renderCells={(meal) => [
          meal.title,
          meal.likes ?? meal.likedBy.length,
          meal.reviewsCount,
          ratingLabel(meal),
          meal.distributorName || DEFAULT_DISTRIBUTOR,
          <Actions>
            <Button type="button" $small $variant="ghost" onClick={() => setViewing(meal)} aria-label={`View ${meal.title}`}>
              View
            </Button>
            <Button type="button" $small $variant="danger" disabled={remove.isPending && remove.variables === meal._id} onClick={() => void askDelete(meal)} aria-label={`Delete ${meal.title}`}>
              Delete
            </Button>
            <Button type="button" $small onClick={() => setEditing(meal)} aria-label={`Edit ${meal.title}`}>
              Edit
            </Button>
          </Actions>,
        ]}
      />
      <MealDetailModal meal={viewing} onClose={() => setViewing(null)} />
      {editing && <EditMealModal key={editing._id} meal={editing} onClose={() => setEditing(null)} />}
    </Section>
  );
}
