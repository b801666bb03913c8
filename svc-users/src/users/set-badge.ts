import { badgesBelow, EVENTS, PACKAGES, type MembershipPaymentSucceeded, type MembershipPaymentRefunded } from '@hostel/contracts';
import { newEvent, withOutbox } from '@hostel/platform';
import { snapshot, type UserCollection } from './user-store';

/**
 * Applies a payment to the buyer's badge: the badge is the highest tier paid for (DESIGN §6). The update only
 * matches a badge below the package's, in one atomic write, so a cheaper purchase, a redelivered or out-of-order
 * event and a concurrent higher purchase can never lower it, and a write that changes nothing publishes nothing.
 */
export async function applyPayment(users: UserCollection, payment: MembershipPaymentSucceeded): Promise<boolean> {
  const badge = PACKAGES[payment.package].badge;
  const user = await users.findOne({ _id: payment.userId });
  if (!user) throw new Error(`payment for unknown user ${payment.userId}`);
  const result = await users.updateOne(
    // A payment already taken back (its refund event came first) grants nothing.
    { _id: payment.userId, badge: { $in: badgesBelow(badge) }, refundedTransactions: { $ne: payment.transactionId } },
    withOutbox({ $set: { badge } }, newEvent(EVENTS.userBadgeChanged, snapshot({ ...user, badge }))),
  );
  return result.modified === 1;
}

/**
 * Applies a payment taken back (refund, lost dispute; DESIGN §8): the badge becomes the highest tier still paid for,
 * as svc-payments computed it from its records. The transaction is remembered, so its payment.succeeded arriving
 * late cannot raise the badge again; a redelivery changes nothing and publishes nothing.
 */
export async function applyRefund(users: UserCollection, refund: MembershipPaymentRefunded): Promise<boolean> {
  const user = await users.findOne({ _id: refund.userId });
  if (!user) throw new Error(`refund for unknown user ${refund.userId}`);
  if (user.refundedTransactions?.includes(refund.transactionId)) return false;
  const changesBadge = user.badge !== refund.badge;
  const update = { $addToSet: { refundedTransactions: refund.transactionId }, ...(changesBadge ? { $set: { badge: refund.badge } } : {}) };
  const result = await users.updateOne(
    { _id: refund.userId, refundedTransactions: { $ne: refund.transactionId } },
    changesBadge ? withOutbox(update, newEvent(EVENTS.userBadgeChanged, snapshot({ ...user, badge: refund.badge }))) : update,
  );
  return changesBadge && result.modified === 1;
}
