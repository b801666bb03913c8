import { DEFAULT_DISTRIBUTOR } from '@hostel/contracts';
import { Button, Section, useSession } from '@hostel/ui';
import { useAdminT } from '../i18n';
import { useMealForm } from '../shared/meal-draft';
import { FormButtons, MealFields } from '../shared/meal-fields';
import { useAddMeal } from './meals-api';

/** Add Meal: posted in the admin's name (distributor 'Admin', the admin's e-mail), picture uploaded first. */
export function AddMealForm() {
  const { t } = useAdminT();
  const email = useSession().user?.email ?? '';
  const addMeal = useAddMeal();
  const { draft, update, submit, busy } = useMealForm({
    owner: { distributorName: DEFAULT_DISTRIBUTOR, email },
    save: (body, saved) => addMeal.mutate(body, { onSuccess: saved }),
    saving: addMeal.isPending,
  });

  return (
    <Section id="add-meal" title={t('addMeal.title')}>
      <form onSubmit={submit} aria-label={t('addMeal.title')}>
        <MealFields draft={draft} onChange={update} distributorName={DEFAULT_DISTRIBUTOR} email={email} />
        <FormButtons>
          <Button type="submit" disabled={busy}>
            {busy ? t('addMeal.adding') : t('addMeal.submit')}
          </Button>
        </FormButtons>
      </form>
    </Section>
  );
}
