import type { ReviewPageResponse } from '@hostel/contracts';
import { findPage, type PageRequest } from '@hostel/platform';
import { likeCounts } from '../meals/meal-likes';
import type { MealsData } from '../meals/meal-store';

export interface ReviewsQuery extends PageRequest {
  /** One user's reviews (their dashboard); all reviews (the admin's table) without it. */
  userId?: string;
}

/** Review rows for the dashboards, newest first, each with its meal's current likes and review count. */
export async function listReviews(data: MealsData, { userId, ...paging }: ReviewsQuery): Promise<ReviewPageResponse> {
  const { items, total } = await findPage(data.reviews, userId ? { userId } : {}, { ...paging, sort: { time: -1 } });
  const mealIds = [...new Set(items.map((doc) => doc.mealId))];
  const [likes, counts] = await Promise.all([
    data.meals.find({ _id: { $in: mealIds } }, { projection: { likes: 1 } }).then((meals) => likeCounts(data.likes, meals)),
    Promise.all(mealIds.map(async (id) => [id, await data.reviews.count({ mealId: id })] as const)),
  ]);
  const reviewCounts = new Map(counts);
  return {
    total,
    reviews: items.map((doc) => ({
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
