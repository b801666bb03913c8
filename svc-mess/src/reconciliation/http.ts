import { API } from '@hostel/contracts';
import type { MessRoutes } from '../mess-binder';
import type { StatementsContext } from '../context';
import { reconcile } from './reconcile';

export function bindReconciliation(routes: MessRoutes, ctx: StatementsContext): void {
  routes.on(API.getReconciliation, ({ query }) => reconcile(ctx, query.month));
}
