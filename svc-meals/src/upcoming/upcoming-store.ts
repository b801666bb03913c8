import type { Collection, Doc, DocumentStore, OutboxFields } from '@hostel/platform';
import type { UpcomingMeal } from '@hostel/contracts';
import { mealFieldsOf } from '../meals/meal-store';
import type { MealFields } from '../meals/meal-doc';
import { upcomingLikes, type UpcomingLikes } from './upcoming-likes';

export interface UpcomingDoc extends Doc, OutboxFields, MealFields {
  /** Set once the meal is in the meals list (promoted or published by an admin). */
  published: boolean;
}

/**
 * The upcoming meals, with their likes and promotion claims alongside (`likes`): whoever holds the meals can like
 * and promote them. A document's `likes`/`likedBy` are a copy of its like documents for the readers.
 */
export type UpcomingCollection = Collection<UpcomingDoc> & { readonly likes: UpcomingLikes };

export async function upcomingCollection(store: DocumentStore): Promise<UpcomingCollection> {
  const upcoming = store.collection<UpcomingDoc>('upcoming_meals');
  await upcoming.createIndex({ likes: -1 });
  // The store hands out one object per collection name, so this sets the likes on it; a second call sets the same collections.
  return Object.assign(upcoming, { likes: await upcomingLikes(store) });
}

/**
 * An upcoming meal as a signed-in reader sees it: how many liked it and whether the reader did (from `likers`, all who
 * liked it), without who did or the poster's e-mail.
 */
export function toUpcoming(doc: UpcomingDoc, likers: ReadonlySet<string>, readerId?: string): UpcomingMeal {
  const { email: _email, likedBy: _likedBy, ...shown } = mealFieldsOf(doc);
  return { ...shown, likes: likers.size, likedByMe: readerId !== undefined && likers.has(readerId), published: doc.published };
}
