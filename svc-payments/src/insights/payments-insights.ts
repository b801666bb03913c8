import { dhakaTime, dhakaWeekOf, INSIGHTS_WEEKS, lastWeeks, PACKAGE_IDS, weekDates, type PaymentsInsights, type WeeklyRevenue } from '@hostel/contracts';
import type { PaymentCollection } from '../payments/payment-store';

/**
 * Revenue per ISO week (Monday to Sunday in Dhaka, this week last) over the last 12 weeks, in taka, per package:
 * the sums of the saved payments' amounts; money Stripe took back (refunds, lost disputes) is no revenue.
 */
export async function paymentsInsights(payments: PaymentCollection, now: Date = new Date()): Promise<PaymentsInsights> {
  const weeks = lastWeeks(INSIGHTS_WEEKS, now);
  const rows = new Map<string, WeeklyRevenue>(weeks.map((week) => [week, { week, silver: 0, gold: 0, platinum: 0 }]));
  const since = dhakaTime(weekDates(weeks[0]!)[0]!).toISOString();
  for (const payment of await payments.find({ date: { $gte: since }, refundedAt: { $exists: false } }, { projection: { date: 1, package: 1, amount: 1 } })) {
    const row = rows.get(dhakaWeekOf(payment.date));
    // Mess bills (no package) are the mess office's money, not membership revenue.
    if (row && payment.package && (PACKAGE_IDS as readonly string[]).includes(payment.package)) row[payment.package] += payment.amount;
  }
  return { revenuePerWeek: weeks.map((week) => rows.get(week)!) };
}
