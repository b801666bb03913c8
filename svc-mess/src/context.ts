import type { ProfileCollection } from '@hostel/accounts';
import type { AuditOutbox, Clock } from '@hostel/platform';
import type { Books } from './accounts/entry-store';
import type { SlotKey } from './headcount/count-marks';
import type { SlotWrites } from './headcount/slot-writes';
import type { MessCollections } from './mess-store';

/** What every use case of the mess office works with. */
export interface MessContext {
  db: MessCollections;
  clock: Clock;
  /**
   * Runs a write that changes these slots' counts. The request only marks them (headcount/count-marks.ts); each
   * instance's count tick recounts marked slots and tells admins (headcount.changed, through the outbox). Unless
   * `countNow` is false, the slots are also counted before the answer, so the next read holds the change.
   */
  countsChange<T>(keys: SlotKey[], write: () => Promise<T>, options?: { countNow?: boolean }): Promise<T>;
  /**
   * A switch's one mark, before its write of one plan slot (headcount/count-marks.ts markSwitch); the returned call,
   * after the write, wakes the count tick.
   */
  markSwitch(key: SlotKey, write: { planId: string; writeId: string }): Promise<() => Promise<void>>;
  /** The switches this instance wrote whose counts may not be kept yet (headcount/slot-writes.ts). */
  slotWrites?: SlotWrites;
  /** Where an admin's deletion leaves its audit entry (a deleted document cannot carry it; platform auditedDelete). */
  auditOutbox: AuditOutbox;
}

/** What the money's use cases (statements, accounts, payments, reconciliation) work with beside it. */
export interface StatementsContext extends MessContext {
  profiles: ProfileCollection;
  books: Books;
}
