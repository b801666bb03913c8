import { RATING_MAX, type MealDetails } from '@hostel/contracts';
import { notFound } from '@hostel/platform';
import { nextServed } from '../menu/next-served';
import { readyJson, type ReadyBody } from './meal-list-cache';
import { toMeals, toReview, type MealsData } from './meal-store';

/** One meal with its reviews, newest first, how many it has of each rating, and when the menu serves it next. */
export async function getMeal(data: MealsData, id: string): Promise<MealDetails> {
  const doc = await data.meals.findOne({ _id: id });
  if (!doc) throw notFound('Meal not found');
  const [[meal], reviews, next] = await Promise.all([
    toMeals(data, [doc]),
    data.reviews.find({ mealId: id }, { sort: { time: -1 } }),
    nextServed(data.menu, id),
  ]);
  const ratingCounts = Array.from({ length: RATING_MAX }, (_, index) => reviews.filter((review) => review.rating === index + 1).length);
  return { ...meal!, reviews: reviews.map(toReview), nextServed: next, ratingCounts };
}

/** GET /meals/:id as ready-to-send bytes, through the read cache (an unknown id is not cached: it throws). */
export function readMeal(data: MealsData, id: string): Promise<ReadyBody> {
  return data.listCache.meal(id, async () => readyJson(await getMeal(data, id)));
}
