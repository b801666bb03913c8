import { listPayments, PAYMENT_HISTORY_PAGE_SIZE } from '@hostel/contracts';
import { call, useSession } from '@hostel/ui';
import { dashboardKeys } from '../shared/dashboard-keys';
import { usePagedQuery } from '../shared/use-paged-query';

/** GET /payments/:userId?page&limit=5 answers `{ data, totalPages }`. */
export function usePaymentHistory() {
  const { user, api } = useSession();
  const userId = user?.id ?? null;
  return usePagedQuery(dashboardKeys.payments(userId ?? ''), userId, async (id, page, signal) => {
    const answer = await call(listPayments, { params: { userId: id }, query: { page, limit: PAYMENT_HISTORY_PAGE_SIZE }, signal, token: api.getToken() });
    return { rows: answer.data, totalPages: answer.totalPages };
  });
}
