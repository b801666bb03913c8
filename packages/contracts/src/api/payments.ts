import { z } from 'zod';
import { PACKAGE_IDS, PACKAGES } from '../constants';
import { objectId, pageQuery, successResponse, text } from './common';
import { MAX_DEPOSIT, MIN_PAYMENT } from './accounts';

/** A package id in any letter case (`GOLD` buys gold), as a pattern: JSON Schema has no case-insensitive enum. */
const anyCase = (id: string) => `^${[...id].map((letter) => `[${letter}${letter.toUpperCase()}]`).join('')}$`;

const packageName = z
  .string()
  .toLowerCase()
  .pipe(z.enum(PACKAGE_IDS, { error: 'must be silver, gold or platinum' }))
  .meta({ type: 'string', anyOf: PACKAGE_IDS.map((id) => ({ pattern: anyCase(id) })), examples: [...PACKAGE_IDS] });

const paymentMethodId = z.string().regex(/^pm_[A-Za-z0-9_]+$/, 'must be a payment method id');

/** A mess statement's id, as svc-mess issued it (DESIGN §9). */
const statementId = objectId;

const hasField = (input: unknown, field: string) => typeof input === 'object' && input !== null && field in input;
const EITHER = 'send a package (a membership), a statementId (a mess bill) or a deposit (paying ahead), only one';

/** Which body failed, and why, for a body that is neither shape (a union's own message says only "invalid input"). */
const whichBody = (membership: z.ZodType, statement: z.ZodType, deposit?: z.ZodType) => (issue: { input?: unknown }) => {
  const named = ['statementId', 'package', 'deposit'].filter((field) => hasField(issue.input, field));
  if (named.length > 1) return EITHER;
  if (named[0] === 'statementId') return statement.safeParse(issue.input).error?.issues[0]?.message;
  if (named[0] === 'deposit' && deposit) return deposit.safeParse(issue.input).error?.issues[0]?.message;
  return membership.safeParse(issue.input).error?.issues[0]?.message;
};

/** Buying a membership package: the price comes from the server's table. Strict, so a body that also names a
 * statement is refused rather than charged as a membership. */
export const membershipIntentBody = z
  .strictObject({
    package: packageName,
    /** Optional; when sent it must equal the package's price, the server never takes an amount from the client. */
    amount: z.number().positive().optional(),
    paymentMethodId: paymentMethodId.optional(),
  })
  // Which amount goes with which package, for the document (the use case compares it with the price table).
  .meta({ anyOf: PACKAGE_IDS.map((id) => ({ properties: { package: { pattern: anyCase(id) }, amount: { const: PACKAGES[id].price } } })) });

/** Whole taka, at least MIN_PAYMENT. */
const takaAmount = (max: number) => z.number().int('must be whole taka').min(MIN_PAYMENT, `must be at least ${MIN_PAYMENT} taka`).max(max);

/**
 * Paying a mess statement, in full or in part: `amount` defaults to what is outstanding now and may not exceed it
 * (a larger one is refused with 409, as the outstanding amount is the server's state).
 */
export const statementIntentBody = z.strictObject({ statementId, amount: takaAmount(1_000_000).optional(), paymentMethodId: paymentMethodId.optional() });

/** Paying ahead into the mess account by card. */
export const depositIntentBody = z.strictObject({ deposit: takaAmount(MAX_DEPOSIT), paymentMethodId: paymentMethodId.optional() });

export const createPaymentIntentBody = z.union([statementIntentBody, depositIntentBody, membershipIntentBody], { error: whichBody(membershipIntentBody, statementIntentBody, depositIntentBody) });
export type CreatePaymentIntentBody = z.infer<typeof createPaymentIntentBody>;
export const createPaymentIntentResponse = z.object({
  clientSecret: z.string(),
  status: z.string(),
  paymentIntentId: z.string(),
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponse>;

export const setupIntentResponse = z.object({ clientSecret: z.string() });
export const savePaymentResponse = successResponse;
export type SetupIntentResponse = z.infer<typeof setupIntentResponse>;
export type SavePaymentResponse = z.infer<typeof savePaymentResponse>;

const transactionId = z.string().regex(/^pi_[A-Za-z0-9_]+$/, 'must be a payment intent id').max(255);

export const membershipSaveBody = z.object({
  userId: objectId.optional(),
  package: packageName,
  amount: z.number().positive().optional(),
  transactionId,
  date: text(64).optional(),
});
export const statementSaveBody = z.strictObject({ userId: objectId.optional(), statementId, transactionId });
export const savePaymentBody = z.union([statementSaveBody, membershipSaveBody], { error: whichBody(membershipSaveBody, statementSaveBody) });
export type SavePaymentBody = z.infer<typeof savePaymentBody>;

export const paymentSchema = z
  .object({
    _id: objectId,
    userId: objectId,
    email: z.string(),
    /** What was paid for: a membership package (no `kind`) or a mess statement (`kind` 'statement', no package). */
    kind: z.enum(['membership', 'statement', 'deposit']).optional(),
    package: z.enum(PACKAGE_IDS).optional(),
    statementId: z.string().optional(),
    /** The statement's month (`YYYY-MM`), for its label in the history ('Mess bill 2026-11'). */
    month: z.string().optional(),
    amount: z.number(),
    transactionId: z.string(),
    date: z.string(),
    /** When Stripe took the money back (a full refund or a lost dispute); the payment no longer pays for a badge. */
    refundedAt: z.string().optional(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;

export const paymentHistoryParams = z.object({ userId: objectId });
export const paymentHistoryQuery = pageQuery;
export const paymentHistoryResponse = z.object({ data: z.array(paymentSchema), totalPages: z.number().int().min(0) });
export type PaymentHistoryResponse = z.infer<typeof paymentHistoryResponse>;

/** Stripe's call: the raw event, read only after its signature checks out. */
export const webhookHeaders = z.object({ 'stripe-signature': z.string().min(1) });
export const webhookResponse = z.object({ received: z.literal(true) });
export type WebhookResponse = z.infer<typeof webhookResponse>;
