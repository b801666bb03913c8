import { dhakaTime, MEAL_SLOTS, shiftDate, todayInDhaka, type MealSlot, type MessSettings } from '@hostel/contracts';

/**
 * When each slot locks (DESIGN §9): its cutoff time in Dhaka, `daysBefore` days before the slot's date. Dhaka is
 * UTC+6 all year, so the instant is written with that offset; nothing here reads the process's own time zone.
 */
export function cutoffAt(settings: Pick<MessSettings, 'cutoffs'>, date: string, slot: MealSlot): Date {
  const { daysBefore, time } = settings.cutoffs[slot];
  return dhakaTime(shiftDate(date, -daysBefore), time);
}

/** A slot locks at its cutoff: from that instant on (21:59:59 is open, 22:00:00 is not) it never changes. */
export const isLocked = (settings: Pick<MessSettings, 'cutoffs'>, date: string, slot: MealSlot, now: Date): boolean =>
  now.getTime() >= cutoffAt(settings, date, slot).getTime();

/** The furthest a cutoff can lie before its day (daysBefore ≤ 7), plus today. */
const LOOKAHEAD_DAYS = 9;

/** The first day, from today in Dhaka, whose three slots are all still open: joining and leaving start there at the earliest. */
export function firstOpenDate(locks: { isLocked(date: string, slot: MealSlot, now: Date): boolean }, now: Date): string {
  let date = todayInDhaka(now);
  for (let day = 0; day < LOOKAHEAD_DAYS; day++, date = shiftDate(date, 1)) {
    if (MEAL_SLOTS.every((slot) => !locks.isLocked(date, slot, now))) return date;
  }
  return date;
}

/** Every day from `from` to `to`, inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = shiftDate(date, 1)) dates.push(date);
  return dates;
}
