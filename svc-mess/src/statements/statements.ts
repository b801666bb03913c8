import { todayInDhaka, type MealSlot } from '@hostel/contracts';
import { boardersBetween, type BoarderOfDays } from '../boarders/stays';
import { billedSlots, monthDays, MonthBill } from './billing';
import { readTimeline, type SettingsTimeline } from '../settings/settings-history';
import type { StatementsContext } from './statement-store';

/**
 * A month's bills as of now (billing.ts over the month's boarders, closures and plan changes); the statements' other
 * use cases are a file each beside this one (close-month.ts, add-adjustment.ts, read-statements.ts).
 */

/** How many plan changes one read of the month's cursor brings. */
const CHANGES_BATCH = 5_000;

export const monthOf = (now: Date): string => todayInDhaka(now).slice(0, 7);
/** A month has ended in Dhaka once its last day is behind today. */
export const monthEnded = (month: string, now: Date): boolean => monthDays(month).last < todayInDhaka(now);

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

/**
 * How long one computation of a month not closed yet serves the admin's list. Each computation reads the whole
 * month's plan changes (on FerretDB a scan of plan_slots), and an admin paging through a month, or the CSV after the
 * list, asks for the same month moments apart: a few seconds keeps that to one read, while a switch or a join made
 * meanwhile shows at most this late (a preview only ever says what is locked so far anyway).
 */
export const PREVIEW_TTL_MS = 3_000;
/** Months kept at once per service: the admin looks at one or two; the bills are boarders-sized. */
const PREVIEW_MONTHS = 4;

interface KeptPreview {
  /** When it was computed, by the machine (how old it is) and by the service's clock (a test clock moved since). */
  at: number;
  clockAt: number;
  computed: Promise<{ bill: MonthBill; boarders: BoarderOfDays[] }>;
}
const keptPreviews = new WeakMap<object, Map<string, KeptPreview>>();

/**
 * The month's bills for its previews, computed once per PREVIEW_TTL_MS for every page read meanwhile (reads that
 * arrive while it is being computed share it). Kept per collections object, so each service instance, and each
 * test's store, has its own. The service's clock is compared too: a clock moved (tests move it) computes afresh.
 */
export function monthPreview(ctx: StatementsContext, month: string): Promise<{ bill: MonthBill; boarders: BoarderOfDays[] }> {
  let kept = keptPreviews.get(ctx.db);
  if (!kept) keptPreviews.set(ctx.db, (kept = new Map()));
  const at = performance.now();
  const clockAt = ctx.clock.now().getTime();
  const found = kept.get(month);
  if (found && at - found.at < PREVIEW_TTL_MS && Math.abs(clockAt - found.clockAt) < PREVIEW_TTL_MS) return found.computed;
  const computed = computeMonth(ctx, month);
  const entry: KeptPreview = { at, clockAt, computed };
  kept.delete(month);
  kept.set(month, entry);
  for (const [oldest, old] of kept) {
    if (kept.size <= PREVIEW_MONTHS) break;
    if (old !== entry) kept.delete(oldest);
  }
  // A failed computation is not kept: the next read tries again.
  computed.catch(() => {
    if (kept.get(month) === entry) kept.delete(month);
  });
  return computed;
}
