import { API } from '@hostel/contracts';
import type { MessRoutes } from '../mess-binder';
import type { Books } from './entry-store';
import { readAccount } from './read-account';

/** The accounts' reads: the caller's own, or any boarder's for the money desk. */
export function bindAccounts(routes: MessRoutes, books: Books): void {
  routes.on(API.getMyAccount, ({ query }, { caller }) => readAccount(books, caller.id, query));
  routes.on(API.getAccount, ({ params, query }) => readAccount(books, params.userId, query));
}
