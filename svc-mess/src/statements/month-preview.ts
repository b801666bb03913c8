import { HotCache } from '@hostel/platform';
import type { BoarderOfDays } from '../boarders/stays';
import type { MonthBill } from './billing';
import { computeMonth } from './compute-month';
import type { StatementsContext } from '../context';

/**
 * How long one computation of a month not closed yet serves the admin's list. Each computation reads the whole
 * month's plan changes (on FerretDB a scan of plan_slots), and an admin paging through a month, or the CSV after the
 * list, asks for the same month moments apart: a few seconds keeps that to one read, while a switch or a join made
 * meanwhile shows at most this late (a preview only ever says what is locked so far anyway).
 */
export const PREVIEW_TTL_MS = 3_000;
/** Months kept at once per service: the admin looks at one or two; the bills are boarders-sized. */
const PREVIEW_MONTHS = 4;

type MonthPreview = { bill: MonthBill; boarders: BoarderOfDays[] };
const previews = new WeakMap<object, HotCache<MonthPreview>>();

/**
 * The month's bills for its previews, computed once per PREVIEW_TTL_MS for every page read meanwhile (reads that
 * arrive while it is being computed share it; a failed computation is not kept). Kept per collections object, so
 * each service instance, and each test's store, has its own. The service's clock is in the key: a clock moved
 * (tests move it) computes afresh, and the machine's clock starts a new key once per PREVIEW_TTL_MS anyway.
 */
export function monthPreview(ctx: StatementsContext, month: string): Promise<MonthPreview> {
  let cache = previews.get(ctx.db);
  if (!cache) previews.set(ctx.db, (cache = new HotCache<MonthPreview>({ ttlMs: PREVIEW_TTL_MS, maxEntries: PREVIEW_MONTHS, now: () => performance.now() })));
  const key = `${month}@${Math.floor(ctx.clock.now().getTime() / PREVIEW_TTL_MS)}`;
  return cache.get(key, () => computeMonth(ctx, month));
}
