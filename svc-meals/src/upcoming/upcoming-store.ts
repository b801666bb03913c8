import type { Collection, Doc, DocumentStore, OutboxFields } from '@hostel/platform';
import type { UpcomingMeal } from '@hostel/contracts';
import type { MealFields } from '../meals/meal-store';

export interface UpcomingDoc extends Doc, OutboxFields, MealFields {
  published: boolean;
}

export type UpcomingCollection = Collection<UpcomingDoc>;

export async function upcomingCollection(store: DocumentStore): Promise<UpcomingCollection> {
  const upcoming = store.collection<UpcomingDoc>('upcoming_meals');
  await upcoming.createIndex({ likes: -1 });
  return upcoming;
}

export function toUpcoming(doc: UpcomingDoc): UpcomingMeal {
  return {
    _id: doc._id,
    title: doc.title,
    image: doc.image,
    category: doc.category,
    price: doc.price,
    postTime: doc.postTime,
    description: doc.description,
    ingredients: doc.ingredients,
    distributorName: doc.distributorName,
    email: doc.email,
    createdAt: doc.createdAt,
    likes: doc.likedBy.length,
    likedBy: doc.likedBy,
    published: doc.published,
  };
}
