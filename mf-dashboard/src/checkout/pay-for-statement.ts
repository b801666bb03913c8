import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { payByCard, type PaymentOutcome } from './pay-by-card';

/**
 * A mess statement, in full (no amount: what svc-payments' own record of it owes now, late fee included) or in part.
 * svc-mess posts the payment to the account from the saved payment's event, so the statement follows a moment later.
 */
export function payForStatement(stripe: Stripe, card: StripeCardElement, statementId: string, token: string | null, amount?: number): Promise<PaymentOutcome> {
  return payByCard(stripe, card, amount === undefined ? { statementId } : { statementId, amount }, token);
}

/** Paying ahead into the mess account: an advance the next bill takes from. */
export function payAhead(stripe: Stripe, card: StripeCardElement, amount: number, token: string | null): Promise<PaymentOutcome> {
  return payByCard(stripe, card, { deposit: amount }, token);
}
