import { API, staleReadsOf } from '@hostel/contracts';
import { notFound } from '@hostel/platform';
import type { MealsData } from './meal-store';

/** A deleted meal takes its reviews with it. */
export async function deleteMeal(data: MealsData, id: string): Promise<void> {
  if ((await data.meals.deleteOne({ _id: id })) === 0) throw notFound('Meal not found');
  await data.reviews.deleteMany({ mealId: id });
  await data.listCache.changed({ stale: staleReadsOf(API.deleteMeal, { id }) });
}
