import { RATING_MAX, type Meal } from '@hostel/contracts';

/** Average of the review ratings to one decimal, or 0 without reviews, out of 5 ("4.5/5", "0/5"). */
export function ratingLabel(meal: Pick<Meal, 'rating' | 'ratingCount'>): string {
  const value = meal.ratingCount > 0 && meal.rating > 0 ? meal.rating.toFixed(1) : '0';
  return `${value}/${RATING_MAX}`;
}
