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

export const createPaymentIntentBody = z
  .object({
    package: packageName,
    /** Optional; when sent it must equal the package's price, the server never takes an amount from the client. */
    amount: z.number().positive().optional(),
    paymentMethodId: z.string().regex(/^pm_[A-Za-z0-9_]+$/, 'must be a payment method id').optional(),
  })
  // Which amount goes with which package, for the document (the use case compares it with the price table).
  .meta({ anyOf: PACKAGE_IDS.map((id) => ({ properties: { package: { pattern: anyCase(id) }, amount: { const: PACKAGES[id].price } } })) });
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

export const savePaymentBody = z.object({
  userId: objectId.optional(),
  package: packageName,
  amount: z.number().positive().optional(),
  transactionId: z.string().regex(/^pi_[A-Za-z0-9_]+$/, 'must be a payment intent id').max(255),
  date: text(64).optional(),
});

export const paymentSchema = z
  .object({
    _id: objectId,
    userId: objectId,
    email: z.string(),
    package: z.enum(PACKAGE_IDS),
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
