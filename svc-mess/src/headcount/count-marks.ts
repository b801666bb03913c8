import type { MealSlot } from '@hostel/contracts';
import type { Collection, Doc } from '@hostel/platform';

/** One slot of one day: what a count is kept for. */
export interface SlotKey {
  date: string;
  slot: MealSlot;
}

/**
 * A change of some slots' counts that the count tick (count-tick.ts) has not recounted yet. Each change writes small
 * documents of its own, never a shared one, so a burst of switches on one slot contends for nothing:
 * - an intent, before the write: should the process die between the write and the next mark, the intent is still
 *   there and the tick recounts its slots once it is older than the lease;
 * - a written mark, after the write: the tick recounts its slots on its next pass and removes both marks;
 * - a switch's one mark, before its write of one plan slot (`write`): the tick sees the write landed when the slot's
 *   document holds the write's id, so no second mark is needed; a write that died is recounted after the lease.
 */
export interface CountMarkDoc extends Doc {
  slots: SlotKey[];
  /** Wall-clock time of the mark (never the test-settable business clock): intents are judged by their age. */
  at: string;
  written: boolean;
  /** On a written mark: the intent it completes, removed with it. */
  intent?: string;
  /** On a switch's mark: the plan slot's document and the id its write stores in it. */
  write?: { planId: string; writeId: string };
}

export const COUNT_MARKS_COLLECTION = 'headcount_marks';

const distinct = (keys: SlotKey[]): SlotKey[] => [...new Map(keys.map((key) => [`${key.date}|${key.slot}`, { date: key.date, slot: key.slot }])).values()];

/**
 * Runs `write`, a change of these slots' counts, between its two marks. The written mark follows even a failed
 * write (a leave may have stored some of its slots before failing); its own failure then leaves the intent behind.
 */
export async function withCountMarks<T>(marks: Collection<CountMarkDoc>, keys: SlotKey[], write: () => Promise<T>): Promise<T> {
  const slots = distinct(keys);
  if (slots.length === 0) return write();
  const intent = await marks.insertOne({ slots, at: new Date().toISOString(), written: false });
  const markWritten = () => marks.insertOne({ slots, at: new Date().toISOString(), written: true, intent: intent._id });
  let result: T;
  try {
    result = await write();
  } catch (err) {
    await markWritten().catch(() => undefined);
    throw err;
  }
  await markWritten();
  return result;
}

/** The one mark of a switch, before its write: the count tick recounts once the plan slot holds `writeId`. */
export async function markSwitch(marks: Collection<CountMarkDoc>, key: SlotKey, write: { planId: string; writeId: string }): Promise<void> {
  await marks.insertOne({ slots: [{ date: key.date, slot: key.slot }], at: new Date().toISOString(), written: false, write });
}
