import { assertSelfOrAdmin, type Caller } from '@hostel/accounts';
import { API, staleReadsOf } from '@hostel/contracts';
import { notFound } from '@hostel/platform';
import type { MealsData } from '../meals/meal-store';

/** Authors delete their own reviews; admins moderate anyone's. */
export async function deleteReview(data: MealsData, caller: Caller, mealId: string, reviewId: string): Promise<void> {
  const review = await data.reviews.findOne({ _id: reviewId, mealId });
  if (!review) throw notFound('Review not found');
  assertSelfOrAdmin(caller, review.userId, 'You can only delete your own reviews');
  await data.reviews.deleteOne({ _id: reviewId });
  await data.listCache.changed({ stale: staleReadsOf(API.deleteReview, { mealId, reviewId }) });
}
