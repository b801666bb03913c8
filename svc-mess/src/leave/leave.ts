import { findPage, notFound, refuse } from '@hostel/platform';
import { MEAL_SLOTS, shiftDate, type Leave } from '@hostel/contracts';
import { boarderOf, boardsOn } from '../boarders/boarders';
import { datesBetween } from '../calendar/cutoffs';
import type { MessContext, SlotKey } from '../context';
import type { LeaveDoc } from '../mess-store';
import { storeSlot } from '../plan/plan';
import { readTimeline } from '../settings/settings-history';

/** The longest leave: a term break. */
export const MAX_LEAVE_DAYS = 62;

const toLeave = (doc: LeaveDoc): Leave => ({
  id: doc._id,
  userId: doc.userId,
  from: doc.from,
  to: doc.to,
  ...(doc.reason ? { reason: doc.reason } : {}),
  createdAt: doc.createdAt,
  slotsOff: doc.slotsOff,
  ...(doc.cancelledAt ? { cancelledAt: doc.cancelledAt } : {}),
});

/** Turns off every unlocked slot of the caller from `from` to `to` inclusive (DESIGN §9); locked ones stay as they were. */
export async function takeLeave(ctx: MessContext, userId: string, input: { from: string; to: string; reason?: string }): Promise<Leave> {
  if (input.to > shiftDate(input.from, MAX_LEAVE_DAYS - 1)) throw refuse(400, 'leaveTooLong', { count: MAX_LEAVE_DAYS });
  const boarder = await boarderOf(ctx, userId);
  const timeline = await readTimeline(ctx.db);
  const now = ctx.clock.now();
  const slots: SlotKey[] = datesBetween(input.from, input.to)
    .filter((date) => boardsOn(boarder, date))
    .flatMap((date) => MEAL_SLOTS.map((slot) => ({ date, slot })))
    .filter(({ date, slot }) => !timeline.isLocked(date, slot, now));
  const leave = await ctx.countsChange(slots, async () => {
    const leave = await ctx.db.leaves.insertOne({ userId, from: input.from, to: input.to, ...(input.reason ? { reason: input.reason } : {}), createdAt: now.toISOString(), slotsOff: slots.length });
    for (const { date, slot } of slots) await storeSlot(ctx, { userId, date, slot }, { on: false, guests: 0, source: 'leave', leaveId: leave._id });
    return leave;
  });
  return toLeave(leave);
}

/** Cancels a leave of the caller: the slots it turned off that are still unlocked and untouched since are on again. */
export async function cancelLeave(ctx: MessContext, userId: string, id: string): Promise<Leave> {
  await boarderOf(ctx, userId);
  const leave = await ctx.db.leaves.findOne({ _id: id, userId });
  if (!leave) throw notFound('No such leave.');
  if (leave.cancelledAt) return toLeave(leave);
  const timeline = await readTimeline(ctx.db);
  const now = ctx.clock.now();
  const off = await ctx.db.plan.find({ userId, leaveId: id, source: 'leave' });
  const restored = off.filter((doc) => !timeline.isLocked(doc.date, doc.slot, now));
  // Back to the default (on, no guests): the stored change is gone.
  const cancelled = await ctx.countsChange(restored, async () => {
    for (const doc of restored) await ctx.db.plan.deleteOne({ _id: doc._id, leaveId: id, source: 'leave' });
    return ctx.db.leaves.findOneAndUpdate({ _id: id }, { $set: { cancelledAt: now.toISOString() } }, { returnDocument: 'after' });
  });
  return toLeave(cancelled!);
}

/** A page of the caller's leaves, newest first; cancelled ones carry `cancelledAt` (DESIGN §9's My Meals lists them). */
export async function listLeaves(ctx: MessContext, userId: string, query: { page?: number; limit?: number }) {
  await boarderOf(ctx, userId);
  const page = await findPage(ctx.db.leaves, { userId }, { page: query.page, limit: query.limit, pageSize: 20, sort: { createdAt: -1, _id: -1 } });
  return { data: page.items.map(toLeave), total: page.total, totalPages: page.totalPages };
}
