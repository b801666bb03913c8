import type Stripe from 'stripe';
import { EVENTS, MESSAGES } from '@hostel/contracts';
import { badRequest, DuplicateKeyError, forbidden, newEvent, outboxed, type Logger } from '@hostel/platform';
import { stripeFailure } from '../payments/create-intent';
import type { PaymentCollection, PaymentDoc } from '../payments/payment-store';
import type { StatementOwedCollection } from './statement-store';

export interface MessPaymentStores {
  payments: PaymentCollection;
  statements: StatementOwedCollection;
}

export interface RecordMessPaymentInput {
  /** Who asks: the PaymentIntent must name them as its payer. */
  userId: string;
  email: string;
  transactionId: string;
  /** When the caller names the statement, the intent must be for it. */
  statementId?: string;
  /** The intent as Stripe answered it a moment ago (create-and-confirm); otherwise it is retrieved. */
  intent?: Stripe.PaymentIntent;
}

const isMessKind = (kind: unknown): kind is 'statement' | 'deposit' => kind === 'statement' || kind === 'deposit';

/**
 * Records a mess card payment Stripe confirmed (a statement's, in full or in part, or a deposit), exactly once per
 * intent: one insert under the intent's unique transaction id, carrying `payment.succeeded` with the taka Stripe
 * charged and when (outbox). Whatever the statement's total became meanwhile, the money is recorded as charged and
 * svc-mess posts it to the account: an old total leaves the difference due, more is an advance. The browser's save,
 * the webhook and the create-and-confirm call may all arrive; the second and third change nothing, also for a payment
 * taken back since (its refund is in the account, nothing is "already paid").
 */
export async function recordMessPayment(stripe: Stripe, { payments }: MessPaymentStores, input: RecordMessPaymentInput, now: Date, logger?: Pick<Logger, 'info'>): Promise<{ created: boolean }> {
  const saved = await payments.findOne({ transactionId: input.transactionId });
  if (saved) return replayOf(saved, input);
  const intent = input.intent ?? (await retrieve(stripe, input.transactionId));
  const kind = intent.metadata?.kind;
  const statementId = intent.metadata?.statementId;
  if (intent.metadata?.userId !== input.userId) throw forbidden(MESSAGES.paymentOfAnotherUser);
  if (!isMessKind(kind) || (kind === 'statement' && !statementId) || (input.statementId !== undefined && input.statementId !== statementId)) throw badRequest(MESSAGES.paymentNotForStatement);
  if (intent.status !== 'succeeded') throw badRequest(MESSAGES.paymentNotSucceeded);
  const amount = (intent.amount_received || intent.amount) / 100;
  // Charged when this service learnt it succeeded, by its clock (the one the late fee is judged by).
  const paidAt = now.toISOString();
  const month = intent.metadata?.month;
  const about = kind === 'statement' ? { statementId: statementId!, ...(month ? { month } : {}) } : {};
  const doc: Omit<PaymentDoc, '_id'> = { kind, ...about, userId: input.userId, email: input.email, amount, transactionId: intent.id, date: paidAt };
  const paid = newEvent(EVENTS.paymentSucceeded, { kind, ...about, paymentId: intent.id, userId: input.userId, email: input.email, amount, transactionId: intent.id, paidAt });
  try {
    await payments.insertOne(outboxed(doc, { ...paid, occurredAt: paidAt }) as Omit<PaymentDoc, '_id'>);
  } catch (err) {
    if (!(err instanceof DuplicateKeyError)) throw err;
    return replayOf((await payments.findOne({ transactionId: intent.id }))!, input);
  }
  logger?.info({ transactionId: intent.id, kind, amount }, 'mess card payment recorded');
  return { created: true };
}

async function retrieve(stripe: Stripe, transactionId: string): Promise<Stripe.PaymentIntent> {
  try {
    return await stripe.paymentIntents.retrieve(transactionId);
  } catch (err) {
    throw stripeFailure(err, MESSAGES.unknownTransaction);
  }
}

/** A saved payment asked for again: the very same mess payment by the same user, or a refusal. */
function replayOf(saved: PaymentDoc, input: RecordMessPaymentInput): { created: false } {
  if (saved.userId !== input.userId) throw forbidden(MESSAGES.paymentOfAnotherUser);
  if (!isMessKind(saved.kind) || (input.statementId !== undefined && saved.statementId !== input.statementId)) throw badRequest(MESSAGES.paymentNotForStatement);
  return { created: false };
}
