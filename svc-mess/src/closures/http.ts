import { API } from '@hostel/contracts';
import type { MessContext } from '../context';
import type { MessRoutes } from '../mess-binder';
import { closeMess } from './close-mess';
import { listClosures } from './list-closures';
import { reopenMess } from './reopen-mess';

/** An admin's closures of the mess: some meals of a day off for everyone. */
export function bindClosures(routes: MessRoutes, ctx: MessContext): void {
  routes.on(API.closeMess, ({ params, body }, { audit }) => closeMess(ctx, params.date, body, audit));
  routes.on(API.reopenMess, ({ params }, { audit }) => reopenMess(ctx, params.date, audit));
  routes.on(API.listClosures, ({ query }) => listClosures(ctx, query.from));
}
