import { API, staleReadsOf, type MealSlot, type MenuDay } from '@hostel/contracts';
import { badRequest } from '@hostel/platform';
import type { MealsData } from '../meals/meal-store';
import { toMenuDays } from './menu-days';

/**
 * Replaces one slot of one day with the given meals (an empty list clears it) and answers the day. Every meal must
 * exist. A meal's details say when it is next served, so the cached answers of the meals it touches go stale.
 */
export async function setMenuSlot(data: MealsData, date: string, slot: MealSlot, mealIds: string[]): Promise<MenuDay> {
  if (mealIds.length > 0) {
    const found = await data.meals.find({ _id: { $in: mealIds } }, { projection: { _id: 1 } });
    const missing = mealIds.filter((id) => !found.some((meal) => meal._id === id));
    if (missing.length > 0) throw badRequest(`mealIds: no such meal: ${missing.join(', ')}`);
  }
  await data.menu.findOneAndUpdate(
    { date, slot },
    { $set: { mealIds, updatedAt: new Date().toISOString() } },
    { upsert: true },
  );
  await data.listCache.changed({ stale: staleReadsOf(API.setMenuSlot, { date, slot }) });
  const [day] = await toMenuDays(data, [date], await data.menu.find({ date }));
  return day!;
}
