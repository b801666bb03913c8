import { PAYMENT_HISTORY_PAGE_SIZE } from '@hostel/contracts';
import { toPayment, type PaymentCollection } from './payment-store';

export async function paymentHistory(payments: PaymentCollection, userId: string, page = 1, limit = PAYMENT_HISTORY_PAGE_SIZE) {
  const [docs, total] = await Promise.all([
    payments.find({ userId }, { sort: { date: -1 }, skip: (page - 1) * limit, limit }),
    payments.count({ userId }),
  ]);
  return { data: docs.map(toPayment), totalPages: Math.ceil(total / limit), total };
}
