import type { MealBody, UpcomingMeal } from '@hostel/contracts';
import { newMealFields } from '../meals/meal-store';
import { toUpcoming, type UpcomingCollection } from './upcoming-store';

export async function addUpcomingMeal(upcoming: UpcomingCollection, body: Omit<MealBody, 'upcomingMealId' | '_id'>, adminEmail: string): Promise<UpcomingMeal> {
  return toUpcoming(await upcoming.insertOne({ ...newMealFields(body, adminEmail), published: false }));
}
