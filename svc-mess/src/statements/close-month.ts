import { dueDateOf, EVENTS, MEAL_SLOTS, type CloseMonthResult, type StatementLine } from '@hostel/contracts';
import { DuplicateKeyError, newEvent, outboxed, refuse, type Collection } from '@hostel/platform';
import { entryId, postEntries, type EntryDoc } from '../accounts/entry-store';
import { sumOf } from './billing';
import { snapshotEventOf, statementIdOf, type AuditOf, type StatementDoc } from './statement-store';
import type { StatementsContext } from '../context';
import { boardersOfMonth, computeMonth } from './compute-month';
import { monthEnded } from './months';

/** How many new statements one write inserts: a batch's documents and their events stay small. */
const ISSUE_BATCH = 500;
const SLOT_KINDS: ReadonlySet<string> = new Set(MEAL_SLOTS);

/**
 * The month's charges posted to a boarder's account when it closes: the meals and the guest meals, one entry each
 * (derived ids: a close retried or racing another posts each once).
 */
export function monthCharges(statement: Pick<StatementDoc, '_id' | 'userId' | 'month' | 'issuedAt'>, lines: readonly StatementLine[]): EntryDoc[] {
  const meals = lines.filter((line) => SLOT_KINDS.has(line.kind));
  const guests = lines.filter((line) => line.kind === 'guest');
  const count = (some: readonly StatementLine[]) => some.reduce((sum, line) => sum + (line.count ?? 0), 0);
  const entry = (kind: 'meals' | 'guest', some: readonly StatementLine[]): EntryDoc => ({
    _id: entryId(kind, statement._id),
    userId: statement.userId,
    at: statement.issuedAt,
    kind,
    amount: sumOf(some),
    month: statement.month,
    ref: statement._id,
    by: 'system',
    note: String(count(some)),
  });
  return [...(meals.length > 0 ? [entry('meals', meals)] : []), ...(guests.length > 0 ? [entry('guest', guests)] : [])];
}

/**
 * Closes an ended month (DESIGN §9, §11): every boarder of the month gets one statement, due on `dueDay` of the next
 * month with the late-fee terms now in force, its charges posted to their account first, each statement carrying its
 * `statement.issued` (the outbox). Boarders issued before are counted, not issued again; the unique index settles two
 * closes racing.
 */
export async function closeMonth(ctx: StatementsContext, month: string, audit?: AuditOf): Promise<CloseMonthResult> {
  const now = ctx.clock.now();
  if (!monthEnded(month, now)) throw refuse(409, 'monthNotEnded', { month });
  const [boarders, issuedBefore] = await Promise.all([boardersOfMonth(ctx, month), ctx.db.statements.find({ month }, { projection: { userId: 1 } })]);
  const already = new Set(issuedBefore.map((doc) => doc.userId));
  const toIssue = boarders.filter((boarder) => !already.has(boarder.userId));
  // Closed before: nothing to compute (the month's changes are the costly read).
  if (toIssue.length === 0) return { month, issued: 0, alreadyIssued: boarders.length };
  const { bill, timeline } = await computeMonth(ctx, month, undefined, boarders);
  const settings = timeline.current;
  const terms = { dueDate: dueDateOf(month, settings.dueDay), lateFeePerDay: settings.lateFeePerDay, lateFeeMaxDays: settings.lateFeeMaxDays };
  let issued = 0;
  for (let start = 0; start < toIssue.length; start += ISSUE_BATCH) {
    const batch = toIssue.slice(start, start + ISSUE_BATCH).map((boarder): StatementDoc => {
      const lines = bill.linesOf(boarder.userId);
      return { _id: statementIdOf(boarder.userId, month), userId: boarder.userId, email: boarder.email, month, lines, subtotal: sumOf(lines), ...terms, issuedAt: now.toISOString(), version: 1 };
    });
    await postEntries(ctx.books.entries, batch.flatMap((doc) => monthCharges(doc, doc.lines)));
    const docs = batch.map((doc, index) => {
      const issuedEvent = outboxed(doc, newEvent(EVENTS.statementIssued, snapshotEventOf(doc)));
      // The close's one audit entry rides with the first statement it issues, in the same write.
      return audit && start === 0 && index === 0 ? outboxed(issuedEvent, audit({ target: { type: 'statement-month', id: month }, after: { month, issuing: toIssue.length } })) : issuedEvent;
    });
    issued += await insertNew(ctx.db.statements, docs);
  }
  return { month, issued, alreadyIssued: boarders.length - issued };
}

/** Inserts a batch; when another close inserted some first, inserts the rest one by one. How many it inserted. */
async function insertNew(statements: Collection<StatementDoc>, docs: StatementDoc[]): Promise<number> {
  try {
    await statements.insertMany(docs);
    return docs.length;
  } catch (err) {
    if (!(err instanceof DuplicateKeyError)) throw err;
  }
  let inserted = 0;
  for (const doc of docs) {
    if (await statements.findOne({ userId: doc.userId, month: doc.month }, { projection: { _id: 1 } })) continue;
    try {
      await statements.insertOne(doc);
      inserted++;
    } catch (err) {
      if (!(err instanceof DuplicateKeyError)) throw err;
    }
  }
  return inserted;
}

