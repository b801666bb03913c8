import { DEFAULT_DISTRIBUTOR } from '@hostel/contracts';
import { Button, Modal, useSession } from '@hostel/ui';
import { useAdminT } from '../i18n';
import { useMealForm } from '../shared/meal-draft';
import { FormButtons, MealFields } from '../shared/meal-fields';
import { useAddUpcoming } from './upcoming-api';

/** Add Upcoming Meal: on success the modal closes and the form starts empty next time. */
export function AddUpcomingModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useAdminT();
  const email = useSession().user?.email ?? '';
  const add = useAddUpcoming();
  const { draft, update, submit, busy } = useMealForm({
    owner: { distributorName: DEFAULT_DISTRIBUTOR, email },
    save: (body, saved) => add.mutate(body, { onSuccess: saved }),
    saving: add.isPending,
    onSaved: onClose,
  });

  return (
    <Modal open={open} title={t('addUpcoming.title')} onClose={onClose}>
      <form onSubmit={submit} aria-label={t('addUpcoming.title')}>
        <MealFields draft={draft} onChange={update} distributorName={DEFAULT_DISTRIBUTOR} email={email} />
        <FormButtons>
          <Button type="submit" disabled={busy}>
            {busy ? t('addUpcoming.submitting') : t('addUpcoming.submit')}
          </Button>
          <Button type="button" $variant="ghost" onClick={onClose}>
            {t('addUpcoming.close')}
          </Button>
        </FormButtons>
      </form>
    </Modal>
  );
}
