import { currentWeek, lastWeeks, PACKAGES } from '@hostel/contracts';
import { openTempStore, type TempStore } from '@hostel/platform/testing';
import { paymentsInsights } from '../insights/payments-insights';
import { paymentCollection, type PaymentCollection } from '../payments/payment-store';
import { seedPaymentHistory } from './history-seed';

describe('seedPaymentHistory', () => {
  let temp: TempStore;
  let payments: PaymentCollection;
  beforeEach(async () => {
    temp = await openTempStore('payments-history');
    payments = await paymentCollection(temp.store);
  });
  afterEach(() => temp.dispose());

  const now = new Date('2026-03-04T06:00:00Z'); // Wednesday 4 March 2026, noon in Dhaka

  it('when seeded, then every past week of the 12 has revenue in each package over the term, priced as the packages, and nothing from today on', async () => {
    const added = await seedPaymentHistory(payments, undefined, now);
    expect(added).toBeGreaterThan(60);

    const { revenuePerWeek } = await paymentsInsights(payments, now);
    expect(revenuePerWeek.map((row) => row.week)).toEqual(lastWeeks(12, now));
    for (const row of revenuePerWeek.slice(0, -1)) expect(row.silver + row.gold + row.platinum).toBeGreaterThan(0);
    for (const pkg of ['silver', 'gold', 'platinum'] as const) expect(revenuePerWeek.reduce((sum, row) => sum + row[pkg], 0)).toBeGreaterThan(0);
    // The term's later weeks sell more than its first ones.
    const total = (rows: typeof revenuePerWeek) => rows.reduce((sum, row) => sum + row.silver + row.gold + row.platinum, 0);
    expect(total(revenuePerWeek.slice(8, 11))).toBeGreaterThan(total(revenuePerWeek.slice(0, 3)));

    const stored = await payments.find({});
    for (const payment of stored) expect(payment.amount).toBe(PACKAGES[payment.package!].price);
    expect(stored.every((payment) => payment.date < '2026-03-03T18:00:00.000Z')).toBe(true); // before today (Dhaka)
    expect(stored.some((payment) => '_outbox' in payment)).toBe(false); // no payment.succeeded: no badge changes
    expect(currentWeek(now)).toBe(revenuePerWeek.at(-1)!.week);
  });

  it('when run again, the same day or a day later, then it adds nothing twice: the same payments, plus the new day only', async () => {
    const first = await seedPaymentHistory(payments, undefined, now);
    expect(await seedPaymentHistory(payments, undefined, now)).toBe(0);
    expect(await payments.count()).toBe(first);

    const before = await payments.find({}, { sort: { transactionId: 1 } });
    const other = await openTempStore('payments-history-2');
    try {
      const again = await paymentCollection(other.store);
      await seedPaymentHistory(again, undefined, now);
      const replay = await again.find({}, { sort: { transactionId: 1 } });
      // Deterministic: a fresh store gets the very same payments.
      expect(replay.map(({ _id, transactionId, amount, date, package: pkg }) => ({ _id, transactionId, amount, date, pkg }))).toEqual(
        before.map(({ _id, transactionId, amount, date, package: pkg }) => ({ _id, transactionId, amount, date, pkg })),
      );
    } finally {
      await other.dispose();
    }

    await seedPaymentHistory(payments, undefined, new Date(now.getTime() + 86_400_000));
    const dates = new Set((await payments.find({})).map((payment) => payment.date.slice(0, 10)));
    expect([...dates].every((date) => date <= '2026-03-04')).toBe(true);
  });
});
