import { routeOf } from '@hostel/ui/testing';
import { API } from '@hostel/contracts';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { ApiError } from '@hostel/ui';
import { fakeApi } from '../test/render-dashboard';
import { payAhead, payForStatement } from './pay-for-statement';

const card = {} as StripeCardElement;
const STATEMENT = 'st_2026-10_64b000000000000000000001';

const stripe = () =>
  ({
    confirmCardSetup: jest.fn(async () => ({ setupIntent: { payment_method: 'pm_card_1' } })),
    confirmCardPayment: jest.fn(async () => ({ paymentIntent: { status: 'succeeded' } })),
  }) as unknown as Stripe;

const routes = {
  [routeOf(API.createSetupIntent)]: { body: { clientSecret: 'seti_1_secret_x' } },
  [routeOf(API.createPaymentIntent)]: { body: { clientSecret: 'pi_7_secret_y', paymentIntentId: 'pi_7', status: 'succeeded' } },
  [routeOf(API.savePayment)]: { body: { success: true } },
};

describe('payForStatement', () => {
  it('when a statement is paid, then the intent and the save name the statement only, never an amount', async () => {
    const { calls } = fakeApi(routes);
    expect(await payForStatement(stripe(), card, STATEMENT, 'tok')).toEqual({ kind: 'paid', transactionId: 'pi_7' });
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['/payments/setup-intent', undefined],
      ['/payments/create-payment-intent', { statementId: STATEMENT, paymentMethodId: 'pm_card_1' }],
      ['/payments/save', { statementId: STATEMENT, transactionId: 'pi_7' }],
    ]);
  });

  it('when the statement is paid already, then the server’s 409 is thrown and nothing is saved', async () => {
    const { calls } = fakeApi({ ...routes, [routeOf(API.createPaymentIntent)]: { status: 409, body: { success: false, message: 'This statement is already paid.' } } });
    await expect(payForStatement(stripe(), card, STATEMENT, 'tok')).rejects.toEqual(new ApiError(409, 'This statement is already paid.'));
    expect(calls.some((c) => c.path === '/payments/save')).toBe(false);
  });
});

describe('paying part of a statement, or ahead', () => {
  it('when an amount is named, then the intent carries it and the save names the statement only', async () => {
    const { calls } = fakeApi(routes);
    await payForStatement(stripe(), card, STATEMENT, 'tok', 500);
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['/payments/setup-intent', undefined],
      ['/payments/create-payment-intent', { statementId: STATEMENT, amount: 500, paymentMethodId: 'pm_card_1' }],
      ['/payments/save', { statementId: STATEMENT, transactionId: 'pi_7' }],
    ]);
  });

  it('when a boarder pays ahead, then the intent is a deposit and nothing is saved by the page (the server records it)', async () => {
    const { calls } = fakeApi(routes);
    expect(await payAhead(stripe(), card, 2000, 'tok')).toEqual({ kind: 'paid', transactionId: 'pi_7' });
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['/payments/setup-intent', undefined],
      ['/payments/create-payment-intent', { deposit: 2000, paymentMethodId: 'pm_card_1' }],
    ]);
  });
});
