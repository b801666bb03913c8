import type { MealSlot } from '@hostel/contracts';
import type { AuditOutbox } from '@hostel/platform';
import type { Clock } from '@hostel/platform';
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
  /**
   * Runs a write that changes these slots' counts. The request only marks them (headcount/count-marks.ts); each
   * instance's count tick recounts marked slots and tells admins (headcount.changed, through the outbox).
   */
  countsChange<T>(keys: SlotKey[], write: () => Promise<T>): Promise<T>;
  /** Where an admin's deletion leaves its audit entry (a deleted document cannot carry it; platform auditedDelete). */
  auditOutbox: AuditOutbox;
}
