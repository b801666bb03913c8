import type { MealSlot } from '@hostel/contracts';
import { boardersBetween, type BoarderOfDays } from '../boarders/stays';
import { billedSlots, monthDays, MonthBill } from './billing';
import { readTimeline, type SettingsTimeline } from '../settings/settings-history';
import type { StatementsContext } from '../context';

/** How many plan changes one read of the month's cursor brings. */
const CHANGES_BATCH = 5_000;

/** Who boarded at some point of the month (all, or the one user), with their approved stays in it. */
export function boardersOfMonth(ctx: StatementsContext, month: string, userId?: string): Promise<BoarderOfDays[]> {
  const { first, last } = monthDays(month);
  return boardersBetween(ctx, first, last, userId);
}

/**
 * The month's bills as of now, for every boarder of the month or only one: locked slots only (a running month's
 * preview holds what is locked so far; once the month has ended every slot is).
 */
export async function computeMonth(
  ctx: StatementsContext,
  month: string,
  userId?: string,
  known?: BoarderOfDays[],
): Promise<{ bill: MonthBill; boarders: BoarderOfDays[]; timeline: SettingsTimeline }> {
  const { first, last } = monthDays(month);
  const [timeline, closures, boarders] = await Promise.all([
    readTimeline(ctx.db),
    ctx.db.closures.find({ date: { $gte: first, $lte: last } }),
    known ?? boardersOfMonth(ctx, month, userId),
  ]);
  const closed = new Map(closures.map((closure) => [closure.date, new Set<MealSlot>(closure.slots)]));
  const bill = new MonthBill(billedSlots(month, timeline, closed, ctx.clock.now()));
  for (const boarder of boarders) bill.addBoarder(boarder);
  const changes = { ...(userId ? { userId } : {}), date: { $gte: first, $lte: last } };
  // One cursor over the month's changes, projected to the five fields billing needs: on FerretDB a filter other than
  // by id reads all of plan_slots, so id-ordered pages would read it once per page.
  for await (const batch of ctx.db.plan.scan(changes, { batch: CHANGES_BATCH, projection: { userId: 1, date: 1, slot: 1, on: 1, guests: 1 } })) {
    for (const change of batch) bill.addChange(change);
  }
  return { bill, boarders, timeline };
}
