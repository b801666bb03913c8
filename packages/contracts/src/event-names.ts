/**
 * The events' names, free of their schemas (events.ts, live.ts): a browser bundle that only listens for events by name
 * (the live-updates client) then loads no zod and builds no schema on the page's start.
 */

/** Routing keys of DESIGN §4. */
export const EVENTS = {
  paymentSucceeded: 'payment.succeeded',
  /**
   * A payment taken back (a full refund or a lost dispute): a membership's buyer's badge falls to the highest tier
   * still paid for; a mess statement's (`kind: 'statement'`) is due again.
   */
  paymentRefunded: 'payment.refunded',
  userCreated: 'user.created',
  userRoleChanged: 'user.role_changed',
  userBadgeChanged: 'user.badge_changed',
  /** The user's name changed: the read models keep the name shown on reviews and serve requests. */
  userProfileChanged: 'user.profile_changed',
  /**
   * The user's sessions were ended (sign out everywhere, an admin's revoke, a verified owner taking a record over):
   * the snapshot's `sessionGeneration` rose, and session tokens of an older generation are refused.
   */
  userSessionsRevoked: 'user.sessions_revoked',
  upcomingLikeThresholdReached: 'upcoming.like_threshold_reached',
  /** svc-mess: a slot's count changed (a switch, leave, closure, a boarder joining or leaving); admins see it live. */
  headcountChanged: 'headcount.changed',
  /** svc-mess: a month was closed and a boarder's statement issued (due); svc-payments keeps what it may charge. */
  statementIssued: 'statement.issued',
  /** svc-mess: an admin's adjustment changed an issued statement; the same snapshot with a higher `version`. */
  statementAdjusted: 'statement.adjusted',
  /** svc-meals: one slot of one day's menu was set; svc-mess keeps each plan and headcount slot's meals from it. */
  menuSlotChanged: 'menu.slot_changed',
  /** An admin's change, carried from the service that made it to svc-users' audit trail (DESIGN §9). */
  auditRecorded: 'audit.recorded',
} as const;

/**
 * Live updates (DESIGN §7): svc-meals publishes a serve request's changes on the events exchange, and the gateway
 * streams them to the browsers as server-sent events, each `{ id, type, data: ServeRequest }`.
 */
export const SERVE_REQUEST_EVENTS = {
  created: 'serve-request.created',
  /** Its status changed (Pending → Delivered). */
  updated: 'serve-request.updated',
  cancelled: 'serve-request.cancelled',
} as const;
export const SERVE_REQUEST_EVENT_TYPES = [SERVE_REQUEST_EVENTS.created, SERVE_REQUEST_EVENTS.updated, SERVE_REQUEST_EVENTS.cancelled] as const;
export type ServeRequestEventType = (typeof SERVE_REQUEST_EVENT_TYPES)[number];

/** The bus binding that carries them all. */
export const SERVE_REQUEST_EVENT_PATTERN = 'serve-request.*';

/**
 * A stream event's id: `<milliseconds>-<sequence>`, as a Redis stream numbers its entries. Every gateway hands out
 * ids from the same sequence, so a `Last-Event-ID` from one gateway means the same point on another.
 */
export const LIVE_EVENT_ID = /^[0-9]{1,15}-[0-9]{1,15}$/;
/** Its name as a string format in the OpenAPI document (the pattern says the rest), for tools that generate ids. */
export const LIVE_EVENT_ID_FORMAT = 'live-event-id';
