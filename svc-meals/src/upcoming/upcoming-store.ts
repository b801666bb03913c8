import type { Collection, Doc, DocumentStore, OutboxFields } from '@hostel/platform';
import type { UpcomingMeal } from '@hostel/contracts';
import { mealFieldsOf } from '../meals/meal-store';

export interface UpcomingDoc extends Doc, OutboxFields, UpcomingMeal {}

export type UpcomingCollection = Collection<UpcomingDoc>;

export async function upcomingCollection(store: DocumentStore): Promise<UpcomingCollection> {
  const upcoming = store.collection<UpcomingDoc>('upcoming_meals');
  await upcoming.createIndex({ likes: -1 });
  return upcoming;
}

export const toUpcoming = (doc: UpcomingDoc): UpcomingMeal => ({ ...mealFieldsOf(doc), published: doc.published });
