import type { Meal, MealBody } from '@hostel/contracts';
import { notFound, withOutbox, type Auditor, type Update } from '@hostel/platform';
import { republishMenuOf } from '../menu/menu-event';
import { mealFieldsOf, toMeals, type MealsData } from './meal-store';

/** Changes only the fields sent; a new title follows into the meal's reviews (the dashboards show it). */
export async function updateMeal(data: MealsData, id: string, patch: Partial<MealBody>, audit?: Auditor): Promise<Meal> {
  const set = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const current = await data.meals.findOne({ _id: id });
  if (!current) throw notFound('Meal not found');
  // The entry keeps the fields sent, as they were and as they became; it rides in the meal's own write.
  const before = Object.fromEntries(Object.keys(set).map((key) => [key, (mealFieldsOf(current) as Record<string, unknown>)[key] ?? null]));
  const update = { $set: set } as Update;
  const updated = await data.meals.findOneAndUpdate({ _id: id }, audit ? withOutbox(update, audit({ target: { type: 'meal', id }, before, after: set })) : update);
  if (!updated) throw notFound('Meal not found');
  if (patch.title) {
    await data.reviews.updateMany({ mealId: id }, { $set: { mealTitle: patch.title } });
    await republishMenuOf(data, id);
  }
  return (await toMeals(data, [updated]))[0]!;
}
