import { API, staleReadsOf } from '@hostel/contracts';
import { DuplicateKeyError } from '@hostel/platform';
import type { MealDoc, MealFields, MealsData } from './meal-store';

export type NewMeal = Omit<MealFields, '_id'> & { sourceUpcomingId?: string };

/**
 * Stores a new meal, or the meal of a published upcoming meal: with `sourceUpcomingId` the unique index makes
 * publishing idempotent, and the meal already published is returned.
 */
export async function addMeal(data: MealsData, fields: NewMeal): Promise<{ meal: MealDoc; created: boolean }> {
  let meal: MealDoc;
  try {
    meal = await data.meals.insertOne(fields);
  } catch (err) {
    const published = err instanceof DuplicateKeyError && fields.sourceUpcomingId ? await data.meals.findOne({ sourceUpcomingId: fields.sourceUpcomingId }) : null;
    if (published) return { meal: published, created: false };
    throw err;
  }
  // Also a published upcoming meal: what adding a meal changes is postMeal's to declare.
  await data.listCache.changed({ stale: staleReadsOf(API.postMeal, {}) });
  return { meal, created: true };
}
