import { badgesBelow, EVENTS, PACKAGES, type PaymentSucceeded } from '@hostel/contracts';
import { newEvent, withOutbox } from '@hostel/platform';
import { snapshot, type UserCollection } from './user-store';

/**
 * Applies a payment to the buyer's badge: the badge is the highest tier paid for (DESIGN §6). The update only
 * matches a badge below the package's, in one atomic write, so a cheaper purchase, a redelivered or out-of-order
 * event and a concurrent higher purchase can never lower it, and a write that changes nothing publishes nothing.
 */
export async function applyPayment(users: UserCollection, payment: PaymentSucceeded): Promise<boolean> {
  const badge = PACKAGES[payment.package].badge;
  const user = await users.findOne({ _id: payment.userId });
  if (!user) throw new Error(`payment for unknown user ${payment.userId}`);
  const result = await users.updateOne(
    { _id: payment.userId, badge: { $in: badgesBelow(badge) } },
    withOutbox({ $set: { badge } }, newEvent(EVENTS.userBadgeChanged, snapshot({ ...user, badge }))),
  );
  return result.modified === 1;
}
