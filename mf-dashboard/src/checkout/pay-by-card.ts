import type { Stripe, StripeCardElement, StripeError } from '@stripe/stripe-js';
import { createPaymentIntent, createSetupIntent, savePayment, type PackageId } from '@hostel/contracts';
import { call, currentLanguage } from '@hostel/ui';
import { dashboardT } from '../i18n';

/**
 * What is being paid: a membership package (its price is the server's), part or all of a mess statement (at most
 * what the server says is owed), or a deposit paid ahead into the mess account.
 */
export type Purchase = { package: PackageId } | { statementId: string; amount?: number } | { deposit: number };

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
  const setup = await call(createSetupIntent, { token });
  const confirmed = await stripe.confirmCardSetup(setup.clientSecret, { payment_method: { card } });
  if (confirmed.error) return { kind: 'card-error', message: cardMessage(confirmed.error) };
  const method = confirmed.setupIntent.payment_method;
  const paymentMethodId = typeof method === 'string' ? method : method?.id;
  if (!paymentMethodId) return { kind: 'card-error', message: t('checkout.cardError') };

  const intent = await call(createPaymentIntent, { body: { ...purchase, paymentMethodId }, token });
  let status = intent.status;
  if (status === 'requires_action') {
    const authenticated = await stripe.confirmCardPayment(intent.clientSecret);
    if (authenticated.error) return { kind: 'card-error', message: cardMessage(authenticated.error) };
    status = authenticated.paymentIntent.status;
  }
  if (status !== 'succeeded') return { kind: 'card-error', message: t('checkout.notCompleted', { status: status.replace(/_/g, ' ') }) };

  return { kind: (await save(purchase, intent.paymentIntentId, token)) ? 'paid' : 'not-saved', transactionId: intent.paymentIntentId };
}

/** Stripe's error codes (and a decline's reason) that have words of their own in the catalogue. */
const CARD_ERRORS = new Map(Object.entries({
  card_declined: 'checkout.cardErrors.declined',
  lost_card: 'checkout.cardErrors.declined',
  stolen_card: 'checkout.cardErrors.declined',
  generic_decline: 'checkout.cardErrors.declined',
  insufficient_funds: 'checkout.cardErrors.insufficientFunds',
  expired_card: 'checkout.cardErrors.expired',
  incorrect_cvc: 'checkout.cardErrors.cvc',
  invalid_cvc: 'checkout.cardErrors.cvc',
  incomplete_cvc: 'checkout.cardErrors.cvc',
  incorrect_number: 'checkout.cardErrors.number',
  invalid_number: 'checkout.cardErrors.number',
  incomplete_number: 'checkout.cardErrors.number',
  invalid_expiry_month: 'checkout.cardErrors.expiry',
  invalid_expiry_year: 'checkout.cardErrors.expiry',
  incomplete_expiry: 'checkout.cardErrors.expiry',
  processing_error: 'checkout.cardErrors.processing',
  payment_intent_authentication_failure: 'checkout.cardErrors.authentication',
  setup_intent_authentication_failure: 'checkout.cardErrors.authentication',
}));

/**
 * What a refused card tells the payer. On an English page, Stripe's own message (written for payers, and more precise
 * than any list here); Stripe has no Bengali, so a Bengali page says it in its own words by the error's code (a
 * decline's reason first), and in general terms for a code not listed, rather than in English.
 */
function cardMessage(error: StripeError): string {
  const t = dashboardT();
  if (currentLanguage() === 'en' && error.message) return error.message;
  const key = CARD_ERRORS.get(error.decline_code ?? '') ?? CARD_ERRORS.get(error.code ?? '');
  return t(key ?? 'checkout.cardError');
}

/**
 * The card has been charged by now, so a save that fails is not a failed payment (spec §8: 'Payment succeeded
 * but failed to update badge.'); Stripe's webhook saves the payment on the server as well.
 */
async function save(purchase: Purchase, transactionId: string, token: string | null): Promise<boolean> {
  // A deposit is recorded by the server when it confirms the intent, or by Stripe's webhook after 3-D Secure.
  if ('deposit' in purchase) return true;
  const body = 'statementId' in purchase ? { statementId: purchase.statementId, transactionId } : { ...purchase, transactionId };
  try {
    const saved = await call(savePayment, { body, token });
    return saved.success === true;
  } catch (err) {
    console.error('Saving the payment failed:', err);
    return false;
  }
}
