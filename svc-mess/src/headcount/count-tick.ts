import { performance } from 'node:perf_hooks';
import { EVENTS, type HeadcountChanged, type MealSlot } from '@hostel/contracts';
import { DuplicateKeyError, newEvent, OUTBOX_COUNT_FIELD, OUTBOX_FIELD } from '@hostel/platform';
import type { MessContext } from '../context';
import type { SlotKey } from '../headcount/count-marks';
import { slotCountsOn } from './headcount';

/** How often each instance looks for marks: well inside the second an admin's screen may lag a switch. */
export const COUNT_TICK_MS = 150;
/** An intent this old without its written mark belongs to a write whose process died (or is still stuck). */
export const INTENT_LEASE_MS = 10_000;
/**
 * The least time between the end of a pass and a kicked one: during a burst the marks never run out, and passes
 * back to back would take the CPU the switches themselves need (each pass counts the whole day).
 */
export const KICK_GAP_MS = 50;
const BATCH = 500;

type CountContext = Pick<MessContext, 'db' | 'clock'>;

export interface CountPass {
  /** Marks handled (removed) by this pass. */
  marks: number;
  /** Slots recounted. */
  slots: number;
  /** More marks were waiting than one pass reads. */
  more: boolean;
}

/**
 * A comparable instant finer than Date.now(): two instances recounting the same slot in the same millisecond still
 * order, so the later recount's numbers stay.
 */
const stampNow = () => performance.timeOrigin + performance.now();

/**
 * Stores the counts of these slots, read now, with their `headcount.changed` in each slot's document (the outbox).
 * Several instances may recount a slot at once: a count replaces the stored one only if it was read later, so the
 * newest read stays whatever order the writes land in. Only the newest count matters to the kitchen's screen: it
 * replaces an event still waiting, so a burst publishes a handful of events, not one per switch.
 */
export async function storeCounts(ctx: CountContext, keys: SlotKey[]): Promise<void> {
  const byDate = new Map<string, Set<string>>();
  for (const key of keys) byDate.set(key.date, (byDate.get(key.date) ?? new Set()).add(key.slot));
  for (const [date, slots] of byDate) {
    // Stamped before the read: whatever was written before this instant is in these numbers.
    const countedAt = stampNow();
    const counts = await slotCountsOn(ctx, date);
    for (const slot of slots as Set<MealSlot>) {
      const { on, guests } = counts[slot];
      const data: HeadcountChanged = { date, slot, on, guests };
      const filter = { date, slot, $or: [{ countedAt: { $lt: countedAt } }, { countedAt: { $exists: false } }] };
      const update = { $set: { on, guests, countedAt, [OUTBOX_FIELD]: [newEvent(EVENTS.headcountChanged, data)], [OUTBOX_COUNT_FIELD]: 1 } };
      // No document yet, or one holding a later count: the insert meets the unique index, and the plain update then
      // changes the document only if its count is older than this one.
      await ctx.db.headcounts.updateOne(filter, update, { upsert: true }).catch((err: unknown) => {
        if (!(err instanceof DuplicateKeyError)) throw err;
        return ctx.db.headcounts.updateOne(filter, update);
      });
    }
  }
}

/**
 * One pass: reads the marks, recounts each of their slots once and removes the marks it read (a mark written after
 * the read stays for the next pass). Intents younger than the lease wait: their write's written mark will come.
 */
export async function recountMarked(ctx: CountContext, options: { intentLeaseMs?: number; batch?: number; onCounted?: () => void } = {}): Promise<CountPass> {
  const batch = options.batch ?? BATCH;
  const oldest = new Date(Date.now() - (options.intentLeaseMs ?? INTENT_LEASE_MS)).toISOString();
  // Young intents are left out of the read: thousands of writes under way must not hide the marks of those done.
  const due = await ctx.db.countMarks.find({ $or: [{ written: true }, { at: { $lte: oldest } }] }, { limit: batch });
  const more = due.length === batch;
  if (due.length === 0) return { marks: 0, slots: 0, more: false };
  const keys = [...new Map(due.flatMap((mark) => mark.slots).map((key) => [`${key.date}|${key.slot}`, key])).values()];
  await storeCounts(ctx, keys);
  // The counts are stored: the relay may publish them while the marks go.
  options.onCounted?.();
  const ids = [...new Set(due.flatMap((mark) => (mark.intent ? [mark._id, mark.intent] : [mark._id])))];
  await ctx.db.countMarks.deleteMany({ _id: { $in: ids } });
  return { marks: due.length, slots: keys.length, more };
}

export interface CountTickOptions {
  intervalMs?: number;
  intentLeaseMs?: number;
  /** After a pass that stored counts: the service wakes its outbox relay. */
  onCounted?: () => void;
  logger?: { warn(obj: object, msg: string): void };
}

/**
 * Each instance's background recount (DESIGN §9): requests only mark what they changed; this turns the marks into
 * counts every COUNT_TICK_MS. Instances may tick at once; counts stay exact (storeCounts keeps the latest read).
 * Its timer never holds the process open, and a failed pass is logged and tried again on the next tick.
 */
export class CountTick {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private again = false;
  private lastEnded = 0;

  constructor(
    private readonly ctx: CountContext,
    private readonly options: CountTickOptions = {},
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(this.options.intervalMs ?? COUNT_TICK_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    if (this.running) await this.running;
  }

  /**
   * A write was just marked: a pass starts now (at least KICK_GAP_MS after the last one), or right after the one
   * under way (which may have read the marks before this one), rather than at the next tick.
   */
  kick(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(Math.max(0, this.lastEnded + KICK_GAP_MS - Date.now()));
  }

  /** Runs one pass now, after the one under way if any (tests). */
  async runOnce(): Promise<void> {
    if (this.running) await this.running;
    await this.pass();
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.pass(), delayMs);
    this.timer.unref();
  }

  private pass(): Promise<void> {
    if (this.running) return this.running;
    let more = false;
    this.again = false;
    this.running = recountMarked(this.ctx, { intentLeaseMs: this.options.intentLeaseMs, onCounted: this.options.onCounted })
      .then(
        (done) => {
          more = done.more;
        },
        (err: unknown) => this.options.logger?.warn({ err }, 'headcount recount failed; next tick tries again'),
      )
      .finally(() => {
        this.running = undefined;
        this.lastEnded = Date.now();
        if (!this.stopped) this.schedule(more ? 0 : this.again ? KICK_GAP_MS : (this.options.intervalMs ?? COUNT_TICK_MS));
      });
    return this.running;
  }
}
