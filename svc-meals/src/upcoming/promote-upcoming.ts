import { notFound } from '@hostel/platform';
import { addMeal } from '../meals/manage-meals';
import type { MealDoc, MealsData } from '../meals/meal-store';
import type { UpcomingCollection } from './upcoming-store';

/**
 * Copies an upcoming meal into the meals collection exactly once (unique sourceUpcomingId), whether the
 * threshold event or an admin's Publish gets there first, and marks it published.
 */
export async function promoteUpcoming(data: MealsData, upcoming: UpcomingCollection, upcomingId: string): Promise<{ meal: MealDoc; created: boolean }> {
  const source = await upcoming.findOne({ _id: upcomingId });
  if (!source) throw notFound('Upcoming meal not found');
  const result = await addMeal(
    data,
    {
      title: source.title,
      image: source.image,
      category: source.category,
      price: source.price,
      postTime: source.postTime,
      description: source.description,
      ingredients: source.ingredients,
      distributorName: source.distributorName,
      email: source.email,
      likedBy: source.likedBy,
      sourceUpcomingId: source._id,
    },
    source.email,
  );
  await upcoming.updateOne({ _id: upcomingId, published: { $ne: true } }, { $set: { published: true } });
  return result;
}
