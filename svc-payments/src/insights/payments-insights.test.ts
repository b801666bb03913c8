import { newId } from '@hostel/platform';
import { openTempStore } from '@hostel/platform/testing';
import { paymentCollection, type PaymentCollection } from '../payments/payment-store';
import { paymentsInsights } from './payments-insights';

describe('paymentsInsights: revenue per ISO week in Dhaka, by package', () => {
  let payments: PaymentCollection;
  let dispose: () => Promise<void>;
  beforeEach(async () => {
    const temp = await openTempStore('svc-payments');
    dispose = temp.dispose;
    payments = await paymentCollection(temp.store);
  });
  afterEach(() => dispose());

  const paid = (pkg: 'silver' | 'gold' | 'platinum', amount: number, date: string) =>
    payments.insertOne({ _id: newId(), userId: newId(), email: 'a@test.local', package: pkg, amount, transactionId: newId(), date });

  // Monday 2 March 2026, 00:30 in Dhaka (UTC+6): still Sunday 1 March in UTC.
  const now = new Date('2026-03-01T18:30:00Z');

  it('when payments fall either side of Monday 00:00 in Dhaka, then they land in the Dhaka week, not the UTC one; 12 weeks, this week last', async () => {
    await paid('silver', 199, '2026-03-01T18:10:00Z'); // Monday 00:10 Dhaka: 2026-W10
    await paid('gold', 399, '2026-03-01T17:50:00Z'); // Sunday 23:50 Dhaka: 2026-W09
    await paid('gold', 399, '2026-02-23T00:00:00Z'); // Monday 06:00 Dhaka: 2026-W09
    await paid('platinum', 699, '2025-12-15T00:00:00Z'); // Monday 06:00 Dhaka, 2025-W51: the oldest of the 12
    await paid('platinum', 699, '2025-12-14T17:59:00Z'); // Sunday 23:59 Dhaka, 2025-W50: too old

    const { revenuePerWeek } = await paymentsInsights(payments, now);

    expect(revenuePerWeek).toHaveLength(12);
    expect(revenuePerWeek[0]).toEqual({ week: '2025-W51', silver: 0, gold: 0, platinum: 699 });
    expect(revenuePerWeek.slice(-2)).toEqual([
      { week: '2026-W09', silver: 0, gold: 798, platinum: 0 },
      { week: '2026-W10', silver: 199, gold: 0, platinum: 0 },
    ]);
    expect(revenuePerWeek.reduce((sum, row) => sum + row.silver + row.gold + row.platinum, 0)).toBe(199 + 798 + 699);
  });

  it('when the year turns, then ISO weeks follow it (2027-01-01 is in 2026-W53)', async () => {
    await paid('silver', 199, '2027-01-01T06:00:00Z');

    const { revenuePerWeek } = await paymentsInsights(payments, new Date('2027-01-02T06:00:00Z'));

    expect(revenuePerWeek.at(-1)).toEqual({ week: '2026-W53', silver: 199, gold: 0, platinum: 0 });
    expect(revenuePerWeek.at(-2)!.week).toBe('2026-W52');
  });
});
