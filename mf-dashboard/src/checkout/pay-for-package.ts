import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import type { PackageId } from '@hostel/contracts';
import { payByCard, type PaymentOutcome } from './pay-by-card';

/** A membership package, charged at the server's price; the badge follows from the saved payment's event. */
export function payForPackage(stripe: Stripe, card: StripeCardElement, packageId: PackageId, token: string | null): Promise<PaymentOutcome> {
  return payByCard(stripe, card, { package: packageId }, token);
}
