import { API, staleReadsOf, type Meal, type MealBody } from '@hostel/contracts';
import { notFound, type Update } from '@hostel/platform';
import { toMeals, type MealsData } from './meal-store';

/** Changes only the fields sent; a new title follows into the meal's reviews (the dashboards show it). */
export async function updateMeal(data: MealsData, id: string, patch: Partial<MealBody>): Promise<Meal> {
  const set = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const updated = await data.meals.findOneAndUpdate({ _id: id }, { $set: set } as Update);
  if (!updated) throw notFound('Meal not found');
  if (patch.title) await data.reviews.updateMany({ mealId: id }, { $set: { mealTitle: patch.title } });
  await data.listCache.changed({ stale: staleReadsOf(API.updateMeal, { id }) });
  return (await toMeals(data, [updated]))[0]!;
}
