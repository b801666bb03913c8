import { dhakaTime, INSIGHTS_WEEKS, lastWeeks, PACKAGES, todayInDhaka, weekDates, type PackageId } from '@hostel/contracts';
import { seededRandom, stableId, type Logger, type ServiceDeps } from '@hostel/platform';
import { paymentCollection, type PaymentCollection, type PaymentDoc } from '../payments/payment-store';

/**
 * Demo payment history, so the admin's Insights chart of revenue per week says something on a fresh site (issue
 * 15): membership purchases on the days of the last 12 ISO weeks before today, more of them as the term goes on.
 * Deterministic: each purchase's transactionId (unique) and _id are derived from its day and number, so a second
 * run adds nothing and a later run adds only the days since. Bought by made-up students with fixed ids that no
 * sign-in has, and stored without an outbox event, so no badge changes anywhere.
 */

const STUDENTS = ['rafi.ahmed', 'nusrat.jahan', 'tanvir.hasan', 'sadia.islam', 'arif.chowdhury', 'mahin.rahman', 'farhana.akter', 'imran.hossain', 'tasnim.ara', 'sabbir.khan'].map(
  (handle) => ({ id: stableId(`student:${handle}`), email: `${handle}@students.hostel.local` }),
);

/** Silver sells most, platinum least. */
function packageFor(roll: number): PackageId {
  if (roll < 0.5) return 'silver';
  if (roll < 0.85) return 'gold';
  return 'platinum';
}

/** The purchases on one day; `weekIndex` (0 = oldest week) lifts the rate as word spreads. */
function purchasesOn(date: string, weekIndex: number): (Omit<PaymentDoc, '_id'> & { _id: string })[] {
  const next = seededRandom(`payments:${date}`);
  const count = Math.floor(0.5 + next() * (1.5 + weekIndex / 4));
  return Array.from({ length: count }, (_, index) => {
    const pkg = PACKAGES[packageFor(next())];
    const student = STUDENTS[Math.floor(next() * STUDENTS.length)]!;
    const hour = 9 + Math.floor(next() * 12);
    return {
      _id: stableId(`payment:${date}:${index}`),
      userId: student.id,
      email: student.email,
      package: pkg.id,
      amount: pkg.price,
      transactionId: `pi_demo_${date.replaceAll('-', '')}_${index}`,
      date: dhakaTime(date, `${String(hour).padStart(2, '0')}:15`).toISOString(),
    };
  });
}

/** Adds the missing demo purchases of the last 12 weeks (days before today in Dhaka); answers how many it added. */
export async function seedPaymentHistory(payments: PaymentCollection, logger?: Logger, now: Date = new Date()): Promise<number> {
  const today = todayInDhaka(now);
  const docs = lastWeeks(INSIGHTS_WEEKS, now).flatMap((week, weekIndex) =>
    weekDates(week)
      .filter((date) => date < today)
      .flatMap((date) => purchasesOn(date, weekIndex)),
  );
  const stored = new Set((await payments.find({ _id: { $in: docs.map((doc) => doc._id) } }, { projection: { _id: 1 } })).map((doc) => doc._id));
  const missing = docs.filter((doc) => !stored.has(doc._id));
  if (missing.length > 0) {
    await payments.insertMany(missing);
    logger?.info({ payments: missing.length }, 'demo payment history seeded');
  }
  return missing.length;
}

/** Seeds through a svc-payments service's store (embedded mode, where the store is this process's files). */
export const seedPaymentsService = async (service: { deps: ServiceDeps }) => seedPaymentHistory(await paymentCollection(service.deps.store), service.deps.logger);
