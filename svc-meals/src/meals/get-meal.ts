import type { MealDetails } from '@hostel/contracts';
import { notFound } from '@hostel/platform';
import { toMeals, toReview, type MealsData } from './meal-store';

/** One meal with its reviews, newest first. */
export async function getMeal(data: MealsData, id: string): Promise<MealDetails> {
  const doc = await data.meals.findOne({ _id: id });
  if (!doc) throw notFound('Meal not found');
  const [[meal], reviews] = await Promise.all([toMeals(data, [doc]), data.reviews.find({ mealId: id }, { sort: { time: -1 } })]);
  return { ...meal!, reviews: reviews.map(toReview) };
}
