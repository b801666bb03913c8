import { routeOf } from '@hostel/ui/testing';
import { API } from '@hostel/contracts';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { ApiError, changeLanguage } from '@hostel/ui';
import bn from '../i18n/bn.json';
import { fakeApi } from '../test/render-dashboard';
import { payForPackage } from './pay-for-package';

const card = {} as StripeCardElement;

type FakeError = string | { message: string; code?: string; decline_code?: string };
const asError = (error: FakeError) => (typeof error === 'string' ? { message: error } : error);

function fakeStripe({ setupError, threeDsError }: { setupError?: FakeError; threeDsError?: FakeError } = {}) {
  return {
    confirmCardSetup: jest.fn(async () => (setupError ? { error: asError(setupError) } : { setupIntent: { payment_method: 'pm_card_1' } })),
    confirmCardPayment: jest.fn(async () => (threeDsError ? { error: asError(threeDsError) } : { paymentIntent: { status: 'succeeded' } })),
  };
}

const routes = (status: string, success = true) => ({
  [routeOf(API.createSetupIntent)]: { body: { clientSecret: 'seti_1_secret_x' } },
  [routeOf(API.createPaymentIntent)]: { body: { clientSecret: 'pi_9_secret_y', paymentIntentId: 'pi_9', status } },
  [routeOf(API.savePayment)]: { body: { success } },
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

  describe('on a Bengali page (Stripe writes no Bengali)', () => {
    beforeEach(() => changeLanguage('bn'));
    afterEach(() => changeLanguage('en'));
    const refused = async (error: FakeError, at: 'setup' | '3ds' = 'setup') => {
      fakeApi(routes(at === 'setup' ? 'succeeded' : 'requires_action'));
      const stripe = fakeStripe(at === 'setup' ? { setupError: error } : { threeDsError: error });
      return payForPackage(stripe as unknown as Stripe, card, 'gold', 'tok');
    };

    it("when the card is refused, then the payer reads the reason in Bengali by Stripe's code, a decline's own reason first", async () => {
      expect(await refused({ message: 'Your card was declined.', code: 'card_declined' })).toEqual({ kind: 'card-error', message: bn.checkout.cardErrors.declined });
      expect(await refused({ message: 'Your card has insufficient funds.', code: 'card_declined', decline_code: 'insufficient_funds' })).toEqual({ kind: 'card-error', message: bn.checkout.cardErrors.insufficientFunds });
      expect(await refused({ message: 'Your card has expired.', code: 'expired_card' })).toEqual({ kind: 'card-error', message: bn.checkout.cardErrors.expired });
      expect(await refused({ message: 'We are unable to authenticate your payment method.', code: 'payment_intent_authentication_failure' }, '3ds')).toEqual({ kind: 'card-error', message: bn.checkout.cardErrors.authentication });
    });

    it('when Stripe names a code with no words of its own, then the payer reads the general Bengali message, not English', async () => {
      expect(await refused({ message: 'Something unusual.', code: 'rate_limit' })).toEqual({ kind: 'card-error', message: bn.checkout.cardError });
      expect(await refused({ message: 'No code at all.' })).toEqual({ kind: 'card-error', message: bn.checkout.cardError });
      expect(await refused({ message: 'Prototype keys are not codes.', code: 'constructor' })).toEqual({ kind: 'card-error', message: bn.checkout.cardError });
    });
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
    fakeApi({ ...routes('succeeded'), [routeOf(API.savePayment)]: save });
    expect(await payForPackage(fakeStripe() as unknown as Stripe, card, 'gold', 'tok')).toEqual({ kind: 'not-saved', transactionId: 'pi_9' });
  });

  it('when the server refuses the intent, then the API error is thrown', async () => {
    fakeApi({ ...routes('succeeded'), [routeOf(API.createPaymentIntent)]: { status: 402, body: { success: false, message: 'Your card was declined.' } } });
    await expect(payForPackage(fakeStripe() as unknown as Stripe, card, 'gold', 'tok')).rejects.toEqual(new ApiError(402, 'Your card was declined.'));
  });
});
