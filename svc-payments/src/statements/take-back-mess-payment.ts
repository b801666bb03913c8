import { EVENTS } from '@hostel/contracts';
import { insertOnce, newEvent, outboxed, withOutbox } from '@hostel/platform';
import type { PaymentDoc } from '../payments/payment-store';
import type { MessPaymentStores } from './record-mess-payment';

/** The mess card payment Stripe took back: its intent and what its metadata names. */
export interface TakenBackMessPayment {
  transactionId: string;
  kind: 'statement' | 'deposit';
  statementId?: string;
  userId: string;
  /** Taka the intent charged. */
  amount: number;
  month?: string;
  email?: string;
}

/**
 * Stripe took a mess card payment back (a full refund or a lost dispute, DESIGN §11): the payment is marked refunded
 * by one conditional write that carries `payment.refunded` with the taka taken back (outbox), so a repeated webhook
 * changes nothing; svc-mess posts one refund entry. A refund that comes before the payment was recorded stores the
 * payment with both its events, charged then taken back, so the account sees both whatever arrives later. Whether
 * anything changed.
 */
export async function takeBackMessPayment({ payments }: MessPaymentStores, payment: TakenBackMessPayment, now: Date): Promise<boolean> {
  const refundedAt = now.toISOString();
  const { transactionId, kind, userId, amount } = payment;
  const about = kind === 'statement' && payment.statementId ? { statementId: payment.statementId, ...(payment.month ? { month: payment.month } : {}) } : {};
  const refunded = newEvent(EVENTS.paymentRefunded, { kind, ...about, paymentId: transactionId, userId, transactionId, amount, refundedAt });
  const marked = await payments.updateOne({ transactionId, refundedAt: { $exists: false } }, withOutbox({ $set: { refundedAt } }, refunded));
  if (marked.modified === 1) return true;
  if (await payments.findOne({ transactionId }, { projection: { _id: 1 } })) return false;
  const doc: Omit<PaymentDoc, '_id'> = { kind, ...about, userId, email: payment.email ?? '', amount, transactionId, date: refundedAt, refundedAt };
  const paid = newEvent(EVENTS.paymentSucceeded, { kind, ...about, paymentId: transactionId, userId, email: doc.email, amount, transactionId, paidAt: refundedAt });
  if (await insertOnce(payments, outboxed(outboxed(doc, paid), refunded) as Omit<PaymentDoc, '_id'>)) return true;
  // Recorded a moment ago by the save or the webhook: take that one back.
  return (await payments.updateOne({ transactionId, refundedAt: { $exists: false } }, withOutbox({ $set: { refundedAt } }, refunded))).modified === 1;
}
