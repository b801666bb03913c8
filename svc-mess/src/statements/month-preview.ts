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
