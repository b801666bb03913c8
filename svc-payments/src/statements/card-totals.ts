import type { CardTotals } from '@hostel/contracts';
import type { PaymentCollection } from '../payments/payment-store';

/** Per boarder, the taka of mess card payments (statements and deposits) Stripe charged, and of those it took back. */
export async function cardTotals(payments: PaymentCollection): Promise<CardTotals> {
  const rows = await payments.find({ kind: { $in: ['statement', 'deposit'] } }, { projection: { userId: 1, amount: 1, refundedAt: 1 } });
  const byUser = new Map<string, { userId: string; charged: number; refunded: number }>();
  for (const row of rows) {
    const total = byUser.get(row.userId) ?? { userId: row.userId, charged: 0, refunded: 0 };
    total.charged += row.amount;
    if (row.refundedAt) total.refunded += row.amount;
    byUser.set(row.userId, total);
  }
  return { data: [...byUser.values()] };
}
