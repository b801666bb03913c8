import { MESSAGES, type Review } from '@hostel/contracts';
import { assertPremium, displayNameOf, type Caller } from '@hostel/accounts';
import { conflict, DuplicateKeyError, notFound } from '@hostel/platform';
import { toReview, type MealsData } from '../meals/meal-store';

export interface NewReview {
  rating: number;
  comment: string;
}

/**
 * Bronze members may read but not review (spec §5); the check is the server's, not only the UI's. The name on
 * the review is the caller's user record's, whatever the body says (DESIGN §6); one review per student per meal
 * (DESIGN §8). Answers the meal's reviews.
 */
export async function addReview(data: MealsData, caller: Caller, mealId: string, input: NewReview): Promise<Review[]> {
  assertPremium(caller, 'review');
  const meal = await data.meals.findOne({ _id: mealId }, { projection: { title: 1 } });
  if (!meal) throw notFound('Meal not found');
  try {
    await data.reviews.insertOne({
      mealId,
      mealTitle: meal.title,
      userId: caller.id,
      name: displayNameOf(caller),
      rating: input.rating,
      comment: input.comment,
      time: new Date().toISOString(),
    });
  } catch (err) {
    // The unique (meal, user) index: a student has one review per meal and edits it from My Reviews.
    if (err instanceof DuplicateKeyError) throw conflict(MESSAGES.alreadyReviewed);
    throw err;
  }
  return (await data.reviews.find({ mealId }, { sort: { time: -1 } })).map(toReview);
}
