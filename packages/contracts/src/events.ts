import { z } from 'zod';
import { BADGES, MEAL_SLOTS, PACKAGE_IDS, ROLES } from './constants';

/** The zod schemas of the events' payloads (validated by consumers too); their routing keys are in event-names.ts. */
export { EVENTS } from './event-names';

const paymentSucceededFields = {
  paymentId: z.string(),
  userId: z.string(),
  email: z.string().optional(),
  /** Taka paid. */
  amount: z.number(),
  transactionId: z.string(),
};

/** A membership package bought (events from before statements carry no `kind`); svc-users raises the badge. */
export const membershipPaymentSucceededSchema = z.object({ ...paymentSucceededFields, kind: z.literal('membership').optional(), package: z.enum(PACKAGE_IDS) });
/**
 * A mess card payment (DESIGN §11): towards a statement, or a deposit paid ahead. svc-mess posts `amount` (what Stripe
 * charged) as one payment entry per intent, at `paidAt`; it buys no badge.
 */
export const statementPaymentSucceededSchema = z.object({
  ...paymentSucceededFields,
  kind: z.literal('statement'),
  statementId: z.string().min(1),
  month: z.string().optional(),
  /** When Stripe charged the card (also the envelope's occurredAt). */
  paidAt: z.iso.datetime({ offset: true }).optional(),
});
export const depositPaymentSucceededSchema = z.object({
  ...paymentSucceededFields,
  kind: z.literal('deposit'),
  paidAt: z.iso.datetime({ offset: true }).optional(),
});

export const paymentSucceededSchema = z.union([statementPaymentSucceededSchema, depositPaymentSucceededSchema, membershipPaymentSucceededSchema]);
export type DepositPaymentSucceeded = z.infer<typeof depositPaymentSucceededSchema>;
export type PaymentSucceeded = z.infer<typeof paymentSucceededSchema>;
export type MembershipPaymentSucceeded = z.infer<typeof membershipPaymentSucceededSchema>;
export type StatementPaymentSucceeded = z.infer<typeof statementPaymentSucceededSchema>;

/** A membership's payment taken back (events from before statements carry no `kind`): svc-users sets the badge. */
export const membershipPaymentRefundedSchema = z.object({
  paymentId: z.string(),
  userId: z.string(),
  kind: z.literal('membership').optional(),
  package: z.enum(PACKAGE_IDS),
  transactionId: z.string(),
  /** The highest tier the user's payments that were not taken back still pay for (Bronze when none). */
  badge: z.enum(BADGES),
});
/** A mess card payment taken back: svc-mess posts a refund entry, once per intent, whatever order the events come in. */
export const statementPaymentRefundedSchema = z.object({
  paymentId: z.string(),
  userId: z.string(),
  kind: z.enum(['statement', 'deposit']),
  /** Taka taken back (events from before accounts carry none: the payment's amount). */
  amount: z.number().optional(),
  refundedAt: z.iso.datetime({ offset: true }).optional(),
  statementId: z.string().min(1).optional(),
  month: z.string().optional(),
  transactionId: z.string(),
});
export const paymentRefundedSchema = z.union([statementPaymentRefundedSchema, membershipPaymentRefundedSchema]);
export type PaymentRefunded = z.infer<typeof paymentRefundedSchema>;
export type MembershipPaymentRefunded = z.infer<typeof membershipPaymentRefundedSchema>;
export type StatementPaymentRefunded = z.infer<typeof statementPaymentRefundedSchema>;

export const userSnapshotSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string().optional(),
  role: z.enum(ROLES),
  badge: z.enum(BADGES),
  /** The profile photo's URL: svc-meals keeps uploads a user's photo names (events from before it carry none). */
  photo: z.string().optional(),
  /** Session tokens carry the generation they were issued in; one below this is revoked (events from before it carry none: 0). */
  sessionGeneration: z.number().int().min(0).optional(),
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

/**
 * A menu slot as set (DESIGN §9's `meals` of a plan slot): its meals' ids and titles in the admin's order (none when
 * cleared) and when it was set, so a consumer keeps the latest of two that arrive out of order.
 */
export const menuSlotChangedSchema = z.object({
  date: z.string(),
  slot: z.enum(MEAL_SLOTS),
  meals: z.array(z.object({ id: z.string(), title: z.string() })),
  updatedAt: z.string(),
});
export type MenuSlotChanged = z.infer<typeof menuSlotChangedSchema>;

/** What was changed: a kind of record and its id (a meal, a user, a day's closure, the mess settings). */
export const auditTargetSchema = z.object({ type: z.string().min(1).max(40), id: z.string().min(1).max(100) });
export type AuditTarget = z.infer<typeof auditTargetSchema>;

/**
 * One admin change (DESIGN §9): `action` is the name of the operation that made it; `before`/`after` are the
 * record's state around the change, as far as the change has them (an addition has no before, a deletion no after).
 */
export const auditRecordedSchema = z.object({
  id: z.string().min(1).max(100),
  at: z.iso.datetime({ offset: true }),
  service: z.string().min(1).max(40),
  actorId: z.string().min(1).max(100),
  actorEmail: z.string().max(254),
  action: z.string().min(1).max(60),
  target: auditTargetSchema,
  before: z.unknown().optional(),
  after: z.unknown().optional(),
  requestId: z.string().max(200).optional(),
});
export type AuditRecorded = z.infer<typeof auditRecordedSchema>;

/**
 * An issued statement's money as it now stands (DESIGN §9), the payload of `statement.issued` and
 * `statement.adjusted`: `version` is 1 when issued and grows by 1 with every adjustment, so a consumer keeps the
 * highest one whatever order they arrive in. The late fee is not in it: `lateFeeOf` computes it at the moment of
 * paying from these terms (packages/contracts/src/statement-money.ts).
 */
export const statementSnapshotSchema = z.object({
  statementId: z.string(),
  userId: z.string(),
  email: z.string(),
  month: z.string(),
  /** Every line but the late fee, in taka. */
  subtotal: z.number().int(),
  dueDate: z.string(),
  lateFeePerDay: z.number().int().min(0),
  lateFeeMaxDays: z.number().int().min(0),
  version: z.number().int().min(1),
});
export type StatementSnapshot = z.infer<typeof statementSnapshotSchema>;
