import type Stripe from 'stripe';
import { EVENTS, MESSAGES, PACKAGES, type PackageId } from '@hostel/contracts';
import { badRequest, conflict, DuplicateKeyError, forbidden, newEvent, outboxed } from '@hostel/platform';
import { stripeFailure } from './create-intent';
import type { PaymentCollection, PaymentDoc } from './payment-store';

export interface SavePaymentInput {
  userId: string;
  email: string;
  packageId: PackageId;
  transactionId: string;
}

/**
 * Records a payment only after Stripe confirms it: succeeded, for this package's price, bought by this user.
 * Idempotent per transactionId (unique index), so the browser's save and the webhook can both arrive.
 * The record carries its payment.succeeded event (outbox); the badge follows in svc-users.
 */
export async function savePayment(stripe: Stripe, payments: PaymentCollection, input: SavePaymentInput): Promise<{ created: boolean }> {
  const existing = await payments.findOne({ transactionId: input.transactionId });
  if (existing) return replayOf(existing, input);
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(input.transactionId);
  } catch (err) {
    throw stripeFailure(err, MESSAGES.unknownTransaction);
  }
  const pkg = PACKAGES[input.packageId];
  if (intent.metadata?.userId !== input.userId) throw forbidden(MESSAGES.paymentOfAnotherUser);
  if (intent.status !== 'succeeded') throw badRequest(MESSAGES.paymentNotSucceeded);
  if (intent.amount !== pkg.price * 100 || intent.metadata?.package !== pkg.id) throw badRequest(MESSAGES.paymentNotForPackage);

  const doc: Omit<PaymentDoc, '_id'> = {
    userId: input.userId,
    email: input.email,
    package: pkg.id,
    amount: pkg.price,
    transactionId: intent.id,
    date: new Date().toISOString(),
  };
  try {
    const saved = await payments.insertOne(
      outboxed(doc, newEvent(EVENTS.paymentSucceeded, { paymentId: intent.id, userId: doc.userId, email: doc.email, package: pkg.id, amount: pkg.price, transactionId: intent.id })) as Omit<PaymentDoc, '_id'>,
    );
    return { created: Boolean(saved) };
  } catch (err) {
    if (!(err instanceof DuplicateKeyError)) throw err;
    // The webhook or a concurrent save stored it a moment ago.
    return replayOf((await payments.findOne({ transactionId: input.transactionId }))!, input);
  }
}

/**
 * Saving a saved payment again succeeds only as the very same payment (DESIGN §6): a replay naming another
 * package or user is refused, so a success never vouches for what was not paid.
 */
export function replayOf(saved: Pick<PaymentDoc, 'userId' | 'package'>, input: Pick<SavePaymentInput, 'userId' | 'packageId'>): { created: false } {
  if (saved.userId !== input.userId) throw forbidden(MESSAGES.paymentOfAnotherUser);
  if (saved.package !== input.packageId) throw conflict(MESSAGES.paymentAlreadySaved);
  return { created: false };
}
