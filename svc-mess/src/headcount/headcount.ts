import { MEAL_SLOTS, type HeadcountDay, type MealSlot } from '@hostel/contracts';
import { approvedStaysBetween, boardsOn, staysByUser } from '../boarders/stays';
import { datesBetween } from '../calendar/cutoffs';
import type { MessContext } from '../context';
import type { PlanSlotDoc, StayDoc } from '../mess-store';
import { menuBetween } from '../menu/menu-read-model';
import { readTimeline } from '../settings/settings-history';

/**
 * Boarders present on `date` and each slot's count from the stored changes (closures aside): the one rule both the
 * headcount read and the count tick apply.
 */
function countDay(date: string, stays: StayDoc[], changes: PlanSlotDoc[], staysOfUser: Map<string, StayDoc[]>) {
  // A boarder's stays never overlap: one stay on the day is one boarder.
  const present = stays.filter((stay) => boardsOn([stay], date)).length;
  const counts = Object.fromEntries(MEAL_SLOTS.map((slot) => [slot, { on: present, guests: 0 }])) as Record<MealSlot, { on: number; guests: number }>;
  for (const change of changes) {
    if (change.date !== date) continue;
    if (!boardsOn(staysOfUser.get(change.userId) ?? [], date)) continue;
    if (!change.on) counts[change.slot].on--;
    else counts[change.slot].guests += change.guests;
  }
  return { present, counts };
}

/**
 * The kitchen's numbers for every day of [from, to], counted from the plans as they are now: a boarder's slot is
 * on unless a stored change or a closure says otherwise, so the count is exact whatever instance wrote what.
 */
export async function headcountDays(ctx: Pick<MessContext, 'db' | 'clock'>, from: string, to: string): Promise<HeadcountDay[]> {
  const [timeline, stays, changes, closures, menu] = await Promise.all([
    readTimeline(ctx.db),
    approvedStaysBetween(ctx, from, to),
    ctx.db.plan.find({ date: { $gte: from, $lte: to } }),
    ctx.db.closures.find({ date: { $gte: from, $lte: to } }),
    menuBetween(ctx.db.menu, from, to),
  ]);
  const now = ctx.clock.now();
  const staysOfUser = staysByUser(stays);
  const closed = new Map(closures.map((closure) => [closure.date, new Set(closure.slots)]));
  return datesBetween(from, to).map((date) => {
    const { present, counts } = countDay(date, stays, changes, staysOfUser);
    return {
      date,
      slots: MEAL_SLOTS.map((slot) => {
        const isClosed = closed.get(date)?.has(slot) ?? false;
        const { on, guests } = isClosed ? { on: 0, guests: 0 } : counts[slot];
        return { slot, on, guests, plates: on + guests, off: present - on, locked: timeline.isLocked(date, slot, now), cutoffAt: timeline.cutoffAt(date, slot).toISOString(), meals: menu.of(date, slot) };
      }),
    };
  });
}

/**
 * One day's counts only (on and guests per slot), for the count tick: the same rule as headcountDays with just the
 * reads it needs (no settings, no menu), since every read of a pass delays an admin's screen.
 */
export async function slotCountsOn(ctx: Pick<MessContext, 'db'>, date: string): Promise<Record<MealSlot, { on: number; guests: number }>> {
  const [stays, changes, closure] = await Promise.all([
    approvedStaysBetween(ctx, date, date),
    ctx.db.plan.find({ date }),
    ctx.db.closures.findOne({ date }),
  ]);
  const { counts } = countDay(date, stays, changes, staysByUser(stays));
  for (const slot of closure?.slots ?? []) counts[slot] = { on: 0, guests: 0 };
  return counts;
}
