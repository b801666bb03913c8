import { API } from '@hostel/contracts';
import { reply } from '@hostel/platform';
import type { MessContext } from '../context';
import type { MessRoutes } from '../mess-binder';
import { approveJoin } from './approve-join';
import { endStay } from './end-stay';
import { joinMess } from './join-mess';
import { leaveMess } from './leave-mess';
import { listBoarders } from './list-boarders';
import { myBoarding } from './my-boarding';

/** Stays: a student's join and leave, an admin's approval and end of anyone's stay. */
export function bindBoarders(routes: MessRoutes, ctx: MessContext): void {
  routes.on(API.joinMess, ({ body }, { caller }) => joinMess(ctx, { id: caller.id, email: caller.email }, body.from));
  routes.on(API.leaveMess, ({ query }, { caller }) => leaveMess(ctx, caller.id, query.from));
  routes.on(API.listBoarders, async ({ query }) => {
    const { data, total, totalPages } = await listBoarders(ctx, query);
    return reply(200, { data, totalPages }, { 'X-Total-Count': String(total) });
  });
  routes.on(API.getMyBoarding, (_input, { caller }) => myBoarding(ctx, caller.id));
  routes.on(API.approveBoarder, ({ params }, { audit }) => approveJoin(ctx, params.userId, audit));
  routes.on(API.endStay, ({ params, query }, { audit }) => endStay(ctx, params.userId, query.from, audit));
}
