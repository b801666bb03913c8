import type Stripe from 'stripe';
import { amountDueOf, MESSAGES } from '@hostel/contracts';
import { conflict, forbidden, notFound, type Logger } from '@hostel/platform';
import type { PaymentCollection } from '../payments/payment-store';
import { intentOnce, type IntentKeyCollection } from './mess-intent';
import { recordMessPayment, type MessPaymentStores } from './record-mess-payment';

export interface PayStatementInput {
  userId: string;
  email: string;
  statementId: string;
  /** Taka to pay now; by default all that is outstanding. */
  amount?: number;
  paymentMethodId?: string;
  currency: string;
}

/** Taka of the statement's card payments that stand (not taken back), as this service recorded them. */
export async function paidByCard(payments: PaymentCollection, statementId: string): Promise<number> {
  const paid = await payments.find({ kind: 'statement', statementId, refundedAt: { $exists: false } }, { projection: { amount: 1 } });
  return paid.reduce((sum, payment) => sum + payment.amount, 0);
}

/**
 * A PaymentIntent for part or all of what a statement owes now (DESIGN §11): its subtotal and the late fee by this
 * service's clock, less the card payments that stand, from svc-payments' own record, never from the client; at most
 * that, at least MIN_PAYMENT (the body's schema). Only the boarder it was issued to pays it. The intent is made once
 * per statement, version, amount and what was paid so far, so two tabs paying at once are charged once. With a
 * payment method the server confirms it itself and records it at once (the save and the webhook then change nothing).
 */
export async function payStatement(stripe: Stripe, stores: MessPaymentStores & { keys: IntentKeyCollection }, input: PayStatementInput, now: Date, logger?: Pick<Logger, 'info'>) {
  const record = await stores.statements.findOne({ statementId: input.statementId });
  if (!record) throw notFound(MESSAGES.noSuchStatement);
  if (record.userId !== input.userId) throw forbidden(MESSAGES.statementOfAnotherBoarder);
  const paid = await paidByCard(stores.payments, record.statementId);
  const outstanding = amountDueOf({ ...record, paidAt: undefined }, now) - paid;
  if (outstanding <= 0) throw conflict(MESSAGES.nothingOwed);
  const amount = input.amount ?? outstanding;
  if (amount > outstanding) throw conflict(`At most ${outstanding} taka is owed on this statement now.`);
  const intent = await intentOnce(
    stripe,
    stores.keys,
    ['statement', record.statementId, record.version, paid, amount].join('|'),
    {
      amount: amount * 100,
      currency: input.currency,
      metadata: { kind: 'statement', statementId: record.statementId, month: record.month, userId: input.userId, version: String(record.version) },
      ...(input.paymentMethodId ? { payment_method: input.paymentMethodId, confirm: true } : {}),
    },
    now,
  );
  if (intent.status === 'succeeded') await recordMessPayment(stripe, stores, { userId: input.userId, email: input.email, transactionId: intent.id, intent }, now, logger);
  return { clientSecret: intent.client_secret!, status: intent.status, paymentIntentId: intent.id };
}
