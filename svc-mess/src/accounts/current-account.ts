import { todayInDhaka, type Account } from '@hostel/contracts';
import type { StatementsContext } from '../context';
import { entriesWithLateFees } from '../late-fee/accrue-late-fees';
import { readAccount } from './read-account';

/** An account as of now: its statements' late days that have ended are posted before it is read. */
export async function currentAccount(ctx: StatementsContext, userId: string, query: { page?: number; limit?: number }): Promise<Account> {
  await entriesWithLateFees(ctx, await ctx.db.statements.find({ userId, dueDate: { $lt: todayInDhaka(ctx.clock.now()) } }));
  return readAccount(ctx.books, userId, query);
}
