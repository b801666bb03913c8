import { conflict, findPage, forbidden, insertOnce, refuse, textSearch } from '@hostel/platform';
import { MEAL_SLOTS, todayInDhaka, type Boarder } from '@hostel/contracts';
import { firstOpenDate } from '../calendar/cutoffs';
import type { MessContext, SlotKey } from '../context';
import { boarderId, OPEN_END, type BoarderDoc } from '../mess-store';
import { readTimeline } from '../settings/settings-history';

export const NOT_A_BOARDER = 'You are not a boarder of the mess. Join it first.';

export const toBoarder = (doc: BoarderDoc): Boarder => ({ userId: doc.userId, email: doc.email, from: doc.from, until: doc.until === OPEN_END ? null : doc.until });

/** Eats on `date`: joined on or before it and not yet gone. */
export const boardsOn = (boarder: Pick<BoarderDoc, 'from' | 'until'>, date: string) => boarder.from <= date && date < boarder.until;

/** The boarders who eat on some day of [from, to]. */
export const boardersBetween = (ctx: MessContext, from: string, to: string) => ctx.db.boarders.find({ from: { $lte: to }, until: { $gt: from } });

/** A user's boarder record by its derived id (cheap on FerretDB), or where one joined before ids were derived. */
const findBoarder = async (ctx: MessContext, userId: string) => (await ctx.db.boarders.findOne({ _id: boarderId(userId) })) ?? ctx.db.boarders.findOne({ userId });

/** The caller's boarder record, or 403 for someone who never joined or has left for good. */
export async function boarderOf(ctx: MessContext, userId: string): Promise<BoarderDoc> {
  const boarder = await findBoarder(ctx, userId);
  // One who has left (their last day is behind them, in Dhaka) is a boarder no more.
  if (!boarder || boarder.until <= todayInDhaka(ctx.clock.now())) throw forbidden(NOT_A_BOARDER);
  return boarder;
}

/**
 * The slots whose counts a boarder's arrival or departure changes first: that day's. Every later day changes too;
 * publishing them all would write a week of counts per boarder (a registration day's hundreds contend for the same
 * few documents), so the kitchen's screen learns of the rest on its next read.
 */
const firstDayOf = (from: string): SlotKey[] => MEAL_SLOTS.map((slot) => ({ date: from, slot }));

/** Joins the mess from `from`, which may not be before the first day whose meals are all still open (DESIGN §9). */
export async function joinMess(ctx: MessContext, caller: { id: string; email: string }, from: string): Promise<Boarder> {
  const open = firstOpenDate(await readTimeline(ctx.db), ctx.clock.now());
  if (from < open) throw refuse(400, 'joinFromEarliest', { date: open });
  const existing = await findBoarder(ctx, caller.id);
  if (existing && existing.until > from) throw conflict('You are already a boarder of the mess.');
  // A boarder who had left comes back: the record is theirs again from the new date.
  const fields = { email: caller.email, from, until: OPEN_END };
  const doc = await ctx.countsChange(firstDayOf(from), async () => {
    if (existing) return ctx.db.boarders.findOneAndUpdate({ _id: existing._id }, { $set: fields }, { returnDocument: 'after' });
    // Under its derived id; a join at the same moment (or a record from before derived ids) is updated instead.
    const joined: BoarderDoc = { _id: boarderId(caller.id), userId: caller.id, ...fields };
    if (await insertOnce(ctx.db.boarders, joined)) return joined;
    return ctx.db.boarders.findOneAndUpdate({ userId: caller.id }, { $set: fields }, { returnDocument: 'after' });
  });
  return toBoarder(doc!);
}

/** Leaves the mess from `from` on: no meals that day or after. */
export async function leaveMess(ctx: MessContext, userId: string, from: string): Promise<Boarder> {
  const boarder = await boarderOf(ctx, userId);
  const open = firstOpenDate(await readTimeline(ctx.db), ctx.clock.now());
  if (from < open) throw refuse(400, 'leaveFromEarliest', { date: open });
  // Leaving before the first day amounts to never having boarded: the record ends where it starts.
  const until = from < boarder.from ? boarder.from : from;
  const doc = await ctx.countsChange(firstDayOf(until), () => ctx.db.boarders.findOneAndUpdate({ _id: boarder._id }, { $set: { until } }, { returnDocument: 'after' }));
  return toBoarder(doc!);
}

export async function listBoarders(ctx: MessContext, query: { search?: string; page?: number; limit?: number }) {
  const page = await findPage(ctx.db.boarders, textSearch(query.search, ['email']), { page: query.page, limit: query.limit, pageSize: 20, sort: { email: 1 } });
  return { data: page.items.map(toBoarder), total: page.total, totalPages: page.totalPages };
}
