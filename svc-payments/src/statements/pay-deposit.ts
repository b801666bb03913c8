import type Stripe from 'stripe';
import type { Logger } from '@hostel/platform';
import { intentOnce, type IntentKeyCollection } from './mess-intent';
import { recordMessPayment, type MessPaymentStores } from './record-mess-payment';

export interface PayDepositInput {
  userId: string;
  email: string;
  /** Taka paid ahead into the mess account (10–50,000: the body's schema). */
  amount: number;
  paymentMethodId?: string;
  currency: string;
}

/**
 * A PaymentIntent paying ahead into the boarder's mess account (DESIGN §11): an advance the next bill takes from.
 * Made once per amount and number of deposits so far, so two tabs paying ahead at once are charged once.
 */
export async function payDeposit(stripe: Stripe, stores: MessPaymentStores & { keys: IntentKeyCollection }, input: PayDepositInput, now: Date, logger?: Pick<Logger, 'info'>) {
  const before = await stores.payments.count({ kind: 'deposit', userId: input.userId });
  const intent = await intentOnce(
    stripe,
    stores.keys,
    ['deposit', input.userId, before, input.amount].join('|'),
    {
      amount: input.amount * 100,
      currency: input.currency,
      metadata: { kind: 'deposit', userId: input.userId },
      ...(input.paymentMethodId ? { payment_method: input.paymentMethodId, confirm: true } : {}),
    },
    now,
  );
  if (intent.status === 'succeeded') await recordMessPayment(stripe, stores, { userId: input.userId, email: input.email, transactionId: intent.id, intent }, now, logger);
  return { clientSecret: intent.client_secret!, status: intent.status, paymentIntentId: intent.id };
}
