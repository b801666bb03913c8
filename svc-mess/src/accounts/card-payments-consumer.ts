import { EVENTS, paymentRefundedSchema, paymentSucceededSchema } from '@hostel/contracts';
import type { EventEnvelope } from '@hostel/platform';
import { entryId, postEntry, type Books } from './entry-store';

/**
 * svc-payments' `payment.succeeded` and `payment.refunded` for the mess (a statement's card payment or a deposit paid
 * ahead): what Stripe charged becomes one `payment` entry per intent, at the moment it was charged, whatever the bill
 * said meanwhile (an old total leaves the difference due, more becomes an advance); what it took back becomes one
 * `refund` entry per intent. Each id is derived from the intent, so redeliveries, and the two in either order, post
 * each once. Membership payments are svc-users' business.
 */
export async function applyCardPaymentEvent(books: Books, event: EventEnvelope): Promise<void> {
  const kind = (event.data as { kind?: unknown } | undefined)?.kind;
  if (kind !== 'statement' && kind !== 'deposit') return;
  if (event.type === EVENTS.paymentRefunded) {
    const refund = paymentRefundedSchema.parse(event.data);
    if (refund.kind !== 'statement' && refund.kind !== 'deposit') return;
    const paid = await books.entries.findOne({ _id: entryId('payment', refund.transactionId) });
    const amount = refund.amount ?? (paid ? -paid.amount : undefined);
    // An event from before refunds carried their amount, ahead of its payment: delivered again once the payment is in.
    if (amount === undefined) throw new Error(`refund of ${refund.transactionId} before its payment, without an amount`);
    await postEntry(books.entries, {
      _id: entryId('refund', refund.transactionId),
      userId: refund.userId,
      at: refund.refundedAt ?? event.occurredAt,
      kind: 'refund',
      amount: Math.round(amount),
      ref: entryId('payment', refund.transactionId),
      by: 'stripe',
      method: 'card',
      reference: refund.transactionId,
      ...(refund.statementId ? { note: refund.statementId } : {}),
    });
    return;
  }
  const payment = paymentSucceededSchema.parse(event.data);
  if (payment.kind !== 'statement' && payment.kind !== 'deposit') return;
  await postEntry(books.entries, {
    _id: entryId('payment', payment.transactionId),
    userId: payment.userId,
    at: payment.paidAt ?? event.occurredAt,
    kind: 'payment',
    amount: -Math.round(payment.amount),
    ref: payment.kind === 'statement' ? payment.statementId : 'deposit',
    by: 'stripe',
    method: 'card',
    reference: payment.transactionId,
  });
}
