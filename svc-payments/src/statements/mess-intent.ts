import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { conflict, DuplicateKeyError, type Collection, type Doc, type DocumentStore } from '@hostel/platform';
import { stripeFailure } from '../payments/create-intent';

/** One claim per idempotency key: the intent it made, once made. */
export interface IntentKeyDoc extends Doc {
  claimedAt: string;
  /** The machine's time of the claim (a test's service clock may stand still): how long its maker has been at work. */
  heldSince?: number;
  intentId?: string;
}
export type IntentKeyCollection = Collection<IntentKeyDoc>;

export const intentKeyCollection = (store: DocumentStore): IntentKeyCollection => store.collection<IntentKeyDoc>('intent_keys');

/** How long a second caller with the same key waits for the first one's intent. */
const WAIT_MS = 10_000;
const POLL_MS = 100;
/**
 * A claim still without its intent this long after it was made has lost its maker: the process died, or the database
 * was cut before the intent's id was written or while the claim's own insert was answered. Stripe's calls (10 s, two
 * retries) end well before. The next caller takes the key over rather than being told to wait for ever.
 */
export const STALE_CLAIM_MS = 60_000;

/**
 * Creates a mess card payment's PaymentIntent once per key (a statement, its amount and its balance version; a
 * deposit's amount and the deposits before it): two tabs paying the same thing at once get the one intent, so the
 * card is charged once. The key is claimed in this service's store first (a unique id), so it holds whether or not
 * the Stripe in use honours idempotency keys, and is also handed to Stripe for retries of the create itself.
 */
export async function intentOnce(stripe: Stripe, keys: IntentKeyCollection, key: string, params: Stripe.PaymentIntentCreateParams, now: Date): Promise<Stripe.PaymentIntent> {
  // An intent the server confirms with a card and one left for the browser's form are keyed apart: the server never
  // confirms an intent made earlier (localstripe cannot), and two tabs each sending a card still share one intent.
  const id = createHash('sha1').update(`${key}|${params.payment_method ? 'card' : 'form'}`).digest('hex').slice(0, 24);
  if (!(await claimed(keys, id, now))) {
    const made = await theClaimedIntent(stripe, keys, id, now);
    if (made) return made;
  }
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create(params, { idempotencyKey: `mess-${id}` });
  } catch (err) {
    // Nothing was charged: the key is free for the next try.
    await keys.deleteOne({ _id: id, intentId: { $exists: false } });
    throw stripeFailure(err);
  }
  await keys.updateOne({ _id: id }, { $set: { intentId: intent.id } });
  return intent;
}

/** True when this call holds the key now; false when another claim stands. */
async function claimed(keys: IntentKeyCollection, id: string, now: Date): Promise<boolean> {
  try {
    await keys.insertOne({ _id: id, claimedAt: now.toISOString(), heldSince: Date.now() });
    return true;
  } catch (err) {
    if (!(err instanceof DuplicateKeyError)) throw err;
    return false;
  }
}

/** The intent another call made under the key, or undefined once this call has taken over a claim left stale. */
async function theClaimedIntent(stripe: Stripe, keys: IntentKeyCollection, id: string, now: Date): Promise<Stripe.PaymentIntent | undefined> {
  for (let waited = 0; waited <= WAIT_MS; waited += POLL_MS) {
    const claim = await keys.findOne({ _id: id });
    if (claim?.intentId) {
      try {
        return await stripe.paymentIntents.retrieve(claim.intentId);
      } catch (err) {
        throw stripeFailure(err);
      }
    }
    // Stripe answers the same idempotency key with the first intent, if the lost maker did make it.
    if (claim?.heldSince !== undefined && Date.now() - claim.heldSince > STALE_CLAIM_MS) {
      const taken = await keys.updateOne({ _id: id, heldSince: claim.heldSince, intentId: { $exists: false } }, { $set: { claimedAt: now.toISOString(), heldSince: Date.now() } });
      if (taken.matched === 1) return undefined;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw conflict('This payment is already being made; try again in a moment.');
}
