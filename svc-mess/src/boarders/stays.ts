import type { MessContext } from '../context';
import { boarderId, stayId, type BoarderDoc, type StayDoc } from '../mess-store';

/** What decides whether a stay feeds anyone on a day. */
export type StaySpan = Pick<StayDoc, 'from' | 'until' | 'status'>;

/** Eats on `date`: within one of the stays, approved. */
export const boardsOn = (stays: readonly StaySpan[], date: string): boolean => stays.some((stay) => stay.status === 'approved' && stay.from <= date && date < stay.until);

/** A user's boarder record by its derived id (cheap on FerretDB), or where one joined before ids were derived. */
export const findBoarder = async (ctx: Pick<MessContext, 'db'>, userId: string): Promise<BoarderDoc | null> =>
  (await ctx.db.boarders.findOne({ _id: boarderId(userId) })) ?? ctx.db.boarders.findOne({ userId });

/**
 * The boarder's stays that end after `since` (every one without it), oldest first. Read by id from the latest back
 * and stopping at the first that ended by `since`: stays follow one another, so every earlier one ended earlier.
 */
export async function staysOf(ctx: Pick<MessContext, 'db'>, boarder: BoarderDoc, since = ''): Promise<StayDoc[]> {
  const stays: StayDoc[] = [];
  for (let index = boarder.stays - 1; index >= 0; index--) {
    const stay = await ctx.db.stays.findOne({ _id: stayId(boarder.userId, index) });
    // A withdrawn join, or a join that claimed its number and stopped before writing its stay.
    if (!stay) continue;
    if (stay.until <= since) break;
    stays.unshift(stay);
  }
  return stays;
}

/** The boarder's latest stay, if any is left. */
export async function lastStayOf(ctx: Pick<MessContext, 'db'>, boarder: BoarderDoc): Promise<StayDoc | null> {
  for (let index = boarder.stays - 1; index >= 0; index--) {
    const stay = await ctx.db.stays.findOne({ _id: stayId(boarder.userId, index) });
    if (stay) return stay;
  }
  return null;
}

/** Every approved stay with a day in [from, to]: who is counted and billed then. */
export const approvedStaysBetween = (ctx: Pick<MessContext, 'db'>, from: string, to: string): Promise<StayDoc[]> =>
  ctx.db.stays.find({ status: 'approved', from: { $lte: to }, until: { $gt: from } });

/** Approved stays grouped by boarder. */
export function staysByUser(stays: readonly StayDoc[]): Map<string, StayDoc[]> {
  const byUser = new Map<string, StayDoc[]>();
  for (const stay of stays) byUser.set(stay.userId, [...(byUser.get(stay.userId) ?? []), stay]);
  return byUser;
}

/** A boarder of some days and their approved stays then: whom a month's bill counts, and for which days. */
export interface BoarderOfDays {
  userId: string;
  email: string;
  stays: Pick<StayDoc, 'from' | 'until'>[];
}

/** The boarders with an approved stay in [from, to] (all, or the one user), each with those stays. */
export async function boardersBetween(ctx: Pick<MessContext, 'db'>, from: string, to: string, userId?: string): Promise<BoarderOfDays[]> {
  const stays = await ctx.db.stays.find({ ...(userId ? { userId } : {}), status: 'approved', from: { $lte: to }, until: { $gt: from } });
  return [...staysByUser(stays).values()].map((own) => ({ userId: own[0]!.userId, email: own.at(-1)!.email, stays: own.map(({ from, until }) => ({ from, until })) }));
}
