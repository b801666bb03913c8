import { DEFAULT_DISTRIBUTOR } from '@hostel/contracts';
import { Button, Section, useSession } from '@hostel/ui';
import { useMealForm } from '../shared/meal-draft';
import { FormButtons, MealFields } from '../shared/meal-fields';
import { useAddMeal } from './meals-api';

/** Add Meal: posted in the admin's name (distributor 'Admin', the admin's e-mail), picture uploaded first. */
export function AddMealForm() {
  const email = useSession().user?.email ?? '';
  const addMeal = useAddMeal();
  const { draft, update, submit, busy } = useMealForm({
    owner: { distributorName: DEFAULT_DISTRIBUTOR, email },
    save: (body, saved) => addMeal.mutate(body, { onSuccess: saved }),
    saving: addMeal.isPending,
  });

  return (
    <Section id="add-meal" title="Add Meal">
      <form onSubmit={submit} aria-label="Add Meal">
        <MealFields draft={draft} onChange={update} distributorName={DEFAULT_DISTRIBUTOR} email={email} />
        <FormButtons>
          <Button type="submit" disabled={busy}>
            {busy ? 'Adding...' : 'Add Meal'}
          </Button>
        </FormButtons>
      </form>
    </Section>
  );
}
