import { DuplicateKeyError, refuse } from '@hostel/platform';
import { MEAL_SLOTS, shiftDate, todayInDhaka, type Leave } from '@hostel/contracts';
import { boardingStays } from '../boarders/boarder-of';
import { boardsOn } from '../boarders/stays';
import { datesBetween } from '../calendar/cutoffs';
import { assertWithinHorizon } from '../calendar/horizon';
import type { MessContext } from '../context';
import type { SlotKey } from '../headcount/count-marks';
import { planSlotId, type PlanSlotDoc } from '../mess-store';
import { storeSlot } from '../plan/store-slot';
import { readTimeline } from '../settings/settings-history';
import { toLeave } from './to-leave';

/** The longest leave: a term break. */
export const MAX_LEAVE_DAYS = 62;
/** Leaves a boarder may have ahead at once (not cancelled, not ended): each holds slot documents every count reads. */
export const MAX_FUTURE_LEAVES = 10;

/** Turns off every unlocked slot of the caller from `from` to `to` inclusive (DESIGN §9); locked ones stay as they were. */
export async function takeLeave(ctx: MessContext, userId: string, input: { from: string; to: string; reason?: string }): Promise<Leave> {
  if (input.to > shiftDate(input.from, MAX_LEAVE_DAYS - 1)) throw refuse(400, 'leaveTooLong', { count: MAX_LEAVE_DAYS });
  const { stays } = await boardingStays(ctx, userId, input.from);
  const timeline = await readTimeline(ctx.db);
  const now = ctx.clock.now();
  assertWithinHorizon(timeline.current, now, input.to);
  const ahead = await ctx.db.leaves.count({ userId, to: { $gte: todayInDhaka(now) }, cancelledAt: { $exists: false } });
  if (ahead >= MAX_FUTURE_LEAVES) throw refuse(409, 'tooManyLeaves', { count: MAX_FUTURE_LEAVES });
  const slots: SlotKey[] = datesBetween(input.from, input.to)
    .filter((date) => boardsOn(stays, date))
    .flatMap((date) => MEAL_SLOTS.map((slot) => ({ date, slot })))
    .filter(({ date, slot }) => !timeline.isLocked(date, slot, now));
  const leave = await ctx.countsChange(slots, async () => {
    const leave = await ctx.db.leaves.insertOne({ userId, from: input.from, to: input.to, ...(input.reason ? { reason: input.reason } : {}), createdAt: now.toISOString(), slotsOff: slots.length });
    await storeLeaveSlots(ctx, userId, leave._id, slots);
    return leave;
  });
  return toLeave(leave);
}

/**
 * Turns the leave's slots off in bulk: the boarder's own switches among them updated in one write, the others
 * inserted in one. A switch landing meanwhile (or a slot stored before ids were derived) meets a unique key; the
 * slots left are then stored one by one.
 */
async function storeLeaveSlots(ctx: MessContext, userId: string, leaveId: string, slots: SlotKey[]): Promise<void> {
  const off = { on: false, guests: 0, source: 'leave' as const, leaveId };
  const ids = slots.map(({ date, slot }) => planSlotId(userId, date, slot));
  const existing = new Set((await ctx.db.plan.find({ _id: { $in: ids } }, { projection: { _id: 1 } })).map((doc) => doc._id));
  const updatedAt = new Date().toISOString();
  if (existing.size > 0) await ctx.db.plan.updateMany({ _id: { $in: [...existing] } }, { $set: { ...off, updatedAt } });
  const fresh: PlanSlotDoc[] = slots.filter((_, index) => !existing.has(ids[index]!)).map(({ date, slot }) => ({ _id: planSlotId(userId, date, slot), userId, date, slot, ...off, updatedAt }));
  try {
    if (fresh.length > 0) await ctx.db.plan.insertMany(fresh);
  } catch (err) {
    if (!(err instanceof DuplicateKeyError)) throw err;
    for (const doc of fresh) await storeSlot(ctx, { userId, date: doc.date, slot: doc.slot }, off);
  }
}
