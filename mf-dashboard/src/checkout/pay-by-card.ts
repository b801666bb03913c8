import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { createPaymentIntent, createSetupIntent, savePayment, type PackageId } from '@hostel/contracts';
import { call } from '@hostel/ui';
import { dashboardT } from '../i18n';

/** What is being paid: a membership package, or a mess statement (its amount is the server's, never the page's). */
export type Purchase = { package: PackageId } | { statementId: string };

export type PaymentOutcome =
  | { kind: 'paid'; transactionId: string }
  /** Stripe took the money but the server did not report the record saved. */
  | { kind: 'not-saved'; transactionId: string }
  /** Stripe refused (declined card, failed 3-D Secure): its message is meant for the payer. */
  | { kind: 'card-error'; message: string };

/**
 * DESIGN §3 "Payment flow", one path for real Stripe and localstripe and for whatever is bought: the card element
 * becomes a payment method through a SetupIntent, the server creates and confirms the PaymentIntent with it (the
 * amount comes from its own records: the price table, or what the statement owes now), the browser completes 3-D
 * Secure when asked, then the server verifies the intent with Stripe and saves the payment. API failures before the
 * charge throw (ApiError).
 */
export async function payByCard(stripe: Stripe, card: StripeCardElement, purchase: Purchase, token: string | null): Promise<PaymentOutcome> {
  const t = dashboardT();
  const cardError = t('checkout.cardError');
  const setup = await call(createSetupIntent, { token });
  const confirmed = await stripe.confirmCardSetup(setup.clientSecret, { payment_method: { card } });
  if (confirmed.error) return { kind: 'card-error', message: confirmed.error.message ?? cardError };
  const method = confirmed.setupIntent.payment_method;
  const paymentMethodId = typeof method === 'string' ? method : method?.id;
  if (!paymentMethodId) return { kind: 'card-error', message: cardError };

  const intent = await call(createPaymentIntent, { body: { ...purchase, paymentMethodId }, token });
  let status = intent.status;
  if (status === 'requires_action') {
    const authenticated = await stripe.confirmCardPayment(intent.clientSecret);
    if (authenticated.error) return { kind: 'card-error', message: authenticated.error.message ?? cardError };
    status = authenticated.paymentIntent.status;
  }
  if (status !== 'succeeded') return { kind: 'card-error', message: t('checkout.notCompleted', { status: status.replace(/_/g, ' ') }) };

  return { kind: (await save(purchase, intent.paymentIntentId, token)) ? 'paid' : 'not-saved', transactionId: intent.paymentIntentId };
}

/**
 * The card has been charged by now, so a save that fails is not a failed payment (spec §8: 'Payment succeeded
 * but failed to update badge.'); Stripe's webhook saves the payment on the server as well.
 */
async function save(purchase: Purchase, transactionId: string, token: string | null): Promise<boolean> {
  try {
    const saved = await call(savePayment, { body: { ...purchase, transactionId }, token });
    return saved.success === true;
  } catch (err) {
    console.error('Saving the payment failed:', err);
    return false;
  }
}
