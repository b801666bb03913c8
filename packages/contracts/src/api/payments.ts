import { z } from 'zod';
import { PACKAGE_IDS, PACKAGES } from '../constants';
import { objectId, pageQuery, successResponse, text } from './common';

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
const EITHER = 'send a package (a membership) or a statementId (a mess bill), not both';
const STATEMENT_AMOUNT = 'a statement is charged what it owes: send no amount';

/** Which body failed, and why, for a body that is neither shape (a union's own message says only "invalid input"). */
const whichBody = (membership: z.ZodType, statement: z.ZodType) => (issue: { input?: unknown }) => {
  if (hasField(issue.input, 'statementId') && hasField(issue.input, 'package')) return EITHER;
  if (hasField(issue.input, 'statementId')) return hasField(issue.input, 'amount') ? STATEMENT_AMOUNT : statement.safeParse(issue.input).error?.issues[0]?.message;
  return membership.safeParse(issue.input).error?.issues[0]?.message;
};

/** A statement body takes no amount: named in the refusal, as the one mistake worth explaining. */
const noAmount = (issue: { code?: string; keys?: string[] }) => (issue.code === 'unrecognized_keys' && issue.keys?.includes('amount') ? STATEMENT_AMOUNT : undefined);

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

/** Paying a mess statement: the amount is what svc-payments' record of it owes now, never the client's. */
export const statementIntentBody = z.strictObject({ statementId, paymentMethodId: paymentMethodId.optional() }, { error: noAmount });

export const createPaymentIntentBody = z.union([statementIntentBody, membershipIntentBody], { error: whichBody(membershipIntentBody, statementIntentBody) });
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
export const statementSaveBody = z.strictObject({ userId: objectId.optional(), statementId, transactionId }, { error: noAmount });
export const savePaymentBody = z.union([statementSaveBody, membershipSaveBody], { error: whichBody(membershipSaveBody, statementSaveBody) });
export type SavePaymentBody = z.infer<typeof savePaymentBody>;

export const paymentSchema = z
  .object({
    _id: objectId,
    userId: objectId,
    email: z.string(),
    /** What was paid for: a membership package (no `kind`) or a mess statement (`kind` 'statement', no package). */
    kind: z.enum(['membership', 'statement']).optional(),
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
