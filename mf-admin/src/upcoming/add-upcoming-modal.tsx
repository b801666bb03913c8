import { useState, type FormEvent } from 'react';
import { Button, Modal, useSession } from '@hostel/ui';
import { toastError } from '../shared/feedback';
import { ADMIN_DISTRIBUTOR, mealPayload, useMealDraft } from '../shared/meal-draft';
import { FormButtons, MealFields } from '../shared/meal-fields';
import { useAddUpcoming } from './upcoming-api';

/** Add Upcoming Meal: on success the modal closes and the form starts empty next time. */
export function AddUpcomingModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user, api } = useSession();
  const email = user?.email ?? '';
  const { draft, update, reset } = useMealDraft();
  const [uploading, setUploading] = useState(false);
  const add = useAddUpcoming();
  const busy = uploading || add.isPending;

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
    add.mutate(body, {
      onSuccess: () => {
        reset();
        onClose();
      },
    });
  };

  return (
    <Modal open={open} title="Add Upcoming Meal" onClose={onClose}>
      <form onSubmit={submit} aria-label="Add Upcoming Meal">
        <MealFields draft={draft} onChange={update} distributorName={ADMIN_DISTRIBUTOR} email={email} />
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
