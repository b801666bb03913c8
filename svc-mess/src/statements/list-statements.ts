import { todayInDhaka, type Statement } from '@hostel/contracts';
import { monthDays } from './billing';
import { monthPreview } from './month-preview';
import { readIssued } from './read-issued';
import type { StatementsContext } from '../context';
import { namesOf, previewStatement } from './to-statement';

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
