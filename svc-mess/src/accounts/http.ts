import { API } from '@hostel/contracts';
import type { StatementsContext } from '../context';
import type { MessRoutes } from '../mess-binder';
import { currentAccount } from './current-account';

/** The accounts' reads: the caller's own, or any boarder's for the money desk. */
export function bindAccounts(routes: MessRoutes, ctx: StatementsContext): void {
  routes.on(API.getMyAccount, ({ query }, { caller }) => currentAccount(ctx, caller.id, query));
  routes.on(API.getAccount, ({ params, query }) => currentAccount(ctx, params.userId, query));
}
