import type { MealSlot } from '@hostel/contracts';
import type { Clock } from './calendar/clock';
import type { MessCollections } from './mess-store';

/** One slot of one day: what a count is kept for. */
export interface SlotKey {
  date: string;
  slot: MealSlot;
}

/** What every use case of the mess office works with. */
export interface MessContext {
  db: MessCollections;
  clock: Clock;
  /** Tells admins the counts of these slots changed (headcount.changed, through the outbox). */
  countsChanged(keys: SlotKey[]): Promise<void>;
}
