import type { Meal, MealBody } from '@hostel/contracts';
import { conflict, type Auditor } from '@hostel/platform';
import { promoteUpcoming } from '../upcoming/promote-upcoming';
import type { UpcomingCollection } from '../upcoming/upcoming-store';
import { addMeal } from './add-meal';
import { newMealFields, toMeals, type MealsData } from './meal-store';

/**
 * POST /meals: a new meal, or the publication of an upcoming meal, named by `upcomingMealId` or by the `_id` of
 * the whole upcoming meal the spec's client posts. Publishing is idempotent however it is asked (one meal per
 * upcoming meal). Ids are the server's: the `_id` of an existing meal is a conflict (edits go through PATCH), and
 * any other `_id` is ignored, so a plain new meal gets an id of its own.
 */
export async function postMeal(data: MealsData, upcoming: UpcomingCollection, body: MealBody, adminEmail: string, audit?: Auditor): Promise<{ meal: Meal; created: boolean }> {
  const { meal, created } = await publishOrAdd(data, upcoming, body, adminEmail, audit);
  return { meal: (await toMeals(data, [meal]))[0]!, created };
}

async function publishOrAdd(data: MealsData, upcoming: UpcomingCollection, body: MealBody, adminEmail: string, audit?: Auditor) {
  const { upcomingMealId, _id: postedId, ...fields } = body;
  if (upcomingMealId) return promoteUpcoming(data, upcoming, upcomingMealId, audit);
  if (postedId) {
    if (await upcoming.findOne({ _id: postedId }, { projection: { _id: 1 } })) return promoteUpcoming(data, upcoming, postedId, audit);
    if (await data.meals.findOne({ _id: postedId }, { projection: { _id: 1 } })) throw conflict('This meal already exists; edit it instead');
  }
  return addMeal(data, newMealFields(fields, adminEmail), audit);
}
