import type Stripe from 'stripe';
import { MESSAGES, PACKAGES, type PackageId } from '@hostel/contracts';
import { AppError, badRequest, notFound, unavailable } from '@hostel/platform';

export interface CreateIntentInput {
  userId: string;
  packageId: PackageId;
  amount?: number;
  paymentMethodId?: string;
  currency: string;
}

/**
 * The amount always comes from the server's price table; a client amount is only checked against it. With a
 * payment method the server confirms the intent itself (the path that works with localstripe's Stripe.js too).
 */
export async function createPaymentIntent(stripe: Stripe, input: CreateIntentInput) {
  const pkg = PACKAGES[input.packageId];
  if (input.amount !== undefined && input.amount !== pkg.price) throw badRequest(MESSAGES.amountNotPackagePrice);
  try {
    const intent = await stripe.paymentIntents.create({
      amount: pkg.price * 100,
      currency: input.currency,
      metadata: { userId: input.userId, package: pkg.id },
      ...(input.paymentMethodId ? { payment_method: input.paymentMethodId, confirm: true } : {}),
    });
    return { clientSecret: intent.client_secret!, status: intent.status, paymentIntentId: intent.id };
  } catch (err) {
    throw stripeFailure(err);
  }
}

export async function createSetupIntent(stripe: Stripe, userId: string) {
  try {
    const intent = await stripe.setupIntents.create({ metadata: { userId } });
    return { clientSecret: intent.client_secret! };
  } catch (err) {
    throw stripeFailure(err);
  }
}

/**
 * Card errors carry a message meant for the payer; an id Stripe does not know (a made-up payment method or
 * transaction) is a 404, like any unknown id (DESIGN §3); anything else is the provider being unavailable.
 */
export function stripeFailure(err: unknown, unknown: string = MESSAGES.unknownPaymentMethod): AppError {
  const stripeError = err as { type?: string; code?: string; message?: string; statusCode?: number };
  if (stripeError.type === 'StripeCardError') return new AppError(402, stripeError.message ?? 'Your card was declined.');
  if (stripeError.code === 'resource_missing' || stripeError.statusCode === 404) return notFound(unknown);
  if (stripeError.type === 'StripeInvalidRequestError') return badRequest(stripeError.message ?? 'Invalid payment request');
  return unavailable('The payment provider is unavailable, please try again');
}
