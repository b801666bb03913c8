import { PAYMENT_HISTORY_PAGE_SIZE, type PaymentHistoryResponse } from '@hostel/contracts';
import { findPage, type PageRequest } from '@hostel/platform';
import { toPayment, type PaymentCollection } from './payment-store';

/** One user's payments, newest first, a page at a time (their dashboard). */
export async function paymentHistory(payments: PaymentCollection, userId: string, paging: PageRequest): Promise<PaymentHistoryResponse> {
  const page = await findPage(payments, { userId }, { ...paging, pageSize: PAYMENT_HISTORY_PAGE_SIZE, sort: { date: -1 } });
  return { data: page.items.map(toPayment), totalPages: page.totalPages };
}
