import type Stripe from 'stripe';
import { BADGES, DEFAULT_BADGE, EVENTS, PACKAGE_IDS, PACKAGES, type Badge } from '@hostel/contracts';
import { insertOnce, newEvent, withOutbox } from '@hostel/platform';
import type { MessPaymentStores } from '../statements/record-mess-payment';
import { takeBackMessPayment } from '../statements/take-back-mess-payment';
import { stripeFailure } from './create-intent';
import type { PaymentDoc } from './payment-store';

/** The highest tier among payments that still pay for something; Bronze when none does. */
export function badgePaidFor(payments: Pick<PaymentDoc, 'package' | 'refundedAt'>[]): Badge {
  let best = BADGES.indexOf(DEFAULT_BADGE);
  for (const payment of payments) if (!payment.refundedAt && payment.package) best = Math.max(best, BADGES.indexOf(PACKAGES[payment.package].badge));
  return BADGES[best]!;
}

/**
 * Stripe took a payment back (a full refund or a lost dispute, DESIGN §8): the payment is marked refunded and, in
 * the same single-document write, carries a payment.refunded event naming the badge the user's other payments still
 * pay for; svc-users sets it. The write only matches a payment not yet refunded, so a redelivered webhook changes
 * nothing and publishes nothing. A refund that arrives before the payment was saved stores it as refunded, without a
 * payment.succeeded event, so a later save finds it and grants no badge. A mess card payment is
 * takeBackMessPayment's: the boarder's account gets a refund entry.
 */
export async function refundPayment(stripe: Stripe, stores: MessPaymentStores, transactionId: string, now: Date = new Date()): Promise<{ changed: boolean }> {
  const { payments } = stores;
  const saved = await payments.findOne({ transactionId });
  if (!saved) return { changed: await storeRefunded(stripe, stores, transactionId, now) };
  if (saved.kind === 'statement' || saved.kind === 'deposit') {
    const { kind, statementId, userId, amount, month, email } = saved;
    return { changed: await takeBackMessPayment(stores, { transactionId, kind, statementId, userId, amount, month, email }, now) };
  }
  if (saved.refundedAt) return { changed: false };
  // Neither a package nor a statement named: nothing was granted for it; the payment shows refunded.
  if (!saved.package) return { changed: (await payments.updateOne({ _id: saved._id, refundedAt: { $exists: false } }, { $set: { refundedAt: now.toISOString() } })).modified === 1 };
  const others = await payments.find({ userId: saved.userId, transactionId: { $ne: transactionId } }, { projection: { package: 1, refundedAt: 1 } });
  const result = await payments.updateOne(
    { _id: saved._id, refundedAt: { $exists: false } },
    withOutbox(
      { $set: { refundedAt: now.toISOString() } },
      newEvent(EVENTS.paymentRefunded, { paymentId: transactionId, userId: saved.userId, package: saved.package, transactionId, badge: badgePaidFor(others) }),
    ),
  );
  return { changed: result.modified === 1 };
}

async function storeRefunded(stripe: Stripe, stores: MessPaymentStores, transactionId: string, now: Date): Promise<boolean> {
  const { payments } = stores;
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(transactionId);
  } catch (err) {
    throw stripeFailure(err, 'Unknown transaction');
  }
  const packageId = PACKAGE_IDS.find((id) => id === intent.metadata?.package);
  const userId = intent.metadata?.userId;
  const statementId = intent.metadata?.statementId;
  const kind = intent.metadata?.kind;
  if ((kind === 'statement' || kind === 'deposit') && userId) {
    return takeBackMessPayment(stores, { transactionId, kind, statementId, userId, amount: (intent.amount_received || intent.amount) / 100, month: intent.metadata?.month }, now);
  }
  // Not one of ours (no buyer or package in its metadata): nothing was granted for it.
  if (!packageId || !userId) return false;
  if (await insertOnce(payments, { userId, email: '', package: packageId, amount: PACKAGES[packageId].price, transactionId, date: now.toISOString(), refundedAt: now.toISOString() })) return true;
  // Saved a moment ago by the browser's save or the webhook: take it back as a saved payment.
  return (await refundPayment(stripe, stores, transactionId, now)).changed;
}

const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === 'string' ? ref : ref?.id);

/**
 * The PaymentIntent a webhook event takes back, if it takes one back: `charge.refunded` once the charge is refunded in
 * full (a partial refund leaves what was bought), `charge.dispute.closed` when the dispute is lost. A dispute's funds
 * withdrawn while it is open are not final (the dispute may still be won), so that event takes nothing back.
 */
export async function takenBackIntent(stripe: Stripe, event: Stripe.Event): Promise<string | undefined> {
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    return charge.refunded ? idOf(charge.payment_intent) : undefined;
  }
  if (event.type === 'charge.dispute.closed') {
    const dispute = event.data.object;
    if (dispute.status !== 'lost') return undefined;
    const intent = idOf(dispute.payment_intent);
    if (intent) return intent;
    const chargeId = idOf(dispute.charge);
    if (!chargeId) return undefined;
    try {
      return idOf((await stripe.charges.retrieve(chargeId)).payment_intent);
    } catch (err) {
      // Stripe unreachable answers 503, so Stripe delivers the event again later.
      throw stripeFailure(err, 'Unknown charge');
    }
  }
  return undefined;
}
