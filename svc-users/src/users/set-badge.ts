import { EVENTS, PACKAGES, type PaymentSucceeded } from '@hostel/contracts';
import { newEvent, withOutbox } from '@hostel/platform';
import { snapshot, type UserCollection } from './user-store';

/**
 * Applies a payment to the buyer's badge. Setting (not incrementing) makes a redelivered event harmless, and the
 * `badge: {$ne}` condition keeps a repeat from publishing a second badge_changed event.
 */
export async function applyPayment(users: UserCollection, payment: PaymentSucceeded): Promise<boolean> {
  const badge = PACKAGES[payment.package].badge;
  const user = await users.findOne({ _id: payment.userId });
  if (!user) throw new Error(`payment for unknown user ${payment.userId}`);
  const result = await users.updateOne(
    { _id: payment.userId, badge: { $ne: badge } },
    withOutbox({ $set: { badge } }, newEvent(EVENTS.userBadgeChanged, snapshot({ ...user, badge }))),
  );
  return result.modified === 1;
}
