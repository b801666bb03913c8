import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelServeRequest, listMyServeRequests, SERVE_REQUEST_EVENTS, type LiveEvent, type ServeRequest } from '@hostel/contracts';
import { call, showToast, useLiveEvents, useSession, type PageSlice } from '@hostel/ui';
import { useDashboardT } from '../i18n';
import { dashboardKeys } from '../shared/dashboard-keys';
import { usePagedQuery } from '../shared/use-paged-query';

/** GET /serve-meals/user?userId&page answers `{ meals, totalPages }` (the server pages by 5). */
export function useRequestedMeals() {
  const { user, api } = useSession();
  const userId = user?.id ?? null;
  return usePagedQuery(dashboardKeys.requests(userId ?? ''), userId, async (id, page, signal) => {
    const answer = await call(listMyServeRequests, { query: { userId: id, page }, signal, token: api.getToken() });
    return { rows: answer.meals, totalPages: answer.totalPages };
  });
}

export function useCancelRequest() {
  const client = useQueryClient();
  const { user, api } = useSession();
  return useMutation({
    mutationFn: (request: ServeRequest) => call(cancelServeRequest, { params: { id: request._id }, token: api.getToken() }),
    onSuccess: () => client.invalidateQueries({ queryKey: dashboardKeys.requests(user?.id ?? '') }),
  });
}

/**
 * Keeps Requested Meals current without a reload: each live event about one of the user's requests puts the
 * request as it now is into the cached pages at once, then refetches them (a new or cancelled request moves rows
 * between pages), and a delivery toasts. After the stream reconnects the pages are refetched, in case the gap
 * was longer than the gateway's replay window.
 */
export function useLiveRequestedMeals() {
  const client = useQueryClient();
  const { user } = useSession();
  const { t } = useDashboardT();
  const userId = user?.id ?? null;
  const refetch = () => client.invalidateQueries({ queryKey: dashboardKeys.requests(userId ?? '') });
  useLiveEvents(
    (event: LiveEvent) => {
      // An admin's stream carries everybody's requests; this list is the user's own.
      if (!userId || event.data.userId !== userId) return;
      client.setQueriesData<PageSlice<ServeRequest>>({ queryKey: dashboardKeys.requests(userId) }, (slice) =>
        slice ? { ...slice, rows: slice.rows.map((row) => (row._id === event.data._id ? event.data : row)) } : slice,
      );
      if (event.type === SERVE_REQUEST_EVENTS.updated && event.data.status === 'Delivered') showToast({ type: 'success', text: t('requests.delivered', { title: event.data.title }) });
      void refetch();
    },
    { onReconnect: () => void refetch() },
  );
}
