import type Stripe from 'stripe';
import { EVENTS, MESSAGES } from '@hostel/contracts';
import { badRequest, conflict, DuplicateKeyError, forbidden, newEvent, notFound, withOutbox, type Logger } from '@hostel/platform';
import { stripeFailure } from '../payments/create-intent';
import type { PaymentCollection, PaymentDoc, StatementRefusal } from '../payments/payment-store';
import type { StatementOwedCollection, StatementOwedDoc } from './statement-store';

export interface StatementPaymentStores {
  payments: PaymentCollection;
  statements: StatementOwedCollection;
}

export interface RecordStatementPaymentInput {
  /** Who asks: the PaymentIntent must name them as its payer. */
  userId: string;
  email: string;
  transactionId: string;
  /** When the caller names the statement, the intent must be for it. */
  statementId?: string;
  /** The intent as Stripe answered it a moment ago (create-and-confirm, the webhook); otherwise it is retrieved. */
  intent?: Stripe.PaymentIntent;
}

/**
 * Records a statement payment Stripe confirmed, exactly once: the statement record is marked paid by one conditional
 * write that matches only an unpaid record and carries `payment.succeeded { kind: 'statement' }` (outbox), then the
 * payment joins the payer's history. The browser's save, the webhook and the create-and-confirm call may all arrive;
 * each finds the record paid by this very intent and changes nothing. A second payment that also succeeded (two
 * tabs paying at once) finds it paid by another intent: Stripe refunds it and the caller gets 409. So does a payment
 * for a version of the statement that is no longer its own (an admin's adjustment came while the card was being
 * charged): it paid the old amount, so it pays nothing and the boarder pays the new one.
 */
export async function recordStatementPayment(
  stripe: Stripe,
  { payments, statements }: StatementPaymentStores,
  input: RecordStatementPaymentInput,
  now: Date,
  logger?: Pick<Logger, 'warn'>,
): Promise<{ created: boolean }> {
  const saved = await payments.findOne({ transactionId: input.transactionId });
  if (saved) return replayOf(saved, input);
  const intent = input.intent ?? (await retrieve(stripe, input.transactionId));
  const statementId = intent.metadata?.statementId;
  if (intent.metadata?.userId !== input.userId) throw forbidden(MESSAGES.paymentOfAnotherUser);
  if (intent.metadata?.kind !== 'statement' || !statementId || (input.statementId !== undefined && input.statementId !== statementId)) {
    throw badRequest(MESSAGES.paymentNotForStatement);
  }
  if (intent.status !== 'succeeded') throw badRequest(MESSAGES.paymentNotSucceeded);
  const record = await statements.findOne({ statementId });
  if (!record) throw notFound(MESSAGES.noSuchStatement);
  if (staleVersion(intent, record)) {
    logger?.warn({ transactionId: intent.id, statementId, paidFor: intent.metadata?.version, current: record.version }, 'statement payment refunded: the statement was adjusted after its amount was reckoned');
    await refundRefused(stripe, payments, record, intent, now.toISOString(), 'statement-changed');
    throw conflict(MESSAGES.statementChanged);
  }

  const amount = intent.amount / 100;
  const paidAt = pricedAt(intent) ?? now.toISOString();
  const paid = newEvent(EVENTS.paymentSucceeded, { kind: 'statement', statementId, month: record.month, paymentId: intent.id, userId: input.userId, email: input.email || record.email, amount, transactionId: intent.id, paidAt });
  const marked = await statements.updateOne(
    { _id: record._id, paidAt: { $exists: false } },
    // The payment happened when its amount was reckoned, by this service's clock (the one the late fee was judged by).
    withOutbox({ $set: { paidAt, transactionId: intent.id, amountPaid: amount } }, { ...paid, occurredAt: paidAt }),
  );
  if (marked.modified === 1) {
    await addToHistory(payments, record, intent.id, amount, paidAt);
    return { created: true };
  }
  const settled = (await statements.findOne({ _id: record._id }))!;
  if (settled.transactionId === intent.id) {
    // Marked paid by this intent before a crash kept it out of the history: complete it.
    await addToHistory(payments, settled, intent.id, amount, settled.paidAt ?? paidAt);
    return { created: false };
  }
  await refundRefused(stripe, payments, settled, intent, now.toISOString(), 'paid-twice');
  throw conflict(MESSAGES.statementAlreadyPaid);
}

/** The intent names a version of the statement (intents from before versions were named do not) other than its current one. */
function staleVersion(intent: Stripe.PaymentIntent, record: StatementOwedDoc): boolean {
  const named = intent.metadata?.version;
  return named !== undefined && named !== String(record.version);
}

/** When pay-statement reckoned the intent's amount (its metadata), if it says so validly. */
function pricedAt(intent: Stripe.PaymentIntent): string | undefined {
  const at = intent.metadata?.pricedAt;
  return at && !Number.isNaN(Date.parse(at)) ? new Date(at).toISOString() : undefined;
}

async function retrieve(stripe: Stripe, transactionId: string): Promise<Stripe.PaymentIntent> {
  try {
    return await stripe.paymentIntents.retrieve(transactionId);
  } catch (err) {
    throw stripeFailure(err, MESSAGES.unknownTransaction);
  }
}

/** A saved payment asked for again: the very same statement payment by the same user, or a refusal. */
function replayOf(saved: PaymentDoc, input: RecordStatementPaymentInput): { created: false } {
  if (saved.userId !== input.userId) throw forbidden(MESSAGES.paymentOfAnotherUser);
  if (saved.kind !== 'statement' || (input.statementId !== undefined && saved.statementId !== input.statementId)) throw badRequest(MESSAGES.paymentNotForStatement);
  // A payment refunded at once (the statement paid by another one, or changed meanwhile) stays refused, alike.
  if (saved.refundedAt) throw conflict(saved.refusal === 'statement-changed' ? MESSAGES.statementChanged : MESSAGES.statementAlreadyPaid);
  return { created: false };
}

async function addToHistory(payments: PaymentCollection, statement: StatementOwedDoc, transactionId: string, amount: number, date: string, refused?: { refundedAt: string; refusal: StatementRefusal }) {
  try {
    await payments.insertOne({
      kind: 'statement',
      statementId: statement.statementId,
      month: statement.month,
      userId: statement.userId,
      email: statement.email,
      amount,
      transactionId,
      date,
      ...(refused ?? {}),
    });
  } catch (err) {
    if (!(err instanceof DuplicateKeyError)) throw err;
  }
}

/**
 * The payment pays nothing (the statement was paid by another payment first, or changed meanwhile): its money goes
 * back (an idempotency key, so the save and the webhook refunding it together make one refund), and the history
 * shows it refunded, with why.
 */
async function refundRefused(stripe: Stripe, payments: PaymentCollection, statement: StatementOwedDoc, intent: Stripe.PaymentIntent, now: string, refusal: StatementRefusal) {
  try {
    await stripe.refunds.create({ payment_intent: intent.id }, { idempotencyKey: `statement-${refusal}-${intent.id}` });
  } catch (err) {
    throw stripeFailure(err, MESSAGES.unknownTransaction);
  }
  await addToHistory(payments, statement, intent.id, intent.amount / 100, now, { refundedAt: now, refusal });
}
