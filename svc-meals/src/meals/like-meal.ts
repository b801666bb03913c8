import { API, MESSAGES, staleReadsOf } from '@hostel/contracts';
import { conflict, notFound } from '@hostel/platform';
import type { MealsData } from './meal-store';

/** One atomic conditional update: the like applies only if this user is not in likedBy yet. */
export async function likeMeal(data: MealsData, mealId: string, userId: string): Promise<{ likes: number }> {
  const updated = await data.meals.findOneAndUpdate(
    { _id: mealId, likedBy: { $ne: userId } },
    { $addToSet: { likedBy: userId }, $inc: { likes: 1 } },
  );
  if (!updated) {
    if (!(await data.meals.findOne({ _id: mealId }, { projection: { _id: 1 } }))) throw notFound('Meal not found');
    throw conflict(MESSAGES.alreadyLiked);
  }
  // A like changes this meal's likers only: the caches patch them in (no list's ids change, nothing is re-read).
  await data.listCache.changed({ stale: staleReadsOf(API.likeMeal, { id: mealId }), likers: { id: mealId, likedBy: updated.likedBy } });
  return { likes: updated.likedBy.length };
}
