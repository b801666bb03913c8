import { z } from 'zod';
import { BADGES, MEAL_SLOTS, PACKAGE_IDS, ROLES } from './constants';

/** Routing keys of DESIGN §4 and the zod schemas of their payloads (validated by consumers too). */
export const EVENTS = {
  paymentSucceeded: 'payment.succeeded',
  /** A payment taken back (a full refund or a lost dispute): the buyer's badge falls to the highest tier still paid for. */
  paymentRefunded: 'payment.refunded',
  userCreated: 'user.created',
  userRoleChanged: 'user.role_changed',
  userBadgeChanged: 'user.badge_changed',
  /** The user's name changed: the read models keep the name shown on reviews and serve requests. */
  userProfileChanged: 'user.profile_changed',
  upcomingLikeThresholdReached: 'upcoming.like_threshold_reached',
  /** svc-mess: a slot's count changed (a switch, leave, closure, a boarder joining or leaving); admins see it live. */
  headcountChanged: 'headcount.changed',
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

export const paymentRefundedSchema = z.object({
  paymentId: z.string(),
  userId: z.string(),
  package: z.enum(PACKAGE_IDS),
  transactionId: z.string(),
  /** The highest tier the user's payments that were not taken back still pay for (Bronze when none). */
  badge: z.enum(BADGES),
});
export type PaymentRefunded = z.infer<typeof paymentRefundedSchema>;

export const userSnapshotSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string().optional(),
  role: z.enum(ROLES),
  badge: z.enum(BADGES),
  /** The profile photo's URL: svc-meals keeps uploads a user's photo names (events from before it carry none). */
  photo: z.string().optional(),
});
export type UserSnapshot = z.infer<typeof userSnapshotSchema>;

export const upcomingThresholdSchema = z.object({ upcomingMealId: z.string() });
export type UpcomingThreshold = z.infer<typeof upcomingThresholdSchema>;

/** The slot's count as read right after the change (DESIGN §9); `GET /mess/headcount` is always exact. */
export const headcountChangedSchema = z.object({
  date: z.string(),
  slot: z.enum(MEAL_SLOTS),
  on: z.number().int().min(0),
  guests: z.number().int().min(0),
});
export type HeadcountChanged = z.infer<typeof headcountChangedSchema>;
