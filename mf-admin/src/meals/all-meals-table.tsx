import { useState } from 'react';
import styled from 'styled-components';
import { DEFAULT_DISTRIBUTOR, type Meal } from '@hostel/contracts';
import { Actions, Button, confirmAction, DataTable, formatNumber, Section } from '@hostel/ui';
import { useAdminT } from '../i18n';
import { EditMealModal } from './edit-meal-modal';
import { MealDetailModal } from './meal-detail-modal';
import { ratingLabel } from './meal-rating';
import { useDeleteMeal, useMealsPage } from './meals-api';

/** A row's buttons wrap on a phone rather than widen the table past the screen (Bengali labels are longer). */
const RowActions = styled(Actions)`
  flex-wrap: wrap;
`;

/** All Meals, 10 a page, with view, delete (after a confirm) and edit. */
export function AllMealsTable() {
  const { t } = useAdminT();
  const pager = useMealsPage();
  const remove = useDeleteMeal();
  const [viewing, setViewing] = useState<Meal | null>(null);
  const [editing, setEditing] = useState<Meal | null>(null);

  const askDelete = async (meal: Meal) => {
    if (!(await confirmAction({ title: t('allMeals.confirmDelete') }))) return;
    remove.mutate(meal._id, { onSuccess: pager.afterRemove });
  };

  const columns = [t('allMeals.columns.title'), t('allMeals.columns.likes'), t('allMeals.columns.reviews'), t('allMeals.columns.rating'), t('allMeals.columns.distributor'), t('allMeals.columns.actions')];

  return (
    <Section id="all-meals" title={t('allMeals.title')}>
      <DataTable
        caption={t('allMeals.title')}
        columns={columns}
        list={pager}
        rowKey={(meal) => meal._id}
        empty={t('allMeals.empty')}
        loadError={t('allMeals.loadError')}
        renderCells={(meal) => [
          meal.title,
          formatNumber(meal.likes),
          formatNumber(meal.reviewsCount),
          ratingLabel(meal),
          meal.distributorName || DEFAULT_DISTRIBUTOR,
          <RowActions>
            <Button type="button" $small $variant="ghost" onClick={() => setViewing(meal)} aria-label={t('allMeals.viewLabel', { title: meal.title })}>
              {t('common.view')}
            </Button>
            <Button type="button" $small $variant="danger" disabled={remove.isPending && remove.variables === meal._id} onClick={() => void askDelete(meal)} aria-label={t('allMeals.deleteLabel', { title: meal.title })}>
              {t('common.delete')}
            </Button>
            <Button type="button" $small onClick={() => setEditing(meal)} aria-label={t('allMeals.editLabel', { title: meal.title })}>
              {t('common.edit')}
            </Button>
          </RowActions>,
        ]}
      />
      <MealDetailModal meal={viewing} onClose={() => setViewing(null)} />
      {editing && <EditMealModal key={editing._id} meal={editing} onClose={() => setEditing(null)} />}
    </Section>
  );
}
