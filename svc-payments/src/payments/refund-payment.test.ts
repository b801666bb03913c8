import type Stripe from 'stripe';
import { EVENTS, PACKAGES, type PackageId } from '@hostel/contracts';
import type { EventEnvelope } from '@hostel/platform';
import { openTempStore, type TempStore } from '@hostel/platform/testing';
import { statementOwedCollection, type StatementOwedCollection } from '../statements/statement-store';
import { paymentCollection, type PaymentCollection } from './payment-store';
import { badgePaidFor, refundPayment, takenBackIntent } from './refund-payment';
import { savePayment } from './save-payment';

/** A Stripe whose intents all succeeded, bought by user u1 for the package their id names (`pi_gold_1`). */
const stripe = {
  paymentIntents: {
    retrieve: async (id: string) => {
      const pkg = id.split('_')[1] as PackageId;
      return { id, status: 'succeeded', amount: PACKAGES[pkg].price * 100, metadata: { userId: 'u1', package: pkg } };
    },
  },
  charges: { retrieve: async (id: string) => ({ id, payment_intent: 'pi_gold_fromcharge' }) },
} as unknown as Stripe;

describe('refundPayment (money taken back takes the badge back)', () => {
  let temp: TempStore;
  let payments: PaymentCollection;
  let statements: StatementOwedCollection;

  beforeEach(async () => {
    temp = await openTempStore('refund-payment');
    payments = await paymentCollection(temp.store);
    statements = await statementOwedCollection(temp.store);
  });
  afterEach(() => temp.dispose());

  const save = (transactionId: string) => savePayment(stripe, payments, { userId: 'u1', email: 'u1@test.local', packageId: transactionId.split('_')[1] as PackageId, transactionId });
  const refundEvents = async (transactionId: string) =>
    ((await payments.findOne({ transactionId }))?._outbox ?? []).filter((event: EventEnvelope) => event.type === EVENTS.paymentRefunded).map((event) => event.data);

  it('when the only payment is refunded, then it is marked refunded and its event names Bronze; a replay changes nothing', async () => {
    await save('pi_silver_1');

    expect(await refundPayment(stripe, { payments, statements }, 'pi_silver_1')).toEqual({ changed: true });
    expect(await refundPayment(stripe, { payments, statements }, 'pi_silver_1')).toEqual({ changed: false });

    expect((await payments.findOne({ transactionId: 'pi_silver_1' }))?.refundedAt).toEqual(expect.any(String));
    expect(await refundEvents('pi_silver_1')).toEqual([{ paymentId: 'pi_silver_1', userId: 'u1', package: 'silver', transactionId: 'pi_silver_1', badge: 'Bronze' }]);
  });

  it('when the lower of two payments is refunded, then the event keeps the higher tier; refunding that too names Bronze', async () => {
    await save('pi_silver_1');
    await save('pi_platinum_1');

    await refundPayment(stripe, { payments, statements }, 'pi_silver_1');
    await refundPayment(stripe, { payments, statements }, 'pi_platinum_1');

    expect((await refundEvents('pi_silver_1')).map((data) => (data as { badge: string }).badge)).toEqual(['Platinum']);
    expect((await refundEvents('pi_platinum_1')).map((data) => (data as { badge: string }).badge)).toEqual(['Bronze']);
  });

  it('when the refund comes before the payment was saved, then it is stored refunded without a payment event, and a later save grants nothing', async () => {
    expect(await refundPayment(stripe, { payments, statements }, 'pi_gold_1')).toEqual({ changed: true });

    await expect(save('pi_gold_1')).resolves.toEqual({ created: false });

    const stored = await payments.find({ transactionId: 'pi_gold_1' });
    expect(stored).toEqual([expect.objectContaining({ userId: 'u1', package: 'gold', refundedAt: expect.any(String) })]);
    expect(stored[0]!._outbox ?? []).toEqual([]);
  });

  it('when badges are computed, then refunded payments pay for nothing', () => {
    expect(badgePaidFor([])).toBe('Bronze');
    expect(badgePaidFor([{ package: 'gold' }, { package: 'platinum', refundedAt: 'x' }, { package: 'silver' }])).toBe('Gold');
  });
});

describe('takenBackIntent (which webhook events take a payment back)', () => {
  const event = (type: string, object: object) => ({ type, data: { object } }) as unknown as Stripe.Event;

  it('when a charge is refunded in full, then its intent; a partial refund takes nothing back', async () => {
    expect(await takenBackIntent(stripe, event('charge.refunded', { refunded: true, payment_intent: 'pi_gold_1' }))).toBe('pi_gold_1');
    expect(await takenBackIntent(stripe, event('charge.refunded', { refunded: false, payment_intent: 'pi_gold_1' }))).toBeUndefined();
  });

  it('when a dispute closes lost, then its intent (through its charge if it names none); won or only funds withdrawn takes nothing back', async () => {
    expect(await takenBackIntent(stripe, event('charge.dispute.closed', { status: 'lost', payment_intent: { id: 'pi_gold_1' } }))).toBe('pi_gold_1');
    expect(await takenBackIntent(stripe, event('charge.dispute.closed', { status: 'lost', payment_intent: null, charge: 'ch_1' }))).toBe('pi_gold_fromcharge');
    expect(await takenBackIntent(stripe, event('charge.dispute.closed', { status: 'won', payment_intent: 'pi_gold_1' }))).toBeUndefined();
    expect(await takenBackIntent(stripe, event('charge.dispute.funds_withdrawn', { status: 'needs_response', payment_intent: 'pi_gold_1' }))).toBeUndefined();
  });
});
