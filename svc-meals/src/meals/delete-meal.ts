import { API, staleReadsOf } from '@hostel/contracts';
import { notFound } from '@hostel/platform';
import type { MealsData } from './meal-store';

/** A deleted meal takes its reviews with it; resolves with how many meals the store deleted. */
export async function deleteMeal(data: MealsData, id: string): Promise<number> {
  const deleted = await data.meals.deleteOne({ _id: id });
  if (deleted === 0) throw notFound('Meal not found');
  await data.reviews.deleteMany({ mealId: id });
  await data.listCache.changed({ stale: staleReadsOf(API.deleteMeal, { id }) });
  return deleted;
}
