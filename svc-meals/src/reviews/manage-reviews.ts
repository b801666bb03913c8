import { MESSAGES, type Review, type ReviewRow } from '@hostel/contracts';
import { displayNameOf, forbidden, notFound, type Caller, type Filter } from '@hostel/platform';
import type { ReviewDoc, MealsData } from '../meals/meal-store';

export interface NewReview {
  rating: number;
  comment: string;
}

const toReview = (r: ReviewDoc): Review => ({ _id: r._id, userId: r.userId, name: r.name, rating: r.rating, comment: r.comment, time: r.time });

/**
 * Bronze members may read but not review (spec §5); the check is the server's, not only the UI's. The name on
 * the review is the caller's user record's, whatever the body says (DESIGN §6).
 */
export async function addReview(data: MealsData, caller: Caller, mealId: string, input: NewReview): Promise<Review[]> {
  if (caller.badge === 'Bronze' && caller.role !== 'admin') throw forbidden(MESSAGES.upgradeToReview);
  const meal = await data.meals.findOne({ _id: mealId }, { projection: { title: 1 } });
  if (!meal) throw notFound('Meal not found');
  await data.reviews.insertOne({
    mealId,
    mealTitle: meal.title,
    userId: caller.id,
    name: displayNameOf(caller),
    rating: input.rating,
    comment: input.comment,
    time: new Date().toISOString(),
  });
  return (await data.reviews.find({ mealId }, { sort: { time: -1 } })).map(toReview);
}

/** Review rows for the dashboards, each with its meal's current likes and review count. */
async function reviewRows(data: MealsData, filter: Filter, page: number, limit: number): Promise<{ reviews: ReviewRow[]; total: number }> {
  const [docs, total] = await Promise.all([
    data.reviews.find(filter, { sort: { time: -1 }, skip: (page - 1) * limit, limit }),
    data.reviews.count(filter),
  ]);
  const mealIds = [...new Set(docs.map((doc) => doc.mealId))];
  const [meals, counts] = await Promise.all([
    data.meals.find({ _id: { $in: mealIds } }, { projection: { likedBy: 1, title: 1 } }),
    Promise.all(mealIds.map(async (id) => [id, await data.reviews.count({ mealId: id })] as const)),
  ]);
  const likes = new Map(meals.map((meal) => [meal._id, meal.likedBy?.length ?? 0]));
  const reviewCounts = new Map(counts);
  return {
    total,
    reviews: docs.map((doc) => ({
      _id: doc._id,
      mealId: doc.mealId,
      mealTitle: doc.mealTitle,
      mealLikes: likes.get(doc.mealId) ?? 0,
      mealReviewsCount: reviewCounts.get(doc.mealId) ?? 0,
      likes: likes.get(doc.mealId) ?? 0,
      comment: doc.comment,
      name: doc.name,
      userId: doc.userId,
      rating: doc.rating,
      time: doc.time,
    })),
  };
}

export const reviewsByUser = (data: MealsData, userId: string, page: number, limit: number) => reviewRows(data, { userId }, page, limit);
export const allReviews = (data: MealsData, page: number, limit: number) => reviewRows(data, {}, page, limit);

export async function deleteReview(data: MealsData, caller: Caller, mealId: string, reviewId: string): Promise<void> {
  const review = await data.reviews.findOne({ _id: reviewId, mealId });
  if (!review) throw notFound('Review not found');
  if (review.userId !== caller.id && caller.role !== 'admin') throw forbidden('You can only delete your own reviews');
  await data.reviews.deleteOne({ _id: reviewId });
}
