import type Stripe from 'stripe';
import { EVENTS, MESSAGES } from '@hostel/contracts';
import type { EventEnvelope } from '@hostel/platform';
import { openTempStore, type TempStore } from '@hostel/platform/testing';
import { paymentCollection, type PaymentCollection } from '../payments/payment-store';
import { refundPayment } from '../payments/refund-payment';
import { keepStatement } from './keep-statement';
import { intentKeyCollection, STALE_CLAIM_MS, type IntentKeyCollection } from './mess-intent';
import { payDeposit } from './pay-deposit';
import { payStatement } from './pay-statement';
import { recordMessPayment } from './record-mess-payment';
import { statementOwedCollection, type StatementOwedCollection } from './statement-store';

/** A Stripe stand-in: intents are created as asked and, with a payment method, succeed. */
function fakeStripe() {
  const intents = new Map<string, Stripe.PaymentIntent>();
  let next = 0;
  const stripe = {
    paymentIntents: {
      create: async (params: Stripe.PaymentIntentCreateParams) => {
        // A moment at Stripe: two tabs' calls overlap here.
        await new Promise((resolve) => setTimeout(resolve, 20));
        const intent = { id: `pi_${++next}`, client_secret: `pi_${next}_secret`, amount: params.amount, metadata: params.metadata, status: params.confirm ? 'succeeded' : 'requires_payment_method' } as unknown as Stripe.PaymentIntent;
        intents.set(intent.id, intent);
        return intent;
      },
      retrieve: async (id: string) => intents.get(id) ?? Promise.reject(Object.assign(new Error('No such payment_intent'), { statusCode: 404 })),
    },
  } as unknown as Stripe;
  return { stripe, intents };
}

// November's statement, due on 10 December; 20 taka a day late, at most 10 days.
const statement = { statementId: 'st1', userId: 'u1', email: 'u1@test.local', month: '2026-11', subtotal: 1500, dueDate: '2026-12-10', lateFeePerDay: 20, lateFeeMaxDays: 10, version: 1 };
const BEFORE_DUE = new Date('2026-12-05T06:00:00Z');
/** 14 December noon in Dhaka: three whole days after the due date. */
const THREE_DAYS_LATE = new Date('2026-12-14T06:00:00Z');

describe('paying a mess statement or paying ahead by card (DESIGN §11)', () => {
  let temp: TempStore;
  let payments: PaymentCollection;
  let statements: StatementOwedCollection;
  let keys: IntentKeyCollection;
  let fake: ReturnType<typeof fakeStripe>;
  const stores = () => ({ payments, statements, keys });
  const pay = (now: Date, input: Partial<Parameters<typeof payStatement>[2]> = {}) =>
    payStatement(fake.stripe, stores(), { userId: 'u1', email: 'u1@test.local', statementId: 'st1', paymentMethodId: 'pm_card', currency: 'bdt', ...input }, now);
  const record = (transactionId: string, now: Date) => recordMessPayment(fake.stripe, stores(), { userId: 'u1', email: '', transactionId }, now);
  const events = async (type: string) =>
    (await payments.find({})).flatMap((doc) => (doc._outbox ?? []) as EventEnvelope[]).filter((event) => event.type === type).map((event) => event.data);

  beforeEach(async () => {
    temp = await openTempStore('pay-statement');
    payments = await paymentCollection(temp.store);
    statements = await statementOwedCollection(temp.store);
    keys = intentKeyCollection(temp.store);
    fake = fakeStripe();
    await keepStatement(statements, statement);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    return temp.dispose();
  });

  it('when paid with no amount before the due date, then the card is charged what is outstanding and the payment carries the taka and the time', async () => {
    await expect(pay(BEFORE_DUE)).resolves.toMatchObject({ status: 'succeeded', paymentIntentId: 'pi_1' });
    expect(fake.intents.get('pi_1')).toMatchObject({ amount: 1500 * 100, metadata: { kind: 'statement', statementId: 'st1', userId: 'u1', version: '1' } });
    expect(await events(EVENTS.paymentSucceeded)).toEqual([
      { kind: 'statement', statementId: 'st1', month: '2026-11', paymentId: 'pi_1', userId: 'u1', email: 'u1@test.local', amount: 1500, transactionId: 'pi_1', paidAt: BEFORE_DUE.toISOString() },
    ]);
  });

  it('when paid in two parts, then each is charged as asked, the second at most what is left; nothing is left after', async () => {
    await pay(BEFORE_DUE, { amount: 600 });
    await expect(pay(BEFORE_DUE, { amount: 1000 })).rejects.toMatchObject({ status: 409 });
    await pay(BEFORE_DUE);
    expect([...fake.intents.values()].map((intent) => intent.amount)).toEqual([600 * 100, 900 * 100]);
    await expect(pay(BEFORE_DUE)).rejects.toMatchObject({ status: 409, message: MESSAGES.nothingOwed });
  });

  it('when two tabs pay the same at once, then one intent is made and the card is charged once', async () => {
    const [first, second] = await Promise.all([pay(BEFORE_DUE, { paymentMethodId: undefined }), pay(BEFORE_DUE, { paymentMethodId: undefined })]);
    expect(first.paymentIntentId).toBe(second.paymentIntentId);
    expect(fake.intents.size).toBe(1);
  });

  it('when the database is cut before a claimed intent’s id is written, then a later payment takes the stale claim over instead of waiting for ever', async () => {
    jest.spyOn(keys, 'updateOne').mockRejectedValueOnce(new Error('The database is unreachable'));
    await expect(pay(BEFORE_DUE, { paymentMethodId: undefined })).rejects.toThrow('unreachable');
    // A minute on, the lost maker's claim is stale: the next try makes the intent (Stripe would answer the first one
    // under the same idempotency key; this stand-in makes another).
    const later = Date.now() + STALE_CLAIM_MS + 1_000;
    jest.spyOn(Date, 'now').mockImplementation(() => later);
    const retried = await pay(BEFORE_DUE, { paymentMethodId: undefined });
    expect(retried.paymentIntentId).toBe('pi_2');
    expect(await keys.find({})).toEqual([expect.objectContaining({ intentId: 'pi_2' })]);
    // The key is whole again: another tab gets the same intent at once.
    expect((await pay(BEFORE_DUE, { paymentMethodId: undefined })).paymentIntentId).toBe('pi_2');
  }, 20_000);

  it('when an adjustment comes while the card is charged, then the payment is recorded at what was charged, never refunded or refused', async () => {
    await pay(BEFORE_DUE, { paymentMethodId: undefined });
    await keepStatement(statements, { ...statement, subtotal: 1600, version: 2 });
    fake.intents.get('pi_1')!.status = 'succeeded';
    await expect(record('pi_1', BEFORE_DUE)).resolves.toEqual({ created: true });
    expect(await events(EVENTS.paymentSucceeded)).toEqual([expect.objectContaining({ amount: 1500 })]);
    // The difference is still owed, and chargeable.
    await expect(pay(BEFORE_DUE)).resolves.toMatchObject({ status: 'succeeded' });
    expect(fake.intents.get('pi_2')!.amount).toBe(100 * 100);
  });

  it('when an intent made before the due date is confirmed three days late, then it is recorded at the confirmation', async () => {
    await pay(BEFORE_DUE, { paymentMethodId: undefined });
    fake.intents.get('pi_1')!.status = 'succeeded';
    await record('pi_1', THREE_DAYS_LATE);
    expect(await events(EVENTS.paymentSucceeded)).toEqual([expect.objectContaining({ amount: 1500, paidAt: THREE_DAYS_LATE.toISOString() })]);
    // Outstanding now: the three days' fee.
    await pay(THREE_DAYS_LATE);
    expect(fake.intents.get('pi_2')!.amount).toBe(60 * 100);
  });

  it('when the save, the webhook and a replay record one payment, then it is recorded once', async () => {
    await pay(BEFORE_DUE, { paymentMethodId: undefined });
    fake.intents.get('pi_1')!.status = 'succeeded';
    const results = await Promise.all([record('pi_1', BEFORE_DUE), record('pi_1', BEFORE_DUE)]);
    await expect(record('pi_1', BEFORE_DUE)).resolves.toEqual({ created: false });
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await events(EVENTS.paymentSucceeded)).toHaveLength(1);
  });

  it('when Stripe takes a payment back, repeatedly, then one payment.refunded with its taka; saving it again is no “already paid”', async () => {
    await pay(BEFORE_DUE);
    expect(await refundPayment(fake.stripe, stores(), 'pi_1', THREE_DAYS_LATE)).toEqual({ changed: true });
    expect(await refundPayment(fake.stripe, stores(), 'pi_1', THREE_DAYS_LATE)).toEqual({ changed: false });
    expect(await events(EVENTS.paymentRefunded)).toEqual([
      { kind: 'statement', statementId: 'st1', month: '2026-11', paymentId: 'pi_1', userId: 'u1', transactionId: 'pi_1', amount: 1500, refundedAt: THREE_DAYS_LATE.toISOString() },
    ]);
    await expect(record('pi_1', THREE_DAYS_LATE)).resolves.toEqual({ created: false });
    // Owed again: a new payment is charged the whole, late fee included.
    await pay(THREE_DAYS_LATE);
    expect(fake.intents.get('pi_2')!.amount).toBe((1500 + 60) * 100);
  });

  it('when the refund comes before the payment was recorded, then both events wait, once each, and the late record changes nothing', async () => {
    await pay(BEFORE_DUE, { paymentMethodId: undefined });
    fake.intents.get('pi_1')!.status = 'succeeded';
    expect(await refundPayment(fake.stripe, stores(), 'pi_1', BEFORE_DUE)).toEqual({ changed: true });
    await expect(record('pi_1', BEFORE_DUE)).resolves.toEqual({ created: false });
    expect(await events(EVENTS.paymentSucceeded)).toEqual([expect.objectContaining({ transactionId: 'pi_1', amount: 1500 })]);
    expect(await events(EVENTS.paymentRefunded)).toEqual([expect.objectContaining({ transactionId: 'pi_1', amount: 1500 })]);
  });

  it('when another boarder pays it, then 403; an unknown statement, 404', async () => {
    await expect(pay(BEFORE_DUE, { userId: 'u2' })).rejects.toMatchObject({ status: 403 });
    await expect(pay(BEFORE_DUE, { statementId: 'nope' })).rejects.toMatchObject({ status: 404 });
    expect(fake.intents.size).toBe(0);
  });

  it('when a boarder pays ahead, then a deposit is charged and recorded; two tabs at once charge once', async () => {
    const deposit = () => payDeposit(fake.stripe, stores(), { userId: 'u1', email: 'u1@test.local', amount: 2000, paymentMethodId: 'pm_card', currency: 'bdt' }, BEFORE_DUE);
    const [first, second] = await Promise.all([deposit(), deposit()]);
    expect(first.paymentIntentId).toBe(second.paymentIntentId);
    expect(fake.intents.size).toBe(1);
    expect(await events(EVENTS.paymentSucceeded)).toEqual([expect.objectContaining({ kind: 'deposit', amount: 2000, userId: 'u1' })]);
  });

  it('when the intent has not succeeded, then nothing is recorded', async () => {
    await pay(BEFORE_DUE, { paymentMethodId: undefined });
    await expect(record('pi_1', BEFORE_DUE)).rejects.toMatchObject({ status: 400 });
    expect(await payments.count({})).toBe(0);
  });
});
