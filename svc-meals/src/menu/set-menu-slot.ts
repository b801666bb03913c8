import type { MealSlot, MenuDay } from '@hostel/contracts';
import { refuse, withOutbox, type Auditor } from '@hostel/platform';
import type { MealsData } from '../meals/meal-store';
import { toMenuDays } from './menu-days';
import { menuSlotUpdate } from './menu-event';

/**
 * Replaces one slot of one day with the given meals (an empty list clears it) and answers the day. Every meal must
 * exist. A meal's details say when it is next served, so the cached answers of the meals it touches go stale.
 */
export async function setMenuSlot(data: MealsData, date: string, slot: MealSlot, mealIds: string[], audit?: Auditor): Promise<MenuDay> {
  const found = mealIds.length > 0 ? await data.meals.find({ _id: { $in: mealIds } }, { projection: { _id: 1, title: 1 } }) : [];
  const missing = mealIds.filter((id) => !found.some((meal) => meal._id === id));
  if (missing.length > 0) throw refuse(400, 'noSuchMeals', { ids: missing.join(', ') });
  // The slot's menu.slot_changed travels in the same write: svc-mess shows the meals in its plans and headcount.
  const update = menuSlotUpdate(date, slot, mealIds, found, new Date().toISOString());
  const before = audit ? ((await data.menu.findOne({ date, slot }))?.mealIds ?? []) : [];
  const target = { type: 'menu slot', id: `${date} ${slot}` };
  await data.menu.findOneAndUpdate({ date, slot }, audit ? withOutbox(update, audit({ target, before: { mealIds: before }, after: { mealIds } })) : update, { upsert: true });
  const [day] = await toMenuDays(data, [date], await data.menu.find({ date }));
  return day!;
}
