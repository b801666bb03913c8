import { DEFAULT_DISTRIBUTOR, type Meal } from '@hostel/contracts';
import { Button, Modal } from '@hostel/ui';
import { useAdminT } from '../i18n';
import { draftFromMeal, useMealForm } from '../shared/meal-draft';
import { FormButtons, MealFields } from '../shared/meal-fields';
import { useUpdateMeal } from './meals-api';

/** Edit Meal in a modal; the parent mounts it per meal (key), so the form starts from that meal's values. */
export function EditMealModal({ meal, onClose }: { meal: Meal; onClose: () => void }) {
  const { t } = useAdminT();
  const save = useUpdateMeal();
  // Distributor and e-mail stay as they are (the e-mail is not sent, so the server keeps it); an edit never moves a
  // meal to another person.
  const owner = { distributorName: meal.distributorName || DEFAULT_DISTRIBUTOR };
  const { draft, update, submit, busy } = useMealForm({
    owner,
    initial: draftFromMeal(meal),
    save: (body, saved) => save.mutate({ id: meal._id, body }, { onSuccess: saved }),
    saving: save.isPending,
    onSaved: onClose,
  });

  return (
    <Modal open title={t('editMeal.title')} onClose={onClose}>
      <form onSubmit={submit} aria-label={t('editMeal.title')}>
        <MealFields draft={draft} onChange={update} distributorName={owner.distributorName} descriptionRequired />
        <FormButtons>
          <Button type="submit" disabled={busy}>
            {busy ? t('editMeal.saving') : t('editMeal.save')}
          </Button>
          <Button type="button" $variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </FormButtons>
      </form>
    </Modal>
  );
}
