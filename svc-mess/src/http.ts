import type { ErrorRequestHandler } from 'express';
import { API, HEADCOUNT_MAX_DAYS, shiftDate } from '@hostel/contracts';
import type { ProfileCollection } from '@hostel/accounts';
import { errorBody, refuse, reply } from '@hostel/platform';
import { messBinder } from './mess-binder';
import { bindAccounts } from './accounts/http';
import { approveJoin, endStay, joinMess, leaveMess, listBoarders, myBoarding } from './boarders/boarders';
import { closeMess, listClosures, reopenMess } from './closures/closures';
import type { MessContext } from './context';
import { headcountDays } from './headcount/headcount';
import { cancelLeave, listLeaves, takeLeave } from './leave/leave';
import { CutoffPassedError, switchSlot, weekPlan } from './plan/plan';
import { readSettings, writeSettings } from './settings/settings';
import { bindPayments } from './payments/http';
import { bindReconciliation } from './reconciliation/http';
import { recordSettingsVersion } from './settings/settings-history';
import { bindStatements } from './statements/http';
import type { Books } from './accounts/entry-store';
import type { StatementsContext } from './statements/statement-store';

/** DESIGN §9's 409 carries the instant the slot locked, beside the message. */
export const cutoffPassed: ErrorRequestHandler = (err, _req, res, next) => {
  if (!(err instanceof CutoffPassedError)) return next(err);
  res.status(409).json({ ...errorBody(err), cutoffAt: err.cutoffAt });
};

/**
 * svc-mess's handlers, bound to their declarations (packages/contracts/src/operations/mess.ts). Roles come from
 * svc-users' events, so an admin made after signing in is an admin here at once; the counts' events leave through
 * the outbox, after each instance's count tick recounts the slots a write marked (MessContext.countsChange).
 */

/** `afterWrite` wakes the outbox relay, so a write's events (a statement's issue, an audit entry) leave at once. */
export function messRoutes(ctx: MessContext, profiles: ProfileCollection, jwtSecret: string, books: Books, afterWrite?: () => void) {
  const routes = messBinder(profiles, jwtSecret, afterWrite);

  routes.on(API.getMessSettings, () => readSettings(ctx.db));
  routes.on(API.putMessSettings, async ({ body }, { audit }) => {
    const previous = await readSettings(ctx.db);
    const settings = await writeSettings(ctx.db, previous, body, ctx.clock.now(), audit);
    // Locked slots keep the rates of their cutoff: a month's bill reads the settings' history (src/statements/).
    await recordSettingsVersion(ctx.db.settingsHistory, previous, settings, ctx.clock.now());
    return settings;
  });

  routes.on(API.joinMess, ({ body }, { caller }) => joinMess(ctx, { id: caller.id, email: caller.email }, body.from));
  routes.on(API.leaveMess, ({ query }, { caller }) => leaveMess(ctx, caller.id, query.from));
  routes.on(API.listBoarders, async ({ query }) => {
    const { data, total, totalPages } = await listBoarders(ctx, query);
    return reply(200, { data, totalPages }, { 'X-Total-Count': String(total) });
  });
  routes.on(API.getMyBoarding, (_input, { caller }) => myBoarding(ctx, caller.id));
  routes.on(API.approveBoarder, ({ params }, { audit }) => approveJoin(ctx, params.userId, audit));
  routes.on(API.endStay, ({ params, query }, { audit }) => endStay(ctx, params.userId, query.from, audit));

  routes.on(API.getMealPlan, ({ query }, { caller }) => weekPlan(ctx, caller.id, query.week));
  routes.on(API.setPlanSlot, ({ params, body }, { caller }) => switchSlot(ctx, caller.id, { ...params, ...body }));
  routes.on(API.takeLeave, ({ body }, { caller }) => takeLeave(ctx, caller.id, body));
  routes.on(API.cancelLeave, ({ params }, { caller }) => cancelLeave(ctx, caller.id, params.id));
  routes.on(API.listMyLeaves, async ({ query }, { caller }) => {
    const { data, total, totalPages } = await listLeaves(ctx, caller.id, query);
    return reply(200, { data, totalPages }, { 'X-Total-Count': String(total) });
  });

  routes.on(API.closeMess, ({ params, body }, { audit }) => closeMess(ctx, params.date, body, audit));
  routes.on(API.reopenMess, ({ params }, { audit }) => reopenMess(ctx, params.date, audit));
  routes.on(API.listClosures, ({ query }) => listClosures(ctx, query.from));

  routes.on(API.getHeadcount, async ({ query }) => {
    const from = query.date ?? query.from!;
    const to = query.date ?? query.to!;
    if (to > shiftDate(from, HEADCOUNT_MAX_DAYS - 1)) throw refuse(400, 'rangeTooLong', { count: HEADCOUNT_MAX_DAYS });
    return { from, to, days: await headcountDays(ctx, from, to) };
  });

  // Monthly statements, the accounts, payments in person and the books' check (DESIGN §9, §11).
  const bills: StatementsContext = { ...ctx, profiles, books };
  bindStatements(routes, bills);
  bindAccounts(routes, bills);
  bindPayments(routes, bills);
  bindReconciliation(routes, bills);

  return routes;
}
