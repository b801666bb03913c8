import { auditedDelete, conflict, findPage, forbidden, insertOnce, notFound, refuse, textSearch, withOutbox, type Auditor, type Update } from '@hostel/platform';
import { MEAL_SLOTS, MESSAGES, todayInDhaka, type Boarder, type MyBoarding } from '@hostel/contracts';
import { firstOpenDate } from '../calendar/cutoffs';
import { assertWithinHorizon, horizonOf } from '../calendar/horizon';
import type { MessContext, SlotKey } from '../context';
import { boarderId, OPEN_END, stayId, type BoarderDoc, type StayDoc } from '../mess-store';
import { readTimeline } from '../settings/settings-history';
import { findBoarder, lastStayOf, staysOf } from './stays';

export const NOT_A_BOARDER = MESSAGES.notBoarderJoinFirst;

/** A boarder as the API answers: their latest stay. */
export const toBoarder = (stay: StayDoc): Boarder => ({
  userId: stay.userId,
  email: stay.email,
  from: stay.from,
  until: stay.until === OPEN_END ? null : stay.until,
  status: stay.status,
});

/** The caller's boarder record, or 403 for someone who never joined or whose last stay is behind them. */
export async function boarderOf(ctx: MessContext, userId: string): Promise<BoarderDoc> {
  const boarder = await findBoarder(ctx, userId);
  const last = boarder && (await lastStayOf(ctx, boarder));
  if (!boarder || !last || last.until <= todayInDhaka(ctx.clock.now())) throw forbidden(NOT_A_BOARDER);
  return boarder;
}

/**
 * The caller's stays ending after `since` (no later than today), for a write to their plan: 403 unless one approved
 * stay is still running or ahead (a join waiting for approval says so).
 */
export async function boardingStays(ctx: MessContext, userId: string, since: string): Promise<{ boarder: BoarderDoc; stays: StayDoc[] }> {
  const today = todayInDhaka(ctx.clock.now());
  const boarder = await findBoarder(ctx, userId);
  const stays = boarder ? await staysOf(ctx, boarder, since < today ? since : today) : [];
  const current = stays.filter((stay) => stay.until > today);
  if (!boarder || current.length === 0) throw forbidden(NOT_A_BOARDER);
  if (!current.some((stay) => stay.status === 'approved')) throw forbidden(MESSAGES.joinPending);
  return { boarder, stays };
}

/**
 * The slots whose counts a boarder's arrival or departure changes first: that day's. Every later day changes too;
 * publishing them all would write a week of counts per boarder (a registration day's hundreds contend for the same
 * few documents), so the kitchen's screen learns of the rest on its next read.
 */
const firstDayOf = (from: string): SlotKey[] => MEAL_SLOTS.map((slot) => ({ date: from, slot }));

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * Takes the user's next stay number: the first join writes the boarder record, each later one moves its count on
 * only if no other join took the number first (two joins at once: one stays, the other meets 409).
 */
async function claimStayNumber(ctx: MessContext, boarder: BoarderDoc | null, caller: { id: string; email: string }): Promise<number> {
  if (!boarder) {
    if (await insertOnce(ctx.db.boarders, { _id: boarderId(caller.id), userId: caller.id, email: caller.email, stays: 1 })) return 0;
  } else if ((await ctx.db.boarders.updateOne({ _id: boarder._id, stays: boarder.stays }, { $set: { stays: boarder.stays + 1, email: caller.email } })).matched === 1) {
    return boarder.stays;
  }
  throw conflict(MESSAGES.alreadyBoarder);
}

/**
 * Joins the mess from `from` (DESIGN §11): a new stay, starting no earlier than the first day still open nor the
 * end of the caller's last stay, and no later than the horizon. It waits for an admin's approval unless the
 * e-mail's domain is on the settings' autoApproveDomains; until then it is neither counted nor billed.
 */
export async function joinMess(ctx: MessContext, caller: { id: string; email: string }, from: string): Promise<Boarder> {
  const timeline = await readTimeline(ctx.db);
  const now = ctx.clock.now();
  const open = firstOpenDate(timeline, now);
  if (from < open) throw refuse(400, 'joinFromEarliest', { date: open });
  assertWithinHorizon(timeline.current, now, from);
  const boarder = await findBoarder(ctx, caller.id);
  const last = boarder && (await lastStayOf(ctx, boarder));
  if (last?.until === OPEN_END) throw conflict(MESSAGES.alreadyBoarder);
  if (last && last.until > from) throw refuse(409, 'joinOverlapsStay', { date: last.until });
  const index = await claimStayNumber(ctx, boarder, caller);
  const approved = timeline.current.autoApproveDomains.includes(domainOf(caller.email));
  const stay: StayDoc = {
    _id: stayId(caller.id, index),
    userId: caller.id,
    email: caller.email,
    index,
    from,
    until: OPEN_END,
    status: approved ? 'approved' : 'pending',
    joinedAt: now.toISOString(),
    ...(approved ? { approvedAt: now.toISOString() } : {}),
  };
  if (approved) await ctx.countsChange(firstDayOf(from), () => ctx.db.stays.insertOne(stay));
  else await ctx.db.stays.insertOne(stay);
  return toBoarder(stay);
}

/**
 * Ends a stay from `from` (not before the first day still open: no past day changes). A stay not begun by then ends
 * where it starts; a join still waiting for approval is withdrawn (it was never counted). An admin's end is audited.
 */
async function endStayFrom(ctx: MessContext, stay: StayDoc, from: string, audit?: Auditor): Promise<Boarder> {
  const open = firstOpenDate(await readTimeline(ctx.db), ctx.clock.now());
  if (from < open) throw refuse(400, 'leaveFromEarliest', { date: open });
  const until = from < stay.from ? stay.from : from;
  if (until >= stay.until) return toBoarder(stay);
  const entry = audit?.({ target: { type: 'stay', id: stay.userId }, before: { from: stay.from, until: stay.until === OPEN_END ? null : stay.until, status: stay.status }, after: { from: stay.from, until } });
  if (stay.status === 'pending') {
    const remove = () => ctx.db.stays.deleteOne({ _id: stay._id, status: 'pending' });
    await (entry ? auditedDelete(ctx.auditOutbox, entry, { collection: 'stays', id: stay._id }, remove) : remove());
    return toBoarder({ ...stay, until: stay.from });
  }
  const update: Update = { $set: { until } };
  const ended = await ctx.countsChange(firstDayOf(until), () =>
    ctx.db.stays.findOneAndUpdate({ _id: stay._id, until: { $gt: until } }, entry ? withOutbox(update, entry) : update, { returnDocument: 'after' }),
  );
  // Ended earlier still by another call meanwhile: that end stays.
  return toBoarder(ended ?? (await ctx.db.stays.findOne({ _id: stay._id }))!);
}

/** Leaves the mess from `from` on: no meals that day or after. */
export async function leaveMess(ctx: MessContext, userId: string, from: string): Promise<Boarder> {
  const boarder = await boarderOf(ctx, userId);
  return endStayFrom(ctx, (await lastStayOf(ctx, boarder))!, from);
}

/** An admin ends anyone's stay (or turns down their join) from `from`: 404 for one without a stay still running. */
export async function endStay(ctx: MessContext, userId: string, from: string, audit: Auditor): Promise<Boarder> {
  const boarder = await findBoarder(ctx, userId);
  const last = boarder && (await lastStayOf(ctx, boarder));
  if (!last || last.until <= todayInDhaka(ctx.clock.now())) throw notFound(MESSAGES.noStayToEnd);
  return endStayFrom(ctx, last, from, audit);
}

/**
 * Approves a user's pending join (an admin now; a mess manager's role joins the operation's access later). Counted
 * from its first day, or from the first day still open when that has passed: approving never changes a past day.
 */
export async function approveJoin(ctx: MessContext, userId: string, audit: Auditor): Promise<Boarder> {
  const boarder = await findBoarder(ctx, userId);
  const last = boarder && (await lastStayOf(ctx, boarder));
  if (!last || last.status !== 'pending') throw notFound(MESSAGES.noPendingJoin);
  const now = ctx.clock.now();
  const open = firstOpenDate(await readTimeline(ctx.db), now);
  const from = last.from < open ? open : last.from;
  const until = last.until < from ? from : last.until;
  const update: Update = { $set: { status: 'approved', from, until, approvedAt: now.toISOString() } };
  const entry = audit({ target: { type: 'stay', id: userId }, before: { from: last.from, status: 'pending' }, after: { from, status: 'approved' } });
  const approved = await ctx.countsChange(firstDayOf(from), () => ctx.db.stays.findOneAndUpdate({ _id: last._id, status: 'pending' }, withOutbox(update, entry), { returnDocument: 'after' }));
  if (!approved) throw notFound(MESSAGES.noPendingJoin);
  return toBoarder(approved);
}

/** The caller's stays, and where a join of theirs may start (the join form's first day). */
export async function myBoarding(ctx: MessContext, userId: string): Promise<MyBoarding> {
  const timeline = await readTimeline(ctx.db);
  const now = ctx.clock.now();
  const boarder = await findBoarder(ctx, userId);
  const stays = boarder ? await staysOf(ctx, boarder) : [];
  const last = stays.at(-1);
  const open = firstOpenDate(timeline, now);
  return {
    status: last?.status ?? 'none',
    stays: stays.map((stay) => ({ from: stay.from, until: stay.until === OPEN_END ? null : stay.until, status: stay.status })),
    earliestJoin: last?.until === OPEN_END ? null : last && last.until > open ? last.until : open,
    horizon: horizonOf(timeline.current, now),
  };
}

/** The boarders by e-mail, each with their latest stay; or the joins waiting for approval, oldest first. */
export async function listBoarders(ctx: MessContext, query: { search?: string; status?: 'pending'; page?: number; limit?: number }) {
  const paging = { page: query.page, limit: query.limit, pageSize: 20 };
  if (query.status === 'pending') {
    const page = await findPage(ctx.db.stays, { ...textSearch(query.search, ['email']), status: 'pending' }, { ...paging, sort: { joinedAt: 1, _id: 1 } });
    return { data: page.items.map(toBoarder), total: page.total, totalPages: page.totalPages };
  }
  const page = await findPage(ctx.db.boarders, textSearch(query.search, ['email']), { ...paging, sort: { email: 1 } });
  const latest = await Promise.all(page.items.map((boarder) => lastStayOf(ctx, boarder)));
  return { data: latest.filter((stay): stay is StayDoc => stay !== null).map(toBoarder), total: page.total, totalPages: page.totalPages };
}
