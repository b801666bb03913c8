import { forbidden } from '@hostel/platform';
import { MESSAGES, todayInDhaka } from '@hostel/contracts';
import type { MessContext } from '../context';
import type { BoarderDoc, StayDoc } from '../mess-store';
import { findBoarder, lastStayOf, staysOf } from './stays';

export const NOT_A_BOARDER = MESSAGES.notBoarderJoinFirst;

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
