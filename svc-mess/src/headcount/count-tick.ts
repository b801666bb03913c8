import type { MessContext } from '../context';
import type { CountMarkDoc, SlotKey } from './count-marks';
import { countDays } from './headcount';
import { keptCounts, stampNow, storeCounts } from './slot-counts';
import { readStaysVersion } from './stays-version';

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

const keyOf = (key: SlotKey) => `${key.date}|${key.slot}`;
const distinct = (keys: SlotKey[]): SlotKey[] => [...new Map(keys.map((key) => [keyOf(key), key])).values()];

/**
 * Counts these slots' days now and keeps their counts, each with its `headcount.changed` (the outbox). `pendingOf`
 * says which of them still wait for a write under way.
 */
export async function recountSlots(ctx: Pick<MessContext, 'db'>, keys: SlotKey[], pendingOf: (key: SlotKey) => boolean = () => false): Promise<void> {
  if (keys.length === 0) return;
  // Stamped and versioned before the read: whatever was written before is in these numbers.
  const countedAt = stampNow();
  const staysVersion = await readStaysVersion(ctx.db);
  const dates = keys.map((key) => key.date).sort();
  const counted = await countDays(ctx, dates[0]!, dates.at(-1)!);
  await storeCounts(ctx.db, counted, { countedAt, staysVersion, keys, pendingOf, publish: true });
}

/**
 * Whether each mark's write is done: a written mark (with its intent), a switch whose plan slot holds its write's id,
 * or a mark older than the lease (its process died, or its write was replaced or put back since).
 */
async function settledMarks(ctx: CountContext, marks: CountMarkDoc[], oldest: string): Promise<Set<CountMarkDoc>> {
  const landed = await Promise.all(
    marks.map(async (mark) => {
      if (mark.written || mark.at <= oldest) return true;
      if (!mark.write) return false;
      return (await ctx.db.plan.findOne({ _id: mark.write.planId }))?.writeId === mark.write.writeId;
    }),
  );
  return new Set(marks.filter((_mark, index) => landed[index]));
}

/**
 * One pass: reads the marks, recounts the slots of those whose writes are done and removes them (a mark written after
 * the read stays for the next pass). A switch still writing leaves its slot's count `pending` until a later pass.
 */
export async function recountMarked(ctx: CountContext, options: { intentLeaseMs?: number; batch?: number; onCounted?: () => void } = {}): Promise<CountPass> {
  const batch = options.batch ?? BATCH;
  const oldest = new Date(Date.now() - (options.intentLeaseMs ?? INTENT_LEASE_MS)).toISOString();
  // Young intents of two-mark changes are left out: thousands of writes under way must not hide the marks of those done.
  const due = await ctx.db.countMarks.find({ $or: [{ written: true }, { write: { $exists: true } }, { at: { $lte: oldest } }] }, { limit: batch });
  if (due.length === 0) return { marks: 0, slots: 0, more: false };
  const settled = await settledMarks(ctx, due, oldest);
  const waiting = distinct(due.filter((mark) => !settled.has(mark)).flatMap((mark) => mark.slots));
  const pending = new Set(waiting.map(keyOf));
  // A slot still waiting is counted once to say so; then it waits for its write without being counted every pass.
  const kept = await keptCounts(ctx.db, [...new Set(waiting.map((key) => key.date))]);
  const newlyPending = waiting.filter((key) => !kept.get(key.date)?.[key.slot]?.pending);
  const keys = distinct([...[...settled].flatMap((mark) => mark.slots), ...newlyPending]);
  await recountSlots(ctx, keys, (key) => pending.has(keyOf(key)));
  // The counts are stored: the relay may publish them while the marks go.
  if (keys.length > 0) options.onCounted?.();
  const ids = [...new Set([...settled].flatMap((mark) => (mark.intent ? [mark._id, mark.intent] : [mark._id])))];
  if (ids.length > 0) await ctx.db.countMarks.deleteMany({ _id: { $in: ids } });
  // A full batch of writes all still under way is read again at the next tick, not at once.
  return { marks: settled.size, slots: keys.length, more: due.length === batch && settled.size > 0 };
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
