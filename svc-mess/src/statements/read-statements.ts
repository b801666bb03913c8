import { todayInDhaka, type Statement } from '@hostel/contracts';
import { forbidden, refuse } from '@hostel/platform';
import { boarderOf } from '../boarders/boarder-of';
import { monthDays } from './billing';
import type { StatementDoc, StatementsContext } from './statement-store';
import { computeMonth, monthOf, monthPreview } from './statements';
import { entriesWithLateFees } from '../late-fee/accrue-late-fees';
import { namesOf, previewStatement, toStatement } from './to-statement';

/** Issued statements read from their boarders' accounts, with their names. */
async function readIssued(ctx: StatementsContext, docs: StatementDoc[], now: Date): Promise<Statement[]> {
  const userIds = [...new Set(docs.map((doc) => doc.userId))];
  const [names, { entries }] = await Promise.all([namesOf(ctx.profiles, userIds), entriesWithLateFees(ctx, docs)]);
  return docs.map((doc) => toStatement(doc, entries.get(doc.userId) ?? [], names.get(doc.userId), now));
}

/** The caller's statement of a month: the running month's preview, or an issued one (404 for a past month without). */
export async function myStatement(ctx: StatementsContext, userId: string, month: string | undefined): Promise<Statement> {
  const now = ctx.clock.now();
  const running = monthOf(now);
  const wanted = month ?? running;
  const issued = await ctx.db.statements.findOne({ userId, month: wanted });
  if (issued) return (await readIssued(ctx, [issued], now))[0]!;
  if (wanted !== running) throw refuse(404, 'noStatementOfMonth', { month: wanted });
  const boarder = await boarderOf(ctx, userId);
  const [{ bill }, names] = await Promise.all([computeMonth(ctx, wanted, userId), namesOf(ctx.profiles, [userId])]);
  return previewStatement(boarder, names.get(userId), wanted, bill.linesOf(userId));
}

/** The caller's issued statements, newest first; 403 for one who never boarded. */
export async function myStatements(ctx: StatementsContext, userId: string): Promise<{ data: Statement[] }> {
  const [docs, boarder] = await Promise.all([ctx.db.statements.find({ userId }, { sort: { month: -1 } }), ctx.db.boarders.findOne({ userId })]);
  if (!boarder && docs.length === 0) throw forbidden('You are not a boarder of the mess. Join it first.');
  return { data: await readIssued(ctx, docs, ctx.clock.now()) };
}

/** Whether a statement answers the admin's filter: a status, or overdue (due, past its due date). */
const matches = (status: string | undefined) => (statement: Statement) =>
  status === undefined || (status === 'overdue' ? statement.overdue : statement.status === status);

/**
 * The admin's page of a month's statements, by e-mail: the issued ones once the month is closed (a status filter is
 * read from the accounts, so the month's statements are read whole), else every boarder's preview (the month
 * computed at once, and kept a few seconds for the next pages: monthPreview).
 */
export async function listStatements(
  ctx: StatementsContext,
  query: { month: string; status?: string; page?: number; limit?: number },
): Promise<{ data: Statement[]; total: number; totalPages: number }> {
  const now = ctx.clock.now();
  const limit = query.limit ?? 20;
  const skip = ((query.page ?? 1) - 1) * limit;
  const closed = (await ctx.db.statements.count({ month: query.month })) > 0;
  if (closed) {
    if (query.status === undefined) {
      const [docs, total] = await Promise.all([ctx.db.statements.find({ month: query.month }, { sort: { email: 1 }, skip, limit }), ctx.db.statements.count({ month: query.month })]);
      return { data: await readIssued(ctx, docs, now), total, totalPages: Math.ceil(total / limit) };
    }
    const all = (await readIssued(ctx, await ctx.db.statements.find({ month: query.month }, { sort: { email: 1 } }), now)).filter(matches(query.status));
    return { data: all.slice(skip, skip + limit), total: all.length, totalPages: Math.ceil(all.length / limit) };
  }
  if (query.status && query.status !== 'open') return { data: [], total: 0, totalPages: 0 };
  const { first } = monthDays(query.month);
  if (first > todayInDhaka(now)) return { data: [], total: 0, totalPages: 0 };
  const { bill, boarders } = await monthPreview(ctx, query.month);
  const sorted = [...boarders].sort((a, b) => a.email.localeCompare(b.email));
  const page = sorted.slice(skip, skip + limit);
  const names = await namesOf(ctx.profiles, page.map((boarder) => boarder.userId));
  return {
    data: page.map((boarder) => previewStatement(boarder, names.get(boarder.userId), query.month, bill.linesOf(boarder.userId))),
    total: sorted.length,
    totalPages: Math.ceil(sorted.length / limit),
  };
}
