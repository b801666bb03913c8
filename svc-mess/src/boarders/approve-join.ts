import { notFound, withOutbox, type Auditor, type Update } from '@hostel/platform';
import { MESSAGES, type Boarder } from '@hostel/contracts';
import { firstOpenDate } from '../calendar/cutoffs';
import type { MessContext } from '../context';
import { readTimeline } from '../settings/settings-history';
import { changeStay, toBoarder } from './stay-changes';
import { findBoarder, lastStayOf } from './stays';

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
  const approved = await changeStay(ctx, from, () => ctx.db.stays.findOneAndUpdate({ _id: last._id, status: 'pending' }, withOutbox(update, entry), { returnDocument: 'after' }));
  if (!approved) throw notFound(MESSAGES.noPendingJoin);
  return toBoarder(approved);
}
