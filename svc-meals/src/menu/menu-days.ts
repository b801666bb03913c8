import { MEAL_SLOTS, type Meal, type MenuDay } from '@hostel/contracts';
import { likedAmong } from '../meals/meal-likes';
import { toMeals, type MealsData } from '../meals/meal-store';
import type { MenuSlotDoc } from './menu-store';

/**
 * The days as the API shows them, each slot with its meals in the stored order. Meals are looked up now, so a
 * deleted meal has left the menu without anyone editing it.
 */
export async function toMenuDays(data: MealsData, dates: string[], slots: MenuSlotDoc[], readerId?: string): Promise<MenuDay[]> {
  const ids = [...new Set(slots.flatMap((slot) => slot.mealIds))];
  const [docs, liked] = await Promise.all([ids.length > 0 ? data.meals.find({ _id: { $in: ids } }) : [], readerId ? likedAmong(data.likes, readerId, ids) : new Set<string>()]);
  const meals = new Map((await toMeals(data, docs, liked)).map((meal) => [meal._id, meal]));
  return dates.map((date) => {
    const mealsOf = (slot: string): Meal[] =>
      (slots.find((doc) => doc.date === date && doc.slot === slot)?.mealIds ?? []).flatMap((id) => meals.get(id) ?? []);
    const [Breakfast, Lunch, Dinner] = MEAL_SLOTS.map(mealsOf) as [Meal[], Meal[], Meal[]];
    return { date, slots: { Breakfast, Lunch, Dinner } };
  });
}
