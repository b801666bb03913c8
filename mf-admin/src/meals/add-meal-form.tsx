import { useState, type FormEvent } from 'react';
import { Button, Section, useSession } from '@hostel/ui';
import { toastError } from '../shared/feedback';
import { ADMIN_DISTRIBUTOR, mealPayload, useMealDraft } from '../shared/meal-draft';
import { FormButtons, MealFields } from '../shared/meal-fields';
import { useAddMeal } from './meals-api';

/** Add Meal: posted in the admin's name (distributor 'Admin', the admin's e-mail), picture uploaded first. */
export function AddMealForm() {
  const { user, api } = useSession();
  const email = user?.email ?? '';
  const { draft, update, reset } = useMealDraft();
  const [uploading, setUploading] = useState(false);
  const addMeal = useAddMeal();
  const busy = uploading || addMeal.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let body;
    setUploading(true);
    try {
      body = await mealPayload(draft, { distributorName: ADMIN_DISTRIBUTOR, email }, api.getToken());
    } catch (err) {
      toastError(err, 'The image could not be uploaded');
      return;
    } finally {
      setUploading(false);
    }
    addMeal.mutate(body, { onSuccess: () => reset() });
  };

  return (
    <Section id="add-meal" title="Add Meal">
      <form onSubmit={submit} aria-label="Add Meal">
        <MealFields draft={draft} onChange={update} distributorName={ADMIN_DISTRIBUTOR} email={email} />
        <FormButtons>
          <Button type="submit" disabled={busy}>
            {busy ? 'Adding...' : 'Add Meal'}
          </Button>
        </FormButtons>
      </form>
    </Section>
  );
}
