import { useState, type FormEvent } from 'react';
import type { Meal } from '@hostel/contracts';
import { Button, Modal, useSession } from '@hostel/ui';
import { toastError } from '../shared/feedback';
import { draftFromMeal, mealPayload, useMealDraft } from '../shared/meal-draft';
import { FormButtons, MealFields } from '../shared/meal-fields';
import { useUpdateMeal } from './meals-api';

/** Edit Meal in a modal; the parent mounts it per meal (key), so the form starts from that meal's values. */
export function EditMealModal({ meal, onClose }: { meal: Meal; onClose: () => void }) {
  const { api } = useSession();
  const { draft, update } = useMealDraft(draftFromMeal(meal));
  const [uploading, setUploading] = useState(false);
  const save = useUpdateMeal();
  const busy = uploading || save.isPending;
  // Distributor and e-mail stay as they are; an edit never moves a meal to another person.
  const owner = { distributorName: meal.distributorName || 'Admin', email: meal.email };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let body;
    setUploading(true);
    try {
      body = await mealPayload(draft, owner, api.getToken());
    } catch (err) {
      toastError(err, 'The image could not be uploaded');
      return;
    } finally {
      setUploading(false);
    }
    save.mutate({ id: meal._id, body }, { onSuccess: onClose });
  };

  return (
    <Modal open title="Edit Meal" onClose={onClose}>
      <form onSubmit={submit} aria-label="Edit Meal">
        <MealFields draft={draft} onChange={update} distributorName={owner.distributorName} email={owner.email} descriptionRequired />
        <FormButtons>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Save Changes'}
          </Button>
          <Button type="button" $variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        </FormButtons>
      </form>
    </Modal>
  );
}
