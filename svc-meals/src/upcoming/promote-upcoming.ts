import { notFound, type Auditor } from '@hostel/platform';
import { addMeal } from '../meals/add-meal';
import { mealFieldsOf, type MealsData } from '../meals/meal-store';
import type { MealDoc } from '../meals/meal-doc';
import { likersOf } from './upcoming-likes';
import type { UpcomingCollection } from './upcoming-store';

/**
 * Copies an upcoming meal into the meals collection exactly once (unique sourceUpcomingId), whether the
 * threshold event or an admin's Publish gets there first, and marks it published. The meal keeps its likes, read
 * from the like documents: the upcoming meal's own copy may still lack the latest likes (see like-upcoming-meal).
 */
export async function promoteUpcoming(data: MealsData, upcoming: UpcomingCollection, upcomingId: string, audit?: Auditor): Promise<{ meal: MealDoc; created: boolean }> {
  const source = await upcoming.findOne({ _id: upcomingId });
  if (!source) throw notFound('Upcoming meal not found');
  const likedBy = await likersOf(upcoming.likes, upcomingId, source.likedBy);
  const { _id, ...fields } = mealFieldsOf({ ...source, likedBy, likes: likedBy.length });
  const result = await addMeal(data, { ...fields, createdAt: new Date().toISOString(), sourceUpcomingId: _id }, audit);
  await upcoming.updateOne({ _id: upcomingId, published: { $ne: true } }, { $set: { published: true } });
  return result;
}
