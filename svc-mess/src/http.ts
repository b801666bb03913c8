import type { ErrorRequestHandler, Request, Response } from 'express';
import { API, HEADCOUNT_MAX_DAYS, shiftDate } from '@hostel/contracts';
import { adminCaller, callerOf, type ProfileCollection } from '@hostel/accounts';
import { binder, errorBody, refuse, reply, SENT } from '@hostel/platform';
import { approveJoin, endStay, joinMess, leaveMess, listBoarders, myBoarding } from './boarders/boarders';
import { closeMess, listClosures, reopenMess } from './closures/closures';
import type { MessContext } from './context';
import { headcountDays } from './headcount/headcount';
import { cancelLeave, listLeaves, takeLeave } from './leave/leave';
import { CutoffPassedError, switchSlot, weekPlan } from './plan/plan';
import { readSettings, writeSettings } from './settings/settings';
import { csvHeaders, writeCsv, type CsvFile } from './exports/csv';
import { headcountCsv, myStatementCsv, statementsCsv } from './exports/exports';
import { recordSettingsVersion } from './settings/settings-history';
import { addAdjustment, closeMonth, listStatements, myStatement, myStatements, type StatementsContext } from './statements/statements';

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
export function messRoutes(ctx: MessContext, profiles: ProfileCollection, jwtSecret: string) {
  const routes = binder({
    sessionSecret: jwtSecret,
    callers: { session: (req: Request) => callerOf(profiles, req.auth), admin: (req: Request) => adminCaller(profiles, req.auth) },
  });

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

  // Monthly statements and exports (issue 25, DESIGN §9): src/statements/ and src/exports/.
  const bills: StatementsContext = { ...ctx, profiles };
  routes.on(API.getMyStatement, ({ query }, { caller }) => myStatement(bills, caller.id, query.month));
  routes.on(API.listMyStatements, (_input, { caller }) => myStatements(bills, caller.id));
  routes.on(API.closeMonth, ({ body }, { audit }) => closeMonth(bills, body.month, audit));
  routes.on(API.listStatements, async ({ query }) => {
    const { data, total, totalPages } = await listStatements(bills, query);
    return reply(200, { data, totalPages }, { 'X-Total-Count': String(total) });
  });
  routes.on(API.addAdjustment, ({ params, body }, { caller, audit }) => addAdjustment(bills, params.id, body, caller.email, audit));
  routes.on(API.headcountCsv, ({ query }, { res }) => sendCsv(res, `headcount-${query.from}-to-${query.to}.csv`, headcountCsv(bills, query.from, query.to)));
  routes.on(API.statementsCsv, ({ query }, { res }) => sendCsv(res, `statements-${query.month}.csv`, statementsCsv(bills, query.month)));
  routes.on(API.myStatementCsv, async ({ query }, { caller, res }) => {
    const statement = await myStatement(bills, caller.id, query.month);
    return sendCsv(res, `statement-${statement.month}.csv`, myStatementCsv(statement));
  });

  return routes;
}

/** Sends a CSV file as it is written (its rows are read from the store a batch at a time), then SENT. */
async function sendCsv(res: Response, fileName: string, file: CsvFile): Promise<typeof SENT> {
  res.status(200).set(csvHeaders(fileName));
  await writeCsv(file, res);
  return SENT;
}
