import { MEAL_SLOTS, type HeadcountDay } from '@hostel/contracts';
import type { SlotKey } from './count-marks';
import { approvedStaysBetween, boardsOn, staysByUser } from '../boarders/stays';
import { datesBetween } from '../calendar/cutoffs';
import type { MessContext } from '../context';
import type { PlanSlotDoc, StayDoc } from '../mess-store';
import { menuOfDays } from '../menu/menu-read-model';
import { recentTimeline } from '../settings/settings-history';
import { keptCounts, storeCounts, stampNow, type DayCount, type KeptDay } from './slot-counts';
import { readStaysVersion } from './stays-version';

/**
 * Boarders present on `date` and each slot's count from the stored changes (closures aside): the one rule the kept
 * counts are read by.
 */
function countDay(date: string, stays: StayDoc[], changes: PlanSlotDoc[], staysOfUser: Map<string, StayDoc[]>): DayCount {
  // A boarder's stays never overlap: one stay on the day is one boarder.
  const present = stays.filter((stay) => boardsOn([stay], date)).length;
  const counts = Object.fromEntries(MEAL_SLOTS.map((slot) => [slot, { on: present, guests: 0 }])) as DayCount['counts'];
  for (const change of changes) {
    if (change.date !== date) continue;
    if (!boardsOn(staysOfUser.get(change.userId) ?? [], date)) continue;
    if (!change.on) counts[change.slot].on--;
    else counts[change.slot].guests += change.guests;
  }
  return { present, counts };
}

/**
 * Every day of [from, to] counted from the plans as they are now (a boarder's slot is on unless a stored change or a
 * closure says otherwise), whatever instance wrote what. Reads the stays, plans and closures of the range by their
 * fields: only the count tick and the first read of a day after a change of stays come here.
 */
export async function countDays(ctx: Pick<MessContext, 'db'>, from: string, to: string): Promise<Map<string, DayCount>> {
  const [stays, changes, closures] = await Promise.all([
    approvedStaysBetween(ctx, from, to),
    ctx.db.plan.find({ date: { $gte: from, $lte: to } }),
    ctx.db.closures.find({ date: { $gte: from, $lte: to } }),
  ]);
  const staysOfUser = staysByUser(stays);
  const closed = new Map(closures.map((closure) => [closure.date, closure.slots]));
  return new Map(
    datesBetween(from, to).map((date) => {
      const day = countDay(date, stays, changes, staysOfUser);
      for (const slot of closed.get(date) ?? []) day.counts[slot] = { on: 0, guests: 0 };
      return [date, day];
    }),
  );
}

/**
 * The kitchen's numbers for every day of [from, to], from the counts kept per slot (read by id). A day with a slot
 * not counted yet, or counted before the stays last changed, is counted now and kept. A slot says `pending` while a
 * change of it is marked and not yet recounted.
 */
export async function headcountDays(ctx: Pick<MessContext, 'db' | 'clock' | 'slotWrites'>, from: string, to: string): Promise<HeadcountDay[]> {
  const dates = datesBetween(from, to);
  // Stamped and versioned before anything is read: a count kept from this read holds whatever was written before.
  const countedAt = stampNow();
  const staysVersion = await readStaysVersion(ctx.db);
  const [timeline, kept, menu] = await Promise.all([recentTimeline(ctx.db), keptCounts(ctx.db, dates), menuOfDays(ctx.db.menu, dates)]);
  const stale = dates.filter((date) => MEAL_SLOTS.some((slot) => kept.get(date)![slot]?.staysVersion !== staysVersion));
  if (stale.length > 0) {
    const fresh = await countDays(ctx, stale[0]!, stale.at(-1)!);
    // A change marked and not yet recounted stays pending: its write may not be in these numbers either.
    const pendingOf = ({ date, slot }: SlotKey) => kept.get(date)![slot]?.pending ?? false;
    await storeCounts(ctx.db, fresh, { countedAt, staysVersion, pendingOf, publish: false, keys: stale.flatMap((date) => MEAL_SLOTS.map((slot) => ({ date, slot }))) });
    for (const date of stale) {
      const { present, counts } = fresh.get(date)!;
      const day: KeptDay = {};
      for (const slot of MEAL_SLOTS) day[slot] = { ...counts[slot], present, staysVersion, countedAt, pending: pendingOf({ date, slot }) };
      kept.set(date, day);
    }
  }
  const now = ctx.clock.now();
  return dates.map((date) => ({
    date,
    slots: MEAL_SLOTS.map((slot) => {
      const { on, guests, present, pending, countedAt: keptAt } = kept.get(date)![slot]!;
      const behind = ctx.slotWrites?.behind({ date, slot }, keptAt) ?? false;
      return { slot, on, guests, plates: on + guests, off: present - on, pending: pending || behind, locked: timeline.isLocked(date, slot, now), cutoffAt: timeline.cutoffAt(date, slot).toISOString(), meals: menu.of(date, slot) };
    }),
  }));
}
