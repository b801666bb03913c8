import { EVENTS, todayInDhaka, type MealSlot, type MenuSlotChanged } from '@hostel/contracts';
import { newEvent, withOutbox, type EventEnvelope, type Update } from '@hostel/platform';
import type { MealsData } from '../meals/meal-store';
import type { MenuSlotDoc } from './menu-store';

/**
 * `menu.slot_changed`: the slot's meals (ids and titles, in the admin's order) as set. svc-mess keeps them for each
 * plan and headcount slot (DESIGN §9) without reading this service's database.
 */
export function menuSlotEvent(date: string, slot: MealSlot, meals: { _id: string; title: string }[], updatedAt: string): EventEnvelope<MenuSlotChanged> {
  return newEvent<MenuSlotChanged>(EVENTS.menuSlotChanged, { date, slot, meals: meals.map((meal) => ({ id: meal._id, title: meal.title })), updatedAt });
}

/** Sets a slot's meals and stores its event in the same single-document write (the outbox, DESIGN §4). */
export function menuSlotUpdate(date: string, slot: MealSlot, mealIds: string[], meals: { _id: string; title: string }[], updatedAt: string): Update {
  const byId = new Map(meals.map((meal) => [meal._id, meal]));
  const ordered = mealIds.flatMap((id) => byId.get(id) ?? []);
  return withOutbox({ $set: { mealIds, updatedAt } }, menuSlotEvent(date, slot, ordered, updatedAt));
}

/**
 * A meal renamed or deleted: each slot from today (Dhaka) that serves it publishes its meals again, so svc-mess shows
 * the new title or drops the meal. Past days keep what they served. A slot set meanwhile is skipped (the `updatedAt`
 * guard): its own event already carries its meals.
 */
export async function republishMenuOf(data: MealsData, mealId: string, now: Date = new Date()): Promise<void> {
  const slots = await data.menu.find({ mealIds: mealId, date: { $gte: todayInDhaka(now) } });
  if (slots.length === 0) return;
  const ids = [...new Set(slots.flatMap((slot) => slot.mealIds))];
  const meals = await data.meals.find({ _id: { $in: ids } }, { projection: { _id: 1, title: 1 } });
  const byId = new Map(meals.map((meal) => [meal._id, meal]));
  // Later than the slot's own setting even when the clock of the instance that set it ran ahead.
  const updatedAt = (slot: MenuSlotDoc) => new Date(Math.max(now.getTime(), Date.parse(slot.updatedAt) + 1)).toISOString();
  for (const slot of slots) {
    const at = updatedAt(slot);
    const event = menuSlotEvent(slot.date, slot.slot, slot.mealIds.flatMap((id) => byId.get(id) ?? []), at);
    await data.menu.updateOne({ _id: slot._id, updatedAt: slot.updatedAt }, withOutbox({ $set: { updatedAt: at } }, event));
  }
}
