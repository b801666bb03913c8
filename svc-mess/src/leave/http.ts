import { API } from '@hostel/contracts';
import { reply } from '@hostel/platform';
import type { MessContext } from '../context';
import type { MessRoutes } from '../mess-binder';
import { cancelLeave } from './cancel-leave';
import { listLeaves } from './list-leaves';
import { takeLeave } from './take-leave';

/** A boarder's own leaves: days off in one request, cancelled as one. */
export function bindLeave(routes: MessRoutes, ctx: MessContext): void {
  // Like a switch, a leave's only event is the recount's (headcount/count-tick.ts).
  routes.on(API.takeLeave, ({ body }, { caller }) => takeLeave(ctx, caller.id, body), { storesEvents: false });
  routes.on(API.cancelLeave, ({ params }, { caller }) => cancelLeave(ctx, caller.id, params.id), { storesEvents: false });
  routes.on(API.listMyLeaves, async ({ query }, { caller }) => {
    const { data, total, totalPages } = await listLeaves(ctx, caller.id, query);
    return reply(200, { data, totalPages }, { 'X-Total-Count': String(total) });
  });
}
