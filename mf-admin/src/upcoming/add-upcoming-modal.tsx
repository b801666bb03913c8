import { DEFAULT_DISTRIBUTOR } from '@hostel/contracts';
import { Button, Modal, useSession } from '@hostel/ui';
import { useMealForm } from '../shared/meal-draft';
import { FormButtons, MealFields } from '../shared/meal-fields';
import { useAddUpcoming } from './upcoming-api';

/** Add Upcoming Meal: on success the modal closes and the form starts empty next time. */
export function AddUpcomingModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const email = useSession().user?.email ?? '';
  const add = useAddUpcoming();
  const { draft, update, submit, busy } = useMealForm({
    owner: { distributorName: DEFAULT_DISTRIBUTOR, email },
    save: (body, saved) => add.mutate(body, { onSuccess: saved }),
    saving: add.isPending,
    onSaved: onClose,
  });

  return (
    <Modal open={open} title="Add Upcoming Meal" onClose={onClose}>
      <form onSubmit={submit} aria-label="Add Upcoming Meal">
        <MealFields draft={draft} onChange={update} distributorName={DEFAULT_DISTRIBUTOR} email={email} />
        <FormButtons>
          <Button type="submit" disabled={busy}>
            {busy ? 'Submitting...' : 'Submit Meal'}
          </Button>
          <Button type="button" $variant="ghost" onClick={onClose}>
            Close
          </Button>
        </FormButtons>
      </form>
    </Modal>
  );
}
