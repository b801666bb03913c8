import { EVENTS, type MealSlot, type MenuSlotChanged } from '@hostel/contracts';
import { newEvent, withOutbox, type EventEnvelope, type Update } from '@hostel/platform';

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
