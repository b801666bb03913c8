import type Stripe from 'stripe';
import { EVENTS, MESSAGES } from '@hostel/contracts';
import type { EventEnvelope } from '@hostel/platform';
import { openTempStore, type TempStore } from '@hostel/platform/testing';
import { paymentCollection, type PaymentCollection } from '../payments/payment-store';
import { refundPayment } from '../payments/refund-payment';
import { payStatement } from './pay-statement';
import { recordStatementPayment } from './record-statement-payment';
import { keepStatement } from './keep-statement';
import { statementOwedCollection, type StatementOwedCollection } from './statement-store';

/** A Stripe stand-in: intents are created as asked and, with a payment method, succeed; refunds are remembered. */
function fakeStripe() {
  const intents = new Map<string, Stripe.PaymentIntent>();
  const refunds: string[] = [];
  let next = 0;
  const stripe = {
    paymentIntents: {
      create: async (params: Stripe.PaymentIntentCreateParams) => {
        const intent = { id: `pi_${++next}`, client_secret: `pi_${next}_secret`, amount: params.amount, metadata: params.metadata, status: params.confirm ? 'succeeded' : 'requires_payment_method' } as unknown as Stripe.PaymentIntent;
        intents.set(intent.id, intent);
        return intent;
      },
      retrieve: async (id: string) => intents.get(id) ?? Promise.reject(Object.assign(new Error('No such payment_intent'), { statusCode: 404 })),
    },
    refunds: {
      create: async ({ payment_intent }: { payment_intent: string }) => {
        refunds.push(payment_intent);
        return { id: `re_${payment_intent}` };
      },
    },
  } as unknown as Stripe;
  return { stripe, intents, refunds };
}

// November's statement, due on 10 December; 20 taka a day late, at most 10 days.
const statement = { statementId: 'st1', userId: 'u1', email: 'u1@test.local', month: '2026-11', subtotal: 1500, dueDate: '2026-12-10', lateFeePerDay: 20, lateFeeMaxDays: 10, version: 1 };
const BEFORE_DUE = new Date('2026-12-05T06:00:00Z');
/** 14 December noon in Dhaka: three whole days after the due date (11, 12, 13 December). */
const THREE_DAYS_LATE = new Date('2026-12-14T06:00:00Z');

describe('paying a mess statement', () => {
  let temp: TempStore;
  let payments: PaymentCollection;
  let statements: StatementOwedCollection;
  let fake: ReturnType<typeof fakeStripe>;
  const pay = (now: Date, input: Partial<Parameters<typeof payStatement>[2]> = {}) =>
    payStatement(fake.stripe, { payments, statements }, { userId: 'u1', email: 'u1@test.local', statementId: 'st1', paymentMethodId: 'pm_card', currency: 'bdt', ...input }, now);
  const paidEvents = async () =>
    ((await statements.findOne({ statementId: 'st1' }))?._outbox ?? []).filter((event: EventEnvelope) => event.type === EVENTS.paymentSucceeded).map((event) => event.data);

  beforeEach(async () => {
    temp = await openTempStore('pay-statement');
    payments = await paymentCollection(temp.store);
    statements = await statementOwedCollection(temp.store);
    fake = fakeStripe();
    await keepStatement(statements, statement);
  });
  afterEach(() => temp.dispose());

  it('when paid before the due date, then the card is charged the subtotal, the statement is paid and its event waits in the outbox', async () => {
    const answer = await pay(BEFORE_DUE);

    expect(answer).toMatchObject({ status: 'succeeded', paymentIntentId: 'pi_1' });
    expect(fake.intents.get('pi_1')).toMatchObject({ amount: 1500 * 100, metadata: { kind: 'statement', statementId: 'st1', month: '2026-11', userId: 'u1' } });
    expect(await statements.findOne({ statementId: 'st1' })).toMatchObject({ paidAt: BEFORE_DUE.toISOString(), transactionId: 'pi_1', amountPaid: 1500 });
    expect(await paidEvents()).toEqual([{ kind: 'statement', statementId: 'st1', month: '2026-11', paymentId: 'pi_1', userId: 'u1', email: 'u1@test.local', amount: 1500, transactionId: 'pi_1', paidAt: BEFORE_DUE.toISOString() }]);
    expect(await payments.find({})).toEqual([expect.objectContaining({ kind: 'statement', statementId: 'st1', month: '2026-11', amount: 1500, transactionId: 'pi_1', userId: 'u1' })]);
  });

  it('when paid three days late, then the late fee is charged too (the server’s amount)', async () => {
    await pay(THREE_DAYS_LATE);
    expect(fake.intents.get('pi_1')!.amount).toBe((1500 + 3 * 20) * 100);
  });

  it('when the payment completes after a Dhaka midnight (3-D Secure), then it counts as paid when its amount was reckoned', async () => {
    // 23:59 on 11 December in Dhaka: the due date's day after has not ended, no fee yet.
    const reckoned = new Date('2026-12-11T17:59:00Z');
    await pay(reckoned, { paymentMethodId: undefined });
    fake.intents.get('pi_1')!.status = 'succeeded';

    await recordStatementPayment(fake.stripe, { payments, statements }, { userId: 'u1', email: '', transactionId: 'pi_1' }, new Date('2026-12-11T18:05:00Z'));

    expect(fake.intents.get('pi_1')!.amount).toBe(1500 * 100);
    expect(await statements.findOne({ statementId: 'st1' })).toMatchObject({ paidAt: reckoned.toISOString(), amountPaid: 1500 });
    const [event] = ((await statements.findOne({ statementId: 'st1' }))?._outbox ?? []) as EventEnvelope[];
    expect(event).toMatchObject({ occurredAt: reckoned.toISOString(), data: { paidAt: reckoned.toISOString() } });
  });

  it('when paid again, then 409 and no second charge', async () => {
    await pay(BEFORE_DUE);
    await expect(pay(BEFORE_DUE)).rejects.toMatchObject({ status: 409, message: MESSAGES.statementAlreadyPaid });
    expect(fake.intents.size).toBe(1);
  });

  it('when another boarder pays it, then 403; an unknown statement, 404', async () => {
    await expect(pay(BEFORE_DUE, { userId: 'u2' })).rejects.toMatchObject({ status: 403 });
    await expect(pay(BEFORE_DUE, { statementId: 'nope' })).rejects.toMatchObject({ status: 404 });
    expect(fake.intents.size).toBe(0);
  });

  it('when the save, the webhook and a replay record the same payment, then it is recorded once and one event waits', async () => {
    const answer = await pay(BEFORE_DUE, { paymentMethodId: undefined });
    expect(answer.status).toBe('requires_payment_method');
    fake.intents.get('pi_1')!.status = 'succeeded';
    const record = () => recordStatementPayment(fake.stripe, { payments, statements }, { userId: 'u1', email: '', transactionId: 'pi_1' }, BEFORE_DUE);

    const results = await Promise.all([record(), record()]);
    await expect(record()).resolves.toEqual({ created: false });

    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await paidEvents()).toHaveLength(1);
    expect(await payments.count({})).toBe(1);
  });

  it('when two payments for one statement both succeed at Stripe, then one pays it and the other is refunded with 409', async () => {
    // Both intents are made before either is recorded: two tabs pressing Pay at once.
    await pay(BEFORE_DUE, { paymentMethodId: undefined });
    await pay(BEFORE_DUE, { paymentMethodId: undefined });
    for (const intent of fake.intents.values()) intent.status = 'succeeded';
    const record = (transactionId: string) => recordStatementPayment(fake.stripe, { payments, statements }, { userId: 'u1', email: '', transactionId }, BEFORE_DUE);

    const results = await Promise.allSettled([record('pi_1'), record('pi_2')]);

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'rejected').map((result) => (result as PromiseRejectedResult).reason)).toEqual([expect.objectContaining({ status: 409 })]);
    const paid = (await statements.findOne({ statementId: 'st1' }))!;
    const loser = paid.transactionId === 'pi_1' ? 'pi_2' : 'pi_1';
    expect(fake.refunds).toEqual([loser]);
    expect(await paidEvents()).toHaveLength(1);
    expect(await payments.findOne({ transactionId: loser })).toMatchObject({ refundedAt: expect.any(String) });
    // The refunded payment saved again stays refused.
    await expect(record(loser)).rejects.toMatchObject({ status: 409 });
  });

  it('when a payment is recorded for a statement it was not made for, or by someone else, then refused', async () => {
    await pay(BEFORE_DUE, { paymentMethodId: undefined });
    fake.intents.get('pi_1')!.status = 'succeeded';
    const stores = { payments, statements };
    await expect(recordStatementPayment(fake.stripe, stores, { userId: 'u1', email: '', transactionId: 'pi_1', statementId: 'st2' }, BEFORE_DUE)).rejects.toMatchObject({ status: 400 });
    await expect(recordStatementPayment(fake.stripe, stores, { userId: 'u2', email: '', transactionId: 'pi_1' }, BEFORE_DUE)).rejects.toMatchObject({ status: 403 });
    expect(await statements.findOne({ statementId: 'st1' })).not.toHaveProperty('paidAt');
  });

  const refundedEvents = async () =>
    ((await statements.findOne({ statementId: 'st1' }))?._outbox ?? []).filter((event: EventEnvelope) => event.type === EVENTS.paymentRefunded).map((event) => event.data);

  it('when Stripe takes the paying payment back, then the statement is owed again (one payment.refunded for svc-mess) and can be paid again', async () => {
    await pay(BEFORE_DUE);

    expect(await refundPayment(fake.stripe, { payments, statements }, 'pi_1', THREE_DAYS_LATE)).toEqual({ changed: true });
    expect(await refundPayment(fake.stripe, { payments, statements }, 'pi_1', THREE_DAYS_LATE)).toEqual({ changed: false });

    const owed = (await statements.findOne({ statementId: 'st1' }))!;
    expect(owed).not.toHaveProperty('paidAt');
    expect(owed).not.toHaveProperty('transactionId');
    expect(await refundedEvents()).toEqual([{ kind: 'statement', paymentId: 'pi_1', userId: 'u1', statementId: 'st1', month: '2026-11', transactionId: 'pi_1' }]);
    expect(await payments.findOne({ transactionId: 'pi_1' })).toMatchObject({ refundedAt: THREE_DAYS_LATE.toISOString() });
    // The refunded payment saved again pays nothing; a new one is charged what is owed now, late fee included.
    await expect(recordStatementPayment(fake.stripe, { payments, statements }, { userId: 'u1', email: '', transactionId: 'pi_1' }, THREE_DAYS_LATE)).rejects.toMatchObject({ status: 409 });
    await expect(pay(THREE_DAYS_LATE)).resolves.toMatchObject({ status: 'succeeded', paymentIntentId: 'pi_2' });
    expect(fake.intents.get('pi_2')!.amount).toBe((1500 + 3 * 20) * 100);
    expect(await statements.findOne({ statementId: 'st1' })).toMatchObject({ transactionId: 'pi_2', paidAt: THREE_DAYS_LATE.toISOString() });
  });

  it('when the history row was never written (a crash) and the payment is taken back, then the statement is owed again and the row is stored refunded', async () => {
    await pay(BEFORE_DUE);
    await payments.deleteOne({ transactionId: 'pi_1' });

    expect(await refundPayment(fake.stripe, { payments, statements }, 'pi_1', THREE_DAYS_LATE)).toEqual({ changed: true });

    expect(await statements.findOne({ statementId: 'st1' })).not.toHaveProperty('paidAt');
    expect(await payments.findOne({ transactionId: 'pi_1' })).toMatchObject({ kind: 'statement', statementId: 'st1', amount: 1500, refundedAt: THREE_DAYS_LATE.toISOString() });
    await expect(recordStatementPayment(fake.stripe, { payments, statements }, { userId: 'u1', email: '', transactionId: 'pi_1' }, THREE_DAYS_LATE)).rejects.toMatchObject({ status: 409 });
  });

  it('when a payment refunded for paying twice comes back as Stripe’s charge.refunded, then the statement stays paid by the other', async () => {
    await pay(BEFORE_DUE, { paymentMethodId: undefined });
    await pay(BEFORE_DUE, { paymentMethodId: undefined });
    for (const intent of fake.intents.values()) intent.status = 'succeeded';
    await recordStatementPayment(fake.stripe, { payments, statements }, { userId: 'u1', email: '', transactionId: 'pi_1' }, BEFORE_DUE);
    await expect(recordStatementPayment(fake.stripe, { payments, statements }, { userId: 'u1', email: '', transactionId: 'pi_2' }, BEFORE_DUE)).rejects.toMatchObject({ status: 409 });

    expect(await refundPayment(fake.stripe, { payments, statements }, 'pi_2', BEFORE_DUE)).toEqual({ changed: false });

    expect(await statements.findOne({ statementId: 'st1' })).toMatchObject({ transactionId: 'pi_1', paidAt: BEFORE_DUE.toISOString() });
    expect(await refundedEvents()).toEqual([]);
  });

  it('when an adjustment comes while the card is being charged, then that payment is refunded and pays nothing (409), and the new amount is paid next', async () => {
    await pay(BEFORE_DUE, { paymentMethodId: undefined });
    expect(fake.intents.get('pi_1')!.metadata).toMatchObject({ version: '1' });
    await keepStatement(statements, { ...statement, subtotal: 1600, version: 2 });
    fake.intents.get('pi_1')!.status = 'succeeded';
    const record = () => recordStatementPayment(fake.stripe, { payments, statements }, { userId: 'u1', email: '', transactionId: 'pi_1' }, BEFORE_DUE);

    await expect(record()).rejects.toMatchObject({ status: 409, message: MESSAGES.statementChanged });
    await expect(record()).rejects.toMatchObject({ status: 409, message: MESSAGES.statementChanged });

    expect(fake.refunds).toEqual(['pi_1']);
    expect(await statements.findOne({ statementId: 'st1' })).not.toHaveProperty('paidAt');
    expect(await paidEvents()).toEqual([]);
    expect(await payments.findOne({ transactionId: 'pi_1' })).toMatchObject({ amount: 1500, refundedAt: BEFORE_DUE.toISOString(), refusal: 'statement-changed' });
    await expect(pay(BEFORE_DUE)).resolves.toMatchObject({ status: 'succeeded', paymentIntentId: 'pi_2' });
    expect(fake.intents.get('pi_2')).toMatchObject({ amount: 1600 * 100, metadata: { version: '2' } });
    expect(await statements.findOne({ statementId: 'st1' })).toMatchObject({ transactionId: 'pi_2', amountPaid: 1600 });
  });

  it('when an intent from before versions were named succeeds, then it pays the statement as before', async () => {
    await pay(BEFORE_DUE, { paymentMethodId: undefined });
    const intent = fake.intents.get('pi_1')!;
    delete intent.metadata.version;
    intent.status = 'succeeded';

    await expect(recordStatementPayment(fake.stripe, { payments, statements }, { userId: 'u1', email: '', transactionId: 'pi_1' }, BEFORE_DUE)).resolves.toEqual({ created: true });
  });

  it('when the intent has not succeeded, then nothing is recorded', async () => {
    await pay(BEFORE_DUE, { paymentMethodId: undefined });
    await expect(recordStatementPayment(fake.stripe, { payments, statements }, { userId: 'u1', email: '', transactionId: 'pi_1' }, BEFORE_DUE)).rejects.toMatchObject({ status: 400 });
    expect(await payments.count({})).toBe(0);
  });
});
