import { API } from '@hostel/contracts';
import type { MessContext } from '../context';
import type { MessRoutes } from '../mess-binder';
import { switchSlot } from './switch-slot';
import { weekPlan } from './week-plan';

/** A boarder's own meal plan: the week, and one meal switched at a time. */
export function bindPlan(routes: MessRoutes, ctx: MessContext): void {
  routes.on(API.getMealPlan, ({ query }, { caller }) => weekPlan(ctx, caller.id, query.week));
  // A switch's event is the recount's (headcount/count-tick.ts), which wakes the outbox itself: a cutoff rush of
  // switches leaves the relay to the counts.
  routes.on(API.setPlanSlot, ({ params, body }, { caller }) => switchSlot(ctx, caller.id, { ...params, ...body }), { storesEvents: false });
}
