import type { MealBody, UpcomingMeal } from '@hostel/contracts';
import { newId, outboxed, type Auditor } from '@hostel/platform';
import { mealFieldsOf, newMealFields } from '../meals/meal-store';
import { toUpcoming, type UpcomingCollection } from './upcoming-store';

/** The new upcoming meal carries its audit entry in its own outbox. */
export async function addUpcomingMeal(upcoming: UpcomingCollection, body: Omit<MealBody, 'upcomingMealId' | '_id'>, adminEmail: string, audit?: Auditor): Promise<UpcomingMeal> {
  const doc = { ...newMealFields(body, adminEmail), _id: newId(), published: false };
  return toUpcoming(await upcoming.insertOne(audit ? outboxed(doc, audit({ target: { type: 'upcoming meal', id: doc._id }, after: mealFieldsOf(doc) })) : doc), new Set());
}
