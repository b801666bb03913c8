import { z } from 'zod';
import { BADGES, PACKAGE_IDS, ROLES } from './constants';

/** Routing keys of DESIGN §4 and the zod schemas of their payloads (validated by consumers too). */
export const EVENTS = {
  paymentSucceeded: 'payment.succeeded',
  userCreated: 'user.created',
  userRoleChanged: 'user.role_changed',
  userBadgeChanged: 'user.badge_changed',
  /** The user's name changed: the read models keep the name shown on reviews and serve requests. */
  userProfileChanged: 'user.profile_changed',
  upcomingLikeThresholdReached: 'upcoming.like_threshold_reached',
} as const;

export const paymentSucceededSchema = z.object({
  paymentId: z.string(),
  userId: z.string(),
  email: z.string().optional(),
  package: z.enum(PACKAGE_IDS),
  amount: z.number(),
  transactionId: z.string(),
});
export type PaymentSucceeded = z.infer<typeof paymentSucceededSchema>;

export const userSnapshotSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string().optional(),
  role: z.enum(ROLES),
  badge: z.enum(BADGES),
});
export type UserSnapshot = z.infer<typeof userSnapshotSchema>;

export const upcomingThresholdSchema = z.object({ upcomingMealId: z.string() });
export type UpcomingThreshold = z.infer<typeof upcomingThresholdSchema>;
