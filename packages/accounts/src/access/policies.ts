import { MESSAGES } from '@hostel/contracts';
import { forbidden } from '@hostel/platform';
import type { Caller } from './caller';

/** What an admin may do and others may not. */
export function assertAdmin(caller: Caller, message = 'Forbidden access'): void {
  if (caller.role !== 'admin') throw forbidden(message);
}

/** Data of one user (their reviews, requests, payments): that user's, or an admin's to read or change. */
export function assertSelfOrAdmin(caller: Caller, userId: string, message = 'Forbidden access'): void {
  if (userId !== caller.id) assertAdmin(caller, message);
}

/** A user's record asked for by e-mail: the caller's own, or anyone's for an admin. */
export function assertSelfOrAdminByEmail(caller: Caller, email: string, message = 'Forbidden access'): void {
  if (email !== caller.email) assertAdmin(caller, message);
}

/** A body's userId, when sent, must be the caller's own unless the caller is an admin. */
export function assertSelf(caller: Caller, userId: string | undefined): void {
  if (userId) assertSelfOrAdmin(caller, userId, 'You can only act for yourself');
}

/** What Bronze members may not do (spec §5, §6), each refused with the message the spec gives it. */
const PREMIUM_ACTIONS = {
  requestMeal: MESSAGES.upgradeToRequest,
  // The spec gives liking an upcoming meal the review's message ('...to submit a review').
  likeUpcomingMeal: MESSAGES.upgradeToReview,
  review: MESSAGES.upgradeToReview,
} as const;
export type PremiumAction = keyof typeof PREMIUM_ACTIONS;

/** Premium is any badge above Bronze; admins run the service and are never held back by their badge. */
export function assertPremium(caller: Caller, action: PremiumAction): void {
  if (caller.badge === 'Bronze' && caller.role !== 'admin') throw forbidden(PREMIUM_ACTIONS[action]);
}

/** Whose serve-request events a viewer's live stream carries: their own; an admin's, everyone's (DESIGN §7). */
export function seesRequestsOf(viewer: Pick<Caller, 'id' | 'role'>, userId: string): boolean {
  return viewer.role === 'admin' || viewer.id === userId;
}
