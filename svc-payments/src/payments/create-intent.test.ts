import type Stripe from 'stripe';
import { RETRY_AFTER_SECONDS } from '@hostel/platform';
import { createPaymentIntent, stripeFailure } from './create-intent';

/** What the stripe SDK throws when it cannot reach Stripe at all. */
const connectionError = Object.assign(new Error('An error occurred with our connection to Stripe.'), { type: 'StripeConnectionError' });

describe('stripeFailure (what a Stripe error means to the caller)', () => {
  it('when Stripe cannot be reached, then 503 with Retry-After, so the caller knows to come back', () => {
    expect(stripeFailure(connectionError)).toMatchObject({ status: 503, retryAfterSeconds: RETRY_AFTER_SECONDS });
  });

  it('when the card is declined or the id is unknown, then 402 or 404, with no Retry-After', () => {
    const declined = stripeFailure({ type: 'StripeCardError', message: 'Your card was declined.' });
    const unknown = stripeFailure({ type: 'StripeInvalidRequestError', code: 'resource_missing' });

    expect(declined).toMatchObject({ status: 402, message: 'Your card was declined.' });
    expect(unknown).toMatchObject({ status: 404 });
    expect([declined.retryAfterSeconds, unknown.retryAfterSeconds]).toEqual([undefined, undefined]);
  });
});

describe('createPaymentIntent during a Stripe outage', () => {
  it('when creating the intent fails to connect, then the use case answers 503 with Retry-After', async () => {
    const stripe = { paymentIntents: { create: () => Promise.reject(connectionError) } } as unknown as Stripe;

    await expect(createPaymentIntent(stripe, { userId: 'u1', packageId: 'gold', currency: 'bdt' })).rejects.toMatchObject({
      status: 503,
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    });
  });
});
