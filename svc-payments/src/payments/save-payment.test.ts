import type Stripe from 'stripe';
import { MESSAGES, PACKAGES } from '@hostel/contracts';
import { openTempStore, type TempStore } from '@hostel/platform/testing';
import { paymentCollection, type PaymentCollection } from './payment-store';
import { replayOf, savePayment } from './save-payment';

/** A Stripe whose only intent succeeded for Silver, bought by user u1. */
const stripe = {
  paymentIntents: {
    retrieve: async (id: string) => ({ id, status: 'succeeded', amount: PACKAGES.silver.price * 100, metadata: { userId: 'u1', package: 'silver' } }),
  },
} as unknown as Stripe;

describe('replayOf (saving a saved payment again)', () => {
  const saved = { userId: 'u1', package: 'silver' as const };

  it('when package and user match the saved payment, then it is the same payment: success, nothing created', () => {
    expect(replayOf(saved, { userId: 'u1', packageId: 'silver' })).toEqual({ created: false });
  });

  it('when the package differs, then 409', () => {
    for (const packageId of ['gold', 'platinum'] as const) {
      expect(() => replayOf(saved, { userId: 'u1', packageId })).toThrow(expect.objectContaining({ status: 409, message: MESSAGES.paymentAlreadySaved }));
    }
  });

  it('when the user differs, then 403', () => {
    expect(() => replayOf(saved, { userId: 'u2', packageId: 'silver' })).toThrow(expect.objectContaining({ status: 403 }));
  });
});

describe('savePayment, idempotent per transactionId', () => {
  let temp: TempStore;
  let payments: PaymentCollection;

  beforeEach(async () => {
    temp = await openTempStore('save-payment');
    payments = await paymentCollection(temp.store);
  });
  afterEach(() => temp.dispose());

  const save = (packageId: 'silver' | 'gold', transactionId = 'pi_1') => savePayment(stripe, payments, { userId: 'u1', email: 'u1@test.local', packageId, transactionId });

  it('when the same payment is saved twice at once and again, then one record; a replay naming Gold is refused', async () => {
    const answers = await Promise.all([save('silver'), save('silver')]);

    expect(answers.filter((answer) => answer.created)).toHaveLength(1);
    await expect(save('silver')).resolves.toEqual({ created: false });
    await expect(save('gold')).rejects.toMatchObject({ status: 409 });
    expect(await payments.find({})).toEqual([expect.objectContaining({ transactionId: 'pi_1', package: 'silver' })]);
  });
});
