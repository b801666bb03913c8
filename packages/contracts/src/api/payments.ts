import { z } from 'zod';
import { PACKAGE_IDS } from '../constants';
import { objectId, pageQuery, text } from './common';

const packageName = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(PACKAGE_IDS, { error: 'must be silver, gold or platinum' }));

export const createPaymentIntentBody = z.object({
  package: packageName,
  /** Optional; when sent it must equal the package's price, the server never takes an amount from the client. */
  amount: z.number().positive().optional(),
  paymentMethodId: z.string().regex(/^pm_[A-Za-z0-9_]+$/, 'must be a payment method id').optional(),
});
export const createPaymentIntentResponse = z.object({
  clientSecret: z.string(),
  status: z.string(),
  paymentIntentId: z.string(),
});

export const setupIntentResponse = z.object({ clientSecret: z.string() });

export const savePaymentBody = z.object({
  userId: objectId.optional(),
  package: packageName,
  amount: z.number().positive().optional(),
  transactionId: z.string().regex(/^pi_[A-Za-z0-9_]+$/, 'must be a payment intent id').max(255),
  date: text(64).optional(),
});

export const paymentSchema = z.object({
  _id: objectId,
  userId: objectId,
  email: z.string(),
  package: z.enum(PACKAGE_IDS),
  amount: z.number(),
  transactionId: z.string(),
  date: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentHistoryParams = z.object({ userId: objectId });
export const paymentHistoryQuery = pageQuery;
export const paymentHistoryResponse = z.object({ data: z.array(paymentSchema), totalPages: z.number() });
