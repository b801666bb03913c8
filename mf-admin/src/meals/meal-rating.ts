import { RATING_MAX, type Meal } from '@hostel/contracts';
import { formatNumber } from '@hostel/ui';
import { formatOneDecimal } from '../i18n/format';

/** Average of the review ratings to one decimal, or 0 without reviews, out of 5 ("4.5/5", "0/5"; "৪.৫/৫" in Bengali). */
export function ratingLabel(meal: Pick<Meal, 'rating' | 'ratingCount'>): string {
  const value = meal.ratingCount > 0 && meal.rating > 0 ? formatOneDecimal(meal.rating) : formatNumber(0);
  return `${value}/${formatNumber(RATING_MAX)}`;
}
