import { API, todayInDhaka } from '@hostel/contracts';
import type { MessRoutes } from '../mess-binder';
import { entriesWithLateFees } from '../late-fee/accrue-late-fees';
import type { StatementsContext } from '../context';
import { readAccount } from './read-account';

/** An account as of now: its statements' late days that have ended are posted before it is read. */
async function accountNow(ctx: StatementsContext, userId: string, query: { page?: number; limit?: number }) {
  await entriesWithLateFees(ctx, await ctx.db.statements.find({ userId, dueDate: { $lt: todayInDhaka(ctx.clock.now()) } }));
  return readAccount(ctx.books, userId, query);
}

/** The accounts' reads: the caller's own, or any boarder's for the money desk. */
export function bindAccounts(routes: MessRoutes, ctx: StatementsContext): void {
  routes.on(API.getMyAccount, ({ query }, { caller }) => accountNow(ctx, caller.id, query));
  routes.on(API.getAccount, ({ params, query }) => accountNow(ctx, params.userId, query));
}
