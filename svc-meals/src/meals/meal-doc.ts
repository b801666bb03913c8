import type { Doc } from '@hostel/platform';
import type { UpcomingMeal } from '@hostel/contracts';

/**
 * What a meal and an upcoming meal store alike: the fields an upcoming meal shows, with the poster's e-mail and the
 * likers, which answers leave out.
 */
export type MealFields = Omit<UpcomingMeal, 'published' | 'likedByMe'> & { email: string; likedBy: string[] };

/**
 * A meal's likes are documents of their own (meal-likes.ts), counted when the meal is read; `likes` is the count last
 * written here, where reading the marks starts.
 */
export interface MealDoc extends Doc, Omit<MealFields, 'likedBy'> {
  /** Set when the meal came from an upcoming meal (unique: one meal per upcoming meal). */
  sourceUpcomingId?: string;
  /** The likers meals kept before likes were documents of their own; moved to those at start (move-legacy-likes.ts). */
  likedBy?: string[];
}
