import { dhakaTime, MESS_SETTINGS_BOUNDS, shiftDate, todayInDhaka } from '@hostel/contracts';
import type { Logger } from '@hostel/platform';
import { entryId, postEntries, type EntryDoc } from '../accounts/entry-store';
import { owingBeforeLateFees } from '../accounts/statement-snapshot';
import type { StatementDoc } from '../statements/statement-store';
import type { StatementsContext } from '../context';
import { inBatches } from '../statements/statement-store';
import { entriesOf } from '../statements/to-statement';

/**
 * How far back a run looks: every statement whose late days could still be unposted, with a month's slack for a
 * service that was stopped for a while.
 */
const LOOK_BACK_DAYS = MESS_SETTINGS_BOUNDS.lateFeeMaxDays.max + 31;
const STATEMENTS_BATCH = 500;

/**
 * The late-fee entries a statement owes by `now` (DESIGN §11): one per day after the due date, up to its
 * lateFeeMaxDays, whose end in Dhaka has passed with the statement's bill still owing at that moment (its late fees
 * aside). A card payment counts from when Stripe charged it (its entry's `at`), however late it is recorded.
 */
export function lateFeesOwed(statement: StatementDoc, entries: readonly EntryDoc[], now: Date): EntryDoc[] {
  if (statement.lateFeePerDay <= 0) return [];
  const owed: EntryDoc[] = [];
  for (let late = 1; late <= statement.lateFeeMaxDays; late++) {
    const day = shiftDate(statement.dueDate, late);
    const ends = dhakaTime(shiftDate(day, 1));
    if (ends.getTime() > now.getTime()) break;
    if (owingBeforeLateFees(statement, entries, new Date(ends.getTime() - 1).toISOString()) <= 0) continue;
    owed.push({
      _id: entryId('late fee', statement._id, day),
      userId: statement.userId,
      at: ends.toISOString(),
      kind: 'late fee',
      amount: statement.lateFeePerDay,
      month: statement.month,
      ref: statement._id,
      by: 'system',
      note: day,
    });
  }
  return owed;
}

/**
 * The entries of these statements' boarders, with the late fees owed by now posted first (once: their ids are the
 * statement and the day): a statement read between two accrual runs already shows the days that have ended.
 */
export async function entriesWithLateFees(ctx: Pick<StatementsContext, 'books' | 'clock'>, statements: readonly StatementDoc[]): Promise<{ entries: Map<string, EntryDoc[]>; posted: number }> {
  const now = ctx.clock.now();
  const entries = await entriesOf(ctx.books, [...new Set(statements.map((doc) => doc.userId))]);
  const owed = statements.flatMap((doc) => {
    const own = entries.get(doc.userId) ?? [];
    const postedBefore = new Set(own.map((entry) => entry._id));
    return lateFeesOwed(doc, own, now).filter((entry) => !postedBefore.has(entry._id));
  });
  const posted = await postEntries(ctx.books.entries, owed);
  for (const entry of owed) entries.get(entry.userId)?.push(entry);
  return { entries, posted };
}

/** One accrual run over every statement whose late days may be owing: how many late-fee entries it posted. */
export async function accrueLateFees(ctx: Pick<StatementsContext, 'db' | 'books' | 'clock'>): Promise<number> {
  const today = todayInDhaka(ctx.clock.now());
  let posted = 0;
  const window = { dueDate: { $lt: today, $gte: shiftDate(today, -LOOK_BACK_DAYS) } };
  for await (const batch of inBatches(ctx.db.statements, window, { batch: STATEMENTS_BATCH })) posted += (await entriesWithLateFees(ctx, batch)).posted;
  return posted;
}

/** Runs the accrual now and then every `everyMs` until stopped; a failed run is logged and the next one tries again. */
export function startLateFeeAccrual(ctx: Pick<StatementsContext, 'db' | 'books' | 'clock'>, logger: Pick<Logger, 'error'>, everyMs: number): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = accrueLateFees(ctx).catch((err: unknown) => logger.error({ err }, 'late-fee accrual failed'));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
