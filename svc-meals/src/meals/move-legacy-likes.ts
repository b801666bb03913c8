import type { Collection } from '@hostel/platform';
import { recordMealLikes, type MealLikes } from './meal-likes';
import type { MealDoc } from './meal-doc';

/**
 * Moves the likers meals kept in their own document (`likedBy`) to like documents, once at start. Safe to run again
 * and on several instances at once: a like already moved is refused as a duplicate, and the list goes only after
 * every like of the meal is stored. The meal's `likes` counter of those days becomes the count of its marks.
 */
export async function moveLegacyLikes(meals: Collection<MealDoc>, likes: MealLikes): Promise<number> {
  const legacy = await meals.find({ likedBy: { $exists: true } }, { projection: { likedBy: 1 } });
  for (const meal of legacy) {
    await recordMealLikes(likes, meal._id, meal.likedBy ?? []);
    const count = await likes.marks.count({ mealId: meal._id });
    await meals.updateOne({ _id: meal._id }, { $set: { likes: count }, $unset: { likedBy: '' } });
  }
  return legacy.length;
}
