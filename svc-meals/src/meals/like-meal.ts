import { MESSAGES } from '@hostel/contracts';
import { conflict, notFound } from '@hostel/platform';
import { recordMealLike } from './meal-likes';
import type { MealsData } from './meal-store';

/**
 * Likes once per student: the like is an insert under an id derived from the meal and the student, which every store
 * refuses a second time, whichever instance it reaches, and its count is the mark it took (meal-likes.ts).
 */
export async function likeMeal(data: MealsData, mealId: string, userId: string): Promise<{ likes: number }> {
  const meal = await data.meals.findOne({ _id: mealId }, { projection: { likes: 1 } });
  if (!meal) throw notFound('Meal not found');
  const likes = await recordMealLike(data.likes, mealId, userId, meal.likes);
  if (likes === undefined) throw conflict(MESSAGES.alreadyLiked);
  // Where the next count starts reading the marks: a copy, so one that a concurrent write lost costs a read, not a like.
  await data.meals.updateOne({ _id: mealId, likes: { $lt: likes } }, { $set: { likes } });
  return { likes };
}
