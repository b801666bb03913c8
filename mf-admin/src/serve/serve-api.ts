import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, deliverServeRequest, listServeRequests, SERVE_REQUEST_EVENTS, type ServeRequest } from '@hostel/contracts';
import { call, callWithHeaders, showError, showToast, useLiveEvents, useSession, type PageSlice } from '@hostel/ui';
import { useAdminT } from '../i18n';
import { adminKeys } from '../shared/admin-keys';
import { useAdminPage } from '../shared/use-admin-page';

/** GET /serve-meals?search (meal title, user name or e-mail), 10 a page, total in X-Total-Count. */
export function useServePage(search: string) {
  const { api } = useSession();
  return useAdminPage([...adminKeys.serve, search], async (page, signal) => {
    const { data, headers } = await callWithHeaders(listServeRequests, { query: { search: search.trim(), page, limit: ADMIN_PAGE_SIZE }, signal, token: api.getToken() });
    return { rows: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
  });
}

export function useDeliver() {
  const { t } = useAdminT();
  const client = useQueryClient();
  const { api } = useSession();
  return useMutation({
    mutationFn: (request: ServeRequest) => call(deliverServeRequest, { params: { id: request._id }, token: api.getToken() }),
    onSuccess: (_answer, request) => {
      // The status turns 'Delivered' (and the button goes) without waiting for the refetch.
      client.setQueriesData<PageSlice<ServeRequest>>({ queryKey: adminKeys.serve }, (slice) =>
        slice ? { ...slice, rows: slice.rows.map((row) => (row._id === request._id ? { ...row, status: 'Delivered' } : row)) } : slice,
      );
      showToast({ type: 'success', text: t('serve.delivered', { meal: request.title, user: request.userName || request.userEmail }) });
      return client.invalidateQueries({ queryKey: adminKeys.serve });
    },
    onError: (error) => showError({ error, as: 'toast' }),
  });
}

/**
 * Keeps Serve Meals current without a reload: a delivery elsewhere (another admin) updates its row at once, and
 * every created, cancelled or delivered request refetches the pages shown (new requests come first, cancelled
 * ones leave), as does a reconnection after a drop longer than the gateway's replay window.
 */
export function useLiveServeRequests() {
  const client = useQueryClient();
  const refetch = () => client.invalidateQueries({ queryKey: adminKeys.serve });
  useLiveEvents(
    (event) => {
      if (event.type === SERVE_REQUEST_EVENTS.updated) {
        client.setQueriesData<PageSlice<ServeRequest>>({ queryKey: adminKeys.serve }, (slice) =>
          slice ? { ...slice, rows: slice.rows.map((row) => (row._id === event.data._id ? event.data : row)) } : slice,
        );
      }
      void refetch();
    },
    { onReconnect: () => void refetch() },
  );
}
