import type { ErrorRequestHandler, Request } from 'express';
import { API, HEADCOUNT_MAX_DAYS, shiftDate } from '@hostel/contracts';
import { adminCaller, callerOf, type ProfileCollection } from '@hostel/accounts';
import { badRequest, binder, reply } from '@hostel/platform';
import { joinMess, leaveMess, listBoarders } from './boarders/boarders';
import { closeMess, reopenMess } from './closures/closures';
import type { MessContext } from './context';
import { headcountDays } from './headcount/headcount';
import { cancelLeave, takeLeave } from './leave/leave';
import { CutoffPassedError, switchSlot, weekPlan } from './plan/plan';
import { readSettings, writeSettings } from './settings/settings';

/** DESIGN §9's 409 carries the instant the slot locked, beside the message. */
export const cutoffPassed: ErrorRequestHandler = (err, _req, res, next) => {
  if (!(err instanceof CutoffPassedError)) return next(err);
  res.status(409).json({ success: false, message: err.message, cutoffAt: err.cutoffAt });
};

/**
 * svc-mess's handlers, bound to their declarations (packages/contracts/src/operations/mess.ts). Roles come from
 * svc-users' events, so an admin made after signing in is an admin here at once; the counts' events leave through
 * the outbox, woken by the service after every write (MessContext.countsChanged).
 */
export function messRoutes(ctx: MessContext, profiles: ProfileCollection, jwtSecret: string) {
  const routes = binder({
    sessionSecret: jwtSecret,
    callers: { session: (req: Request) => callerOf(profiles, req.auth), admin: (req: Request) => adminCaller(profiles, req.auth) },
  });

  routes.on(API.getMessSettings, () => readSettings(ctx.db));
  routes.on(API.putMessSettings, ({ body }) => writeSettings(ctx.db, body, ctx.clock.now()));

  routes.on(API.joinMess, ({ body }, { caller }) => joinMess(ctx, { id: caller.id, email: caller.email }, body.from));
  routes.on(API.leaveMess, ({ query }, { caller }) => leaveMess(ctx, caller.id, query.from));
  routes.on(API.listBoarders, async ({ query }) => {
    const { data, total, totalPages } = await listBoarders(ctx, query);
    return reply(200, { data, totalPages }, { 'X-Total-Count': String(total) });
  });

  routes.on(API.getMealPlan, ({ query }, { caller }) => weekPlan(ctx, caller.id, query.week));
  routes.on(API.setPlanSlot, ({ params, body }, { caller }) => switchSlot(ctx, caller.id, { ...params, ...body }));
  routes.on(API.takeLeave, ({ body }, { caller }) => takeLeave(ctx, caller.id, body));
  routes.on(API.cancelLeave, ({ params }, { caller }) => cancelLeave(ctx, caller.id, params.id));

  routes.on(API.closeMess, ({ params, body }) => closeMess(ctx, params.date, body));
  routes.on(API.reopenMess, ({ params }) => reopenMess(ctx, params.date));

  routes.on(API.getHeadcount, async ({ query }) => {
    const from = query.date ?? query.from!;
    const to = query.date ?? query.to!;
    if (to > shiftDate(from, HEADCOUNT_MAX_DAYS - 1)) throw badRequest(`Invalid to: at most ${HEADCOUNT_MAX_DAYS} days`);
    return { from, to, days: await headcountDays(ctx, from, to) };
  });

  return routes;
}
