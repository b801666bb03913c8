import { conflict, insertOnce, refuse } from '@hostel/platform';
import { MESSAGES, type Boarder } from '@hostel/contracts';
import { firstOpenDate } from '../calendar/cutoffs';
import { assertWithinHorizon } from '../calendar/horizon';
import type { MessContext } from '../context';
import { boarderId, OPEN_END, stayId, type BoarderDoc, type StayDoc } from '../mess-store';
import { readTimeline } from '../settings/settings-history';
import { changeStay, toBoarder } from './stay-changes';
import { findBoarder, lastStayOf } from './stays';

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
  if (approved) await changeStay(ctx, from, () => ctx.db.stays.insertOne(stay));
  else await ctx.db.stays.insertOne(stay);
  return toBoarder(stay);
}
