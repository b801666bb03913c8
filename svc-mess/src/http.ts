import { Router, type ErrorRequestHandler, type Request } from 'express';
import { API, expressPath } from '@hostel/contracts';
import { assertAdmin, callerOf, type ProfileCollection } from '@hostel/accounts';
import { authenticate, badRequest, parseInput, requireAuth } from '@hostel/platform';
import { joinMess, leaveMess, listBoarders } from './boarders/boarders';
import { closeMess, reopenMess } from './closures/closures';
import type { MessContext } from './context';
import { headcountDays } from './headcount/headcount';
import { cancelLeave, takeLeave } from './leave/leave';
import { CutoffPassedError, switchSlot, weekPlan } from './plan/plan';
import { readSettings, writeSettings } from './settings/settings';
import { HEADCOUNT_MAX_DAYS, shiftDate } from '@hostel/contracts';

/** DESIGN §9's 409 carries the instant the slot locked, beside the message. */
const cutoffPassed: ErrorRequestHandler = (err, _req, res, next) => {
  if (!(err instanceof CutoffPassedError)) return next(err);
  res.status(409).json({ success: false, message: err.message, cutoffAt: err.cutoffAt });
};

/** svc-mess's operations, each at its declared path (packages/contracts/src/operations/mess.ts). */
export function messRouter(ctx: MessContext, profiles: ProfileCollection, jwtSecret: string): Router {
  const router = Router();
  router.use(authenticate(jwtSecret));
  // Roles from svc-users' events, so an admin made after signing in is an admin here at once.
  const caller = (req: Request) => callerOf(profiles, req.auth);
  const admin = async (req: Request) => {
    const found = await caller(req);
    assertAdmin(found);
    return found;
  };

  router.get(expressPath(API.getMessSettings), requireAuth, async (_req, res) => {
    res.json(await readSettings(ctx.db));
  });

  router.put(expressPath(API.putMessSettings), requireAuth, async (req, res) => {
    await admin(req);
    const settings = parseInput(API.putMessSettings.body.schema, req.body);
    res.json(await writeSettings(ctx.db, settings, ctx.clock.now()));
  });

  router.post(expressPath(API.joinMess), requireAuth, async (req, res) => {
    const { id, email } = await caller(req);
    const { from } = parseInput(API.joinMess.body.schema, req.body);
    res.json(await joinMess(ctx, { id, email }, from));
  });

  router.delete(expressPath(API.leaveMess), requireAuth, async (req, res) => {
    const { id } = await caller(req);
    const { from } = parseInput(API.leaveMess.query, req.query);
    res.json(await leaveMess(ctx, id, from));
  });

  router.get(expressPath(API.listBoarders), requireAuth, async (req, res) => {
    await admin(req);
    const query = parseInput(API.listBoarders.query, req.query);
    const { data, total, totalPages } = await listBoarders(ctx, query);
    res.set('X-Total-Count', String(total)).json({ data, totalPages });
  });

  router.get(expressPath(API.getMealPlan), requireAuth, async (req, res) => {
    const { id } = await caller(req);
    const { week } = parseInput(API.getMealPlan.query, req.query);
    res.json(await weekPlan(ctx, id, week));
  });

  router.put(expressPath(API.setPlanSlot), requireAuth, async (req, res) => {
    const { id } = await caller(req);
    const { date, slot } = parseInput(API.setPlanSlot.params, req.params);
    const body = parseInput(API.setPlanSlot.body.schema, req.body);
    res.json(await switchSlot(ctx, id, { date, slot, ...body }));
  });

  router.post(expressPath(API.takeLeave), requireAuth, async (req, res) => {
    const { id } = await caller(req);
    const body = parseInput(API.takeLeave.body.schema, req.body);
    res.json(await takeLeave(ctx, id, body));
  });

  router.delete(expressPath(API.cancelLeave), requireAuth, async (req, res) => {
    const { id: userId } = await caller(req);
    const { id } = parseInput(API.cancelLeave.params, req.params);
    res.json(await cancelLeave(ctx, userId, id));
  });

  router.put(expressPath(API.closeMess), requireAuth, async (req, res) => {
    await admin(req);
    const { date } = parseInput(API.closeMess.params, req.params);
    const body = parseInput(API.closeMess.body.schema, req.body);
    res.json(await closeMess(ctx, date, body));
  });

  router.delete(expressPath(API.reopenMess), requireAuth, async (req, res) => {
    await admin(req);
    const { date } = parseInput(API.reopenMess.params, req.params);
    res.json(await reopenMess(ctx, date));
  });

  router.get(expressPath(API.getHeadcount), requireAuth, async (req, res) => {
    await admin(req);
    const query = parseInput(API.getHeadcount.query, req.query);
    const from = query.date ?? query.from!;
    const to = query.date ?? query.to!;
    if (to > shiftDate(from, HEADCOUNT_MAX_DAYS - 1)) throw badRequest(`Invalid to: at most ${HEADCOUNT_MAX_DAYS} days`);
    res.json({ from, to, days: await headcountDays(ctx, from, to) });
  });

  router.use(cutoffPassed);
  return router;
}
