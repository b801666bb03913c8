import { todayInDhaka, type Statement, type StatementLine } from '@hostel/contracts';
import type { ProfileCollection } from '@hostel/accounts';
import type { Books, EntryDoc } from '../accounts/entry-store';
import { snapshotOf } from '../accounts/statement-snapshot';
import type { BoarderDoc } from '../mess-store';
import { sumOf } from './billing';
import { statementIdOf, type StatementDoc } from './statement-store';

/**
 * An issued statement as the API answers it: its meal lines, then the account's entries for its month (adjustments,
 * the late fee's days) and the snapshot of the account it leaves; `due` while that balance is positive.
 */
export function toStatement(doc: StatementDoc, entries: readonly EntryDoc[], name: string | undefined, now: Date): Statement {
  const snapshot = snapshotOf(doc, entries);
  const adjustments: StatementLine[] = entries
    .filter((entry) => entry.kind === 'adjustment' && entry.month === doc.month)
    .sort((a, b) => a.at.localeCompare(b.at) || a._id.localeCompare(b._id))
    .map((entry) => ({ kind: 'adjustment', amount: entry.amount, ...(entry.note ? { reason: entry.note } : {}) }));
  const lines: StatementLine[] = [
    ...doc.lines,
    ...adjustments,
    ...(snapshot.lateDays > 0 ? [{ kind: 'late fee' as const, count: snapshot.lateDays, rate: doc.lateFeePerDay, amount: snapshot.lateFee }] : []),
  ];
  const status = snapshot.closing > 0 ? 'due' : 'paid';
  return {
    id: doc._id,
    userId: doc.userId,
    email: doc.email,
    ...(name ? { name } : {}),
    month: doc.month,
    status,
    lines,
    subtotal: snapshot.charges - snapshot.lateFee,
    lateFee: snapshot.lateFee,
    total: snapshot.charges,
    dueDate: doc.dueDate,
    issuedAt: doc.issuedAt,
    ...(snapshot.paidAt ? { paidAt: snapshot.paidAt } : {}),
    overdue: status === 'due' && todayInDhaka(now) > doc.dueDate,
    opening: snapshot.opening,
    charges: snapshot.charges,
    payments: snapshot.payments,
    closing: snapshot.closing,
  };
}

/** A month not closed yet: what is locked so far, status open, under the id its statement will have. */
export function previewStatement(boarder: Pick<BoarderDoc, 'userId' | 'email'>, name: string | undefined, month: string, lines: StatementLine[]): Statement {
  const subtotal = sumOf(lines);
  return { id: statementIdOf(boarder.userId, month), userId: boarder.userId, email: boarder.email, ...(name ? { name } : {}), month, status: 'open', lines, subtotal, lateFee: 0, total: subtotal, overdue: false };
}

/** The users' names from svc-users' events (the read model), for the ids given. */
export async function namesOf(profiles: ProfileCollection, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const found = await profiles.find({ _id: { $in: userIds } }, { projection: { _id: 1, name: 1 } });
  return new Map(found.filter((profile) => typeof profile.name === 'string').map((profile) => [profile._id, profile.name as string]));
}

/** Every entry of these boarders, by boarder: what their statements are read from. */
export async function entriesOf(books: Books, userIds: string[]): Promise<Map<string, EntryDoc[]>> {
  const byUser = new Map<string, EntryDoc[]>(userIds.map((userId) => [userId, []]));
  if (userIds.length === 0) return byUser;
  for (const entry of await books.entries.find({ userId: { $in: userIds } })) byUser.get(entry.userId)?.push(entry);
  return byUser;
}
