import type { ServeRequest } from '@hostel/contracts';
import { Button, confirmAction, DataTable, Pill, Section, showError } from '@hostel/ui';
import { notifySuccess } from '../shared/feedback';
import { useCancelRequest, useLiveRequestedMeals, useRequestedMeals } from './requests-api';

const COLUMNS = ['Meal', 'Likes', 'Reviews', 'Status', 'Action'];

/**
 * The user's serve requests, 5 a page; a Pending request can be cancelled after a confirmation. Changes arrive
 * live (a delivery turns the row Delivered and toasts) while the section is on screen.
 */
export function RequestedMeals() {
  const list = useRequestedMeals();
  useLiveRequestedMeals();
  const cancel = useCancelRequest();

  const askCancel = async (request: ServeRequest) => {
    if (!(await confirmAction({ title: 'Are you sure?', text: "You won't be able to revert this cancellation!", confirmButtonText: 'Yes, cancel it!' }))) return;
    cancel.mutate(request, {
      onSuccess: () => {
        notifySuccess('Cancelled!', 'Your request has been cancelled successfully.');
        list.afterRemove();
      },
      onError: () => showError({ fallback: 'Something went wrong while cancelling the request.' }),
    });
  };

  return (
    <Section id="requested-meals" title="Requested Meals">
      <DataTable
        caption="Requested Meals"
        columns={COLUMNS}
        list={list}
        rowKey={(request) => request._id}
        empty="You have not requested any meals yet."
        loadError="Error fetching requested meals."
        renderCells={(request) => [
          request.title,
          request.likes,
          request.reviews,
          <Pill key="status" $tone={request.status === 'Pending' ? 'warning' : 'success'}>
            {request.status}
          </Pill>,
          // A delivered meal has been served: there is nothing left to cancel.
          request.status === 'Pending' ? (
            <Button
              key="cancel"
              type="button"
              $small
              $variant="danger"
              disabled={cancel.isPending && cancel.variables?._id === request._id}
              onClick={() => void askCancel(request)}
              aria-label={`Cancel request for ${request.title}`}
            >
              Cancel
            </Button>
          ) : null,
        ]}
      />
    </Section>
  );
}
