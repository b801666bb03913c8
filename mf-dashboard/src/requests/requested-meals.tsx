import type { ServeRequest } from '@hostel/contracts';
import { Button, confirmAction, DataTable, formatNumber, Pill, Section, showError } from '@hostel/ui';
import { useDashboardT } from '../i18n';
import { REQUEST_STATUS_KEY } from '../shared/labels';
import { notifySuccess } from '../shared/feedback';
import { useCancelRequest, useLiveRequestedMeals, useRequestedMeals } from './requests-api';

/**
 * The user's serve requests, 5 a page; a Pending request can be cancelled after a confirmation. Changes arrive
 * live (a delivery turns the row Delivered and toasts) while the section is on screen.
 */
export function RequestedMeals() {
  const list = useRequestedMeals();
  useLiveRequestedMeals();
  const cancel = useCancelRequest();
  const { t } = useDashboardT();
  const columns = [t('requests.column.meal'), t('requests.column.likes'), t('requests.column.reviews'), t('requests.column.status'), t('requests.column.action')];

  const askCancel = async (request: ServeRequest) => {
    if (!(await confirmAction({ title: t('requests.confirm.title'), text: t('requests.confirm.text'), confirmButtonText: t('requests.confirm.yes') }))) return;
    cancel.mutate(request, {
      onSuccess: () => {
        notifySuccess(t('requests.cancelled.title'), t('requests.cancelled.text'));
        list.afterRemove();
      },
      onError: () => showError({ fallback: t('requests.cancelFailed') }),
    });
  };

  return (
    <Section id="requested-meals" title={t('requests.title')}>
      <DataTable
        caption={t('requests.title')}
        columns={columns}
        list={list}
        rowKey={(request) => request._id}
        empty={t('requests.empty')}
        loadError={t('requests.loadError')}
        renderCells={(request) => [
          request.title,
          formatNumber(request.likes),
          formatNumber(request.reviews),
          <Pill key="status" $tone={request.status === 'Pending' ? 'warning' : 'success'}>
            {t(REQUEST_STATUS_KEY[request.status])}
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
              aria-label={t('requests.cancelLabel', { title: request.title })}
            >
              {t('requests.cancel')}
            </Button>
          ) : null,
        ]}
      />
    </Section>
  );
}
