import { lateDaysOf, shiftDate } from '@hostel/contracts';
import type { MessCollections } from '../mess-store';
import { monthCharges } from '../statements/close-month';
import { inBatches, type StatementDoc } from '../statements/statement-store';
import { entryId, postEntries, type Books, type EntryDoc } from './entry-store';

/**
 * A statement issued before the accounts as entries (DESIGN §11 "Existing data moves over"), with the same totals:
 * its meals and guests, its adjustments, and when it was paid by card, the late fee frozen at the payment and the
 * payment itself (its id from the intent, as svc-payments' events name it, so a redelivered event posts nothing more).
 */
export function legacyEntries(doc: StatementDoc): EntryDoc[] {
  const entries = monthCharges(doc, doc.lines);
  const base = { userId: doc.userId, month: doc.month, ref: doc._id };
  (doc.adjustments ?? []).forEach((adjustment, index) => {
    entries.push({ ...base, _id: entryId('adjustment', doc._id, 'before accounts', String(index)), at: adjustment.at, kind: 'adjustment', amount: adjustment.amount, by: adjustment.by, note: adjustment.reason });
  });
  if (doc.status === 'paid' && doc.paidAt && doc.paymentId) {
    const subtotal = doc.lines.reduce((sum, line) => sum + line.amount, 0) + (doc.adjustments ?? []).reduce((sum, adjustment) => sum + adjustment.amount, 0);
    const lateDays = subtotal > 0 && doc.lateFeePerDay > 0 ? Math.min(lateDaysOf({ dueDate: doc.dueDate, paidAt: doc.paidAt }, new Date(doc.paidAt)), doc.lateFeeMaxDays) : 0;
    for (let late = 1; late <= lateDays; late++) {
      const day = shiftDate(doc.dueDate, late);
      entries.push({ ...base, _id: entryId('late fee', doc._id, day), at: doc.paidAt, kind: 'late fee', amount: doc.lateFeePerDay, by: 'system', note: day });
    }
    const paid = doc.amountPaid ?? subtotal + lateDays * doc.lateFeePerDay;
    entries.push({ _id: entryId('payment', doc.paymentId), userId: doc.userId, at: doc.paidAt, kind: 'payment', amount: -paid, ref: doc._id, by: 'stripe', method: 'card', reference: doc.paymentId });
  }
  return entries;
}

/**
 * Moves statements issued before the accounts into entries, once: each statement still carrying the paid flag of
 * before is posted (derived ids: a start cut short and run again posts nothing twice), then loses the flag, so the
 * next start finds nothing to do.
 */
export async function migrateToAccounts({ db, books }: { db: Pick<MessCollections, 'statements'>; books: Books }): Promise<number> {
  let migrated = 0;
  for await (const batch of inBatches(db.statements, { status: { $exists: true } })) {
    await postEntries(books.entries, batch.flatMap(legacyEntries));
    await db.statements.updateMany({ _id: { $in: batch.map((doc) => doc._id) } }, { $unset: { status: '' } });
    migrated += batch.length;
  }
  return migrated;
}
