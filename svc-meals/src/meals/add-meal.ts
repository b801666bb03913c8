import { API, staleReadsOf } from '@hostel/contracts';
import { DuplicateKeyError, newId, outboxed, type Auditor } from '@hostel/platform';
import { mealFieldsOf, type MealDoc, type MealFields, type MealsData } from './meal-store';

export type NewMeal = Omit<MealFields, '_id'> & { sourceUpcomingId?: string };

/**
 * Stores a new meal, or the meal of a published upcoming meal: with `sourceUpcomingId` the unique index makes
 * publishing idempotent, and the meal already published is returned.
 */
export async function addMeal(data: MealsData, fields: NewMeal, audit?: Auditor): Promise<{ meal: MealDoc; created: boolean }> {
  let meal: MealDoc;
  // An admin's addition carries its audit entry in the new meal's outbox; the threshold worker's has none.
  const _id = newId();
  const doc = audit ? outboxed({ ...fields, _id }, audit({ target: { type: 'meal', id: _id }, after: mealFieldsOf({ ...fields, _id }) })) : { ...fields, _id };
  try {
    meal = await data.meals.insertOne(doc);
  } catch (err) {
    const published = err instanceof DuplicateKeyError && fields.sourceUpcomingId ? await data.meals.findOne({ sourceUpcomingId: fields.sourceUpcomingId }) : null;
    if (published) return { meal: published, created: false };
    throw err;
  }
  // Also a published upcoming meal: what adding a meal changes is postMeal's to declare.
  await data.listCache.changed({ stale: staleReadsOf(API.postMeal, {}) });
  return { meal, created: true };
}
