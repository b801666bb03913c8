import { notFound } from '@hostel/platform';
import { todayInDhaka, type Leave } from '@hostel/contracts';
import { boardingStays } from '../boarders/boarder-of';
import type { MessContext } from '../context';
import { readTimeline } from '../settings/settings-history';
import { toLeave } from './to-leave';

/** Cancels a leave of the caller: the slots it turned off that are still unlocked and untouched since are on again. */
export async function cancelLeave(ctx: MessContext, userId: string, id: string): Promise<Leave> {
  await boardingStays(ctx, userId, todayInDhaka(ctx.clock.now()));
  const leave = await ctx.db.leaves.findOne({ _id: id, userId });
  if (!leave) throw notFound('No such leave.');
  if (leave.cancelledAt) return toLeave(leave);
  const timeline = await readTimeline(ctx.db);
  const now = ctx.clock.now();
  const off = await ctx.db.plan.find({ userId, leaveId: id, source: 'leave' });
  const restored = off.filter((doc) => !timeline.isLocked(doc.date, doc.slot, now));
  // Back to the default (on, no guests): the stored change is gone.
  const cancelled = await ctx.countsChange(restored, async () => {
    if (restored.length > 0) await ctx.db.plan.deleteMany({ _id: { $in: restored.map((doc) => doc._id) }, leaveId: id, source: 'leave' });
    return ctx.db.leaves.findOneAndUpdate({ _id: id }, { $set: { cancelledAt: now.toISOString() } }, { returnDocument: 'after' });
  });
  return toLeave(cancelled!);
}
