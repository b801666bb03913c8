import { MEAL_SLOTS, todayInDhaka, type NextServed } from '@hostel/contracts';
import type { MenuCollection } from './menu-store';

/** The first slot from today (Dhaka) on whose menu lists the meal, or null. */
export async function nextServed(menu: MenuCollection, mealId: string, now: Date = new Date()): Promise<NextServed | null> {
  // A day has at most one document per slot, so the first three by date hold the earliest day's slots.
  const slots = await menu.find({ mealIds: mealId, date: { $gte: todayInDhaka(now) } }, { sort: { date: 1 }, limit: MEAL_SLOTS.length });
  const earliest = slots.filter((slot) => slot.date === slots[0]?.date);
  const first = earliest.sort((a, b) => MEAL_SLOTS.indexOf(a.slot) - MEAL_SLOTS.indexOf(b.slot))[0];
  return first ? { date: first.date, slot: first.slot } : null;
}
