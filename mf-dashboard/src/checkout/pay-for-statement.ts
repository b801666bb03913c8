import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { payByCard, type PaymentOutcome } from './pay-by-card';

/**
 * A mess statement: the card is charged what svc-payments' own record of the statement owes now (late fee included);
 * the page sends only the statement's id. svc-mess marks the statement paid from the saved payment's event, so it
 * shows Paid a moment after this resolves.
 */
export function payForStatement(stripe: Stripe, card: StripeCardElement, statementId: string, token: string | null): Promise<PaymentOutcome> {
  return payByCard(stripe, card, { statementId }, token);
}
