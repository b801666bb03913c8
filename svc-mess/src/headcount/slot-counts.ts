import { performance } from 'node:perf_hooks';
import { EVENTS, MEAL_SLOTS, type HeadcountChanged, type MealSlot } from '@hostel/contracts';
import { DuplicateKeyError, newEvent, OUTBOX_COUNT_FIELD, OUTBOX_FIELD } from '@hostel/platform';
import { slotCountId, type HeadcountDoc, type MessCollections } from '../mess-store';
import type { SlotKey } from './count-marks';

/** One day as counted: the approved boarders present, and each slot's boarders on and guests. */
export interface DayCount {
  present: number;
  counts: Record<MealSlot, { on: number; guests: number }>;
}

/** What a read of the kept counts gives for a day: the slots counted so far. */
export type KeptDay = Partial<Record<MealSlot, Pick<HeadcountDoc, 'on' | 'guests' | 'present' | 'pending' | 'staysVersion' | 'countedAt'>>>;

/**
 * A comparable instant finer than Date.now(): two instances recounting the same slot in the same millisecond still
 * order, so the later recount's numbers stay.
 */
export const stampNow = () => performance.timeOrigin + performance.now();

/** The counts kept for these days, each slot's document read by its id (FerretDB reads anything else by a scan). */
export async function keptCounts(db: Pick<MessCollections, 'headcounts'>, dates: string[]): Promise<Map<string, KeptDay>> {
  const docs = await Promise.all(dates.flatMap((date) => MEAL_SLOTS.map((slot) => db.headcounts.findOne({ _id: slotCountId(date, slot) }))));
  const kept = new Map<string, KeptDay>(dates.map((date) => [date, {}]));
  for (const doc of docs) if (doc) kept.get(doc.date)![doc.slot] = doc;
  return kept;
}

export interface StoreOptions {
  /** When the counts were read (stamped before the read): a count read later is never replaced by this one. */
  countedAt: number;
  /** The stays' version read before the count. */
  staysVersion: string;
  /** The slots to store, of the days counted. */
  keys: SlotKey[];
  /** Whether a change of the slot is still under way (the count tick knows; a read keeps what was kept). */
  pendingOf: (key: SlotKey) => boolean;
  /** Tell admins (`headcount.changed` through the outbox): the count tick does, a read does not. */
  publish: boolean;
}

/**
 * Keeps these slots' counts under their derived ids. Several instances may count a slot at once: a count replaces
 * the kept one only if it was read later, so the newest read stays whatever order the writes land in. Only the newest
 * count matters to the kitchen's screen: it replaces an event still waiting, so a burst publishes a handful of events.
 */
export async function storeCounts(db: Pick<MessCollections, 'headcounts'>, counted: Map<string, DayCount>, options: StoreOptions): Promise<void> {
  const { countedAt, staysVersion } = options;
  await Promise.all(
    options.keys.map(async (key) => {
      const { date, slot } = key;
      const day = counted.get(date)!;
      const { on, guests } = day.counts[slot];
      const data: HeadcountChanged = { date, slot, on, guests };
      const outbox = options.publish ? { [OUTBOX_FIELD]: [newEvent(EVENTS.headcountChanged, data)], [OUTBOX_COUNT_FIELD]: 1 } : {};
      const fields = { date, slot, on, guests, present: day.present, countedAt, staysVersion, pending: options.pendingOf(key), ...outbox };
      const _id = slotCountId(date, slot);
      try {
        await db.headcounts.insertOne({ _id, ...fields });
      } catch (err) {
        if (!(err instanceof DuplicateKeyError)) throw err;
        // Kept already: replaced only by a later read.
        await db.headcounts.updateOne({ _id, countedAt: { $lt: countedAt } }, { $set: fields });
      }
    }),
  );
}
