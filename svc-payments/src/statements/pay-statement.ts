import type Stripe from 'stripe';
import { amountDueOf, MESSAGES } from '@hostel/contracts';
import { conflict, forbidden, notFound, type Logger } from '@hostel/platform';
import { stripeFailure } from '../payments/create-intent';
import { recordStatementPayment, type StatementPaymentStores } from './record-statement-payment';

export interface PayStatementInput {
  userId: string;
  email: string;
  statementId: string;
  paymentMethodId?: string;
  currency: string;
}

/**
 * A PaymentIntent for what a statement owes now (its subtotal and the late fee by this service's clock), from
 * svc-payments' own record of it, never from the client. Only the boarder it was issued to pays it. With a payment
 * method the server confirms the intent itself, and a succeeded one is recorded at once (the browser's save and the
 * webhook then change nothing).
 */
export async function payStatement(stripe: Stripe, stores: StatementPaymentStores, input: PayStatementInput, now: Date, logger?: Pick<Logger, 'warn'>) {
  const record = await stores.statements.findOne({ statementId: input.statementId });
  if (!record) throw notFound(MESSAGES.noSuchStatement);
  if (record.userId !== input.userId) throw forbidden(MESSAGES.statementOfAnotherBoarder);
  if (record.paidAt) throw conflict(MESSAGES.statementAlreadyPaid);
  const amount = amountDueOf(record, now);
  // Credits can bring a statement to nothing owed; there is nothing to charge.
  if (amount <= 0) throw conflict(MESSAGES.nothingOwed);
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create({
      amount: amount * 100,
      currency: input.currency,
      // pricedAt: the instant the late fee was reckoned, which the statement's paidAt becomes, so svc-mess freezes the
      // fee where the charge did. version: the statement this amount is for; an adjustment before the payment
      // succeeds makes it stale (record-statement-payment.ts refunds it).
      metadata: { kind: 'statement', statementId: record.statementId, month: record.month, userId: input.userId, pricedAt: now.toISOString(), version: String(record.version) },
      ...(input.paymentMethodId ? { payment_method: input.paymentMethodId, confirm: true } : {}),
    });
  } catch (err) {
    throw stripeFailure(err);
  }
  if (intent.status === 'succeeded') {
    await recordStatementPayment(stripe, stores, { userId: input.userId, email: input.email, transactionId: intent.id, intent }, now, logger);
  }
  return { clientSecret: intent.client_secret!, status: intent.status, paymentIntentId: intent.id };
}
