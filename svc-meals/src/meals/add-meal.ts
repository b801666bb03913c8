import { DuplicateKeyError, newId, outboxed, type Auditor } from '@hostel/platform';
import { dropMealLikes, recordMealLikes } from './meal-likes';
import { mealFieldsOf, type MealsData } from './meal-store';
import type { MealDoc, MealFields } from './meal-doc';

export type NewMeal = Omit<MealFields, '_id'> & { sourceUpcomingId?: string };

/**
 * Stores a new meal, or the meal of a published upcoming meal: with `sourceUpcomingId` the unique index makes
 * publishing idempotent, and the meal already published is returned. The likers it comes with (a published upcoming
 * meal's) become its like documents.
 */
export async function addMeal(data: MealsData, fields: NewMeal, audit?: Auditor): Promise<{ meal: MealDoc; created: boolean }> {
  let meal: MealDoc;
  const { likedBy, ...stored } = fields;
  // An admin's addition carries its audit entry in the new meal's outbox; the threshold worker's has none.
  const _id = newId();
  // Its likes are stored first, so the meal is never read with only some of them.
  const likes = await recordMealLikes(data.likes, _id, likedBy);
  const doc = audit ? outboxed({ ...stored, likes, _id }, audit({ target: { type: 'meal', id: _id }, after: mealFieldsOf({ ...fields, _id }) })) : { ...stored, likes, _id };
  try {
    meal = await data.meals.insertOne(doc);
  } catch (err) {
    await dropMealLikes(data.likes, _id);
    const published = err instanceof DuplicateKeyError && fields.sourceUpcomingId ? await data.meals.findOne({ sourceUpcomingId: fields.sourceUpcomingId }) : null;
    if (!published) throw err;
    // Its likes may not all be stored yet if the first publisher stopped half-way.
    await recordMealLikes(data.likes, published._id, likedBy);
    return { meal: published, created: false };
  }
  return { meal, created: true };
}
