import type { Meal, MealBody, Review } from '@hostel/contracts';
import { DuplicateKeyError, notFound, type Update } from '@hostel/platform';
import { ratingStats, toMeal, type MealDoc, type MealsData } from './meal-store';

export async function getMeal(data: MealsData, id: string): Promise<Meal & { reviews: Review[] }> {
  const doc = await data.meals.findOne({ _id: id });
  if (!doc) throw notFound('Meal not found');
  const reviews = await data.reviews.find({ mealId: id }, { sort: { time: -1 } });
  const stats = await ratingStats(data.reviews, [id]);
  return {
    ...toMeal(doc, stats.get(id)),
    reviews: reviews.map((r) => ({ _id: r._id, userId: r.userId, name: r.name, rating: r.rating, comment: r.comment, time: r.time })),
  };
}

/** New meals and published upcoming meals. With `sourceUpcomingId` the unique index makes publishing idempotent. */
export async function addMeal(
  data: MealsData,
  body: Omit<MealBody, 'upcomingMealId' | '_id'> & { likedBy?: string[]; sourceUpcomingId?: string },
  adminEmail: string,
): Promise<{ meal: MealDoc; created: boolean }> {
  const doc: Omit<MealDoc, '_id'> = {
    title: body.title,
    image: body.image,
    category: body.category,
    price: body.price,
    postTime: body.postTime,
    description: body.description,
    ingredients: body.ingredients,
    distributorName: body.distributorName || 'Admin',
    email: body.email ?? adminEmail,
    createdAt: new Date().toISOString(),
    likes: body.likedBy?.length ?? 0,
    likedBy: body.likedBy ?? [],
    ...(body.sourceUpcomingId ? { sourceUpcomingId: body.sourceUpcomingId } : {}),
  };
  try {
    return { meal: await data.meals.insertOne(doc), created: true };
  } catch (err) {
    if (err instanceof DuplicateKeyError && body.sourceUpcomingId) {
      const existing = await data.meals.findOne({ sourceUpcomingId: body.sourceUpcomingId });
      if (existing) return { meal: existing, created: false };
    }
    throw err;
  }
}

export async function updateMeal(data: MealsData, id: string, patch: Partial<MealBody>): Promise<Meal> {
  const set = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const updated = await data.meals.findOneAndUpdate({ _id: id }, { $set: set } as Update);
  if (!updated) throw notFound('Meal not found');
  if (patch.title) await data.reviews.updateMany({ mealId: id }, { $set: { mealTitle: patch.title } });
  const stats = await ratingStats(data.reviews, [id]);
  return toMeal(updated, stats.get(id));
}

export async function deleteMeal(data: MealsData, id: string): Promise<void> {
  if ((await data.meals.deleteOne({ _id: id })) === 0) throw notFound('Meal not found');
  await data.reviews.deleteMany({ mealId: id });
}
