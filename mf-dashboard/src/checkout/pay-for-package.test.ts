import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { ApiError } from '@hostel/ui';
import { fakeApi } from '../test/render-dashboard';
import { payForPackage } from './pay-for-package';

const card = {} as StripeCardElement;

function fakeStripe({ setupError, threeDsError }: { setupError?: string; threeDsError?: string } = {}) {
  return {
    confirmCardSetup: jest.fn(async () => (setupError ? { error: { message: setupError } } : { setupIntent: { payment_method: 'pm_card_1' } })),
    confirmCardPayment: jest.fn(async () => (threeDsError ? { error: { message: threeDsError } } : { paymentIntent: { status: 'succeeded' } })),
  };
}

const routes = (status: string, success = true) => ({
  'POST /payments/setup-intent': { body: { clientSecret: 'seti_1_secret_x' } },
  'POST /payments/create-payment-intent': { body: { clientSecret: 'pi_9_secret_y', paymentIntentId: 'pi_9', status } },
  'POST /payments/save': { body: { success } },
});

describe('payForPackage', () => {
  it('when the server confirms the intent, then the card is set up, the intent created with its payment method and the payment saved', async () => {
    const { calls } = fakeApi(routes('succeeded'));
    const stripe = fakeStripe();
    const outcome = await payForPackage(stripe as unknown as Stripe, card, 'gold', 'tok');
    expect(outcome).toEqual({ kind: 'paid', transactionId: 'pi_9' });
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_x', { payment_method: { card } });
    expect(stripe.confirmCardPayment).not.toHaveBeenCalled();
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['/payments/setup-intent', undefined],
      ['/payments/create-payment-intent', { package: 'gold', paymentMethodId: 'pm_card_1' }],
      ['/payments/save', { package: 'gold', transactionId: 'pi_9' }],
    ]);
  });

  it('when the intent requires 3-D Secure, then the browser completes it before saving', async () => {
    const { calls } = fakeApi(routes('requires_action'));
    const stripe = fakeStripe();
    expect(await payForPackage(stripe as unknown as Stripe, card, 'silver', 'tok')).toEqual({ kind: 'paid', transactionId: 'pi_9' });
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_9_secret_y');
    expect(calls.at(-1)?.path).toBe('/payments/save');
  });

  it('when the card is declined at setup, then Stripe\'s message comes back and nothing is charged', async () => {
    const { calls } = fakeApi(routes('succeeded'));
    const outcome = await payForPackage(fakeStripe({ setupError: 'Your card was declined.' }) as unknown as Stripe, card, 'gold', 'tok');
    expect(outcome).toEqual({ kind: 'card-error', message: 'Your card was declined.' });
    expect(calls.map((c) => c.path)).toEqual(['/payments/setup-intent']);
  });

  it('when 3-D Secure fails, then its message comes back and nothing is saved', async () => {
    const { calls } = fakeApi(routes('requires_action'));
    const outcome = await payForPackage(fakeStripe({ threeDsError: 'Authentication failed.' }) as unknown as Stripe, card, 'gold', 'tok');
    expect(outcome).toEqual({ kind: 'card-error', message: 'Authentication failed.' });
    expect(calls.some((c) => c.path === '/payments/save')).toBe(false);
  });

  it('when the save reports no success, then the outcome says so', async () => {
    fakeApi(routes('succeeded', false));
    expect(await payForPackage(fakeStripe() as unknown as Stripe, card, 'gold', 'tok')).toEqual({ kind: 'not-saved', transactionId: 'pi_9' });
  });

  it.each([
    ['answers an error', () => ({ status: 503, body: { success: false, message: 'The payments store is unavailable' } })],
    ['cannot be reached', () => {
      throw new TypeError('Failed to fetch');
    }],
  ])('when the card was charged and the save %s, then the outcome is not-saved rather than a failure', async (_, save) => {
    fakeApi({ ...routes('succeeded'), 'POST /payments/save': save });
    expect(await payForPackage(fakeStripe() as unknown as Stripe, card, 'gold', 'tok')).toEqual({ kind: 'not-saved', transactionId: 'pi_9' });
  });

  it('when the server refuses the intent, then the API error is thrown', async () => {
    fakeApi({ ...routes('succeeded'), 'POST /payments/create-payment-intent': { status: 402, body: { success: false, message: 'Your card was declined.' } } });
    await expect(payForPackage(fakeStripe() as unknown as Stripe, card, 'gold', 'tok')).rejects.toEqual(new ApiError(402, 'Your card was declined.'));
  });
});
