import type { Collection, Doc, DocumentStore } from '@hostel/platform';
import type { Category, Meal } from '@hostel/contracts';

/** What a meal and an upcoming meal store alike (the API shapes add ids, ratings and counts). */
export interface MealFields {
  title: string;
  image: string;
  category: Category;
  price: number;
  postTime: string;
  description: string;
  ingredients: string;
  distributorName: string;
  email: string;
  createdAt: string;
  likes: number;
  likedBy: string[];
}

export interface MealDoc extends Doc, MealFields {
  /** Set when the meal came from an upcoming meal (unique: one meal per upcoming meal). */
  sourceUpcomingId?: string;
}

export interface ReviewDoc extends Doc {
  mealId: string;
  mealTitle: string;
  userId: string;
  name: string;
  rating: number;
  comment: string;
  time: string;
}

export interface MealsData {
  meals: Collection<MealDoc>;
  reviews: Collection<ReviewDoc>;
}

export async function mealsData(store: DocumentStore): Promise<MealsData> {
  const meals = store.collection<MealDoc>('meals');
  const reviews = store.collection<ReviewDoc>('reviews');
  await Promise.all([
    meals.createIndex({ sourceUpcomingId: 1 }, { unique: true, sparse: true }),
    meals.createIndex({ category: 1, price: 1 }),
    reviews.createIndex({ mealId: 1 }),
    reviews.createIndex({ userId: 1, time: -1 }),
  ]);
  return { meals, reviews };
}

export interface RatingStats {
  rating: number;
  ratingCount: number;
}

/** Averages come from the reviews themselves, so they can never drift from them. */
export async function ratingStats(reviews: Collection<ReviewDoc>, mealIds: string[]): Promise<Map<string, RatingStats>> {
  const stats = new Map<string, { sum: number; count: number }>();
  if (mealIds.length > 0) {
    for (const review of await reviews.find({ mealId: { $in: mealIds } }, { projection: { mealId: 1, rating: 1 } })) {
      const entry = stats.get(review.mealId) ?? { sum: 0, count: 0 };
      entry.sum += review.rating;
      entry.count += 1;
      stats.set(review.mealId, entry);
    }
  }
  return new Map(
    mealIds.map((id) => {
      const entry = stats.get(id);
      return [id, { rating: entry ? Math.round((entry.sum / entry.count) * 10) / 10 : 0, ratingCount: entry?.count ?? 0 }];
    }),
  );
}

export function toMeal(doc: MealDoc, stats: RatingStats = { rating: 0, ratingCount: 0 }): Meal {
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
    likes: doc.likedBy?.length ?? doc.likes ?? 0,
    likedBy: doc.likedBy ?? [],
    rating: stats.rating,
    ratingCount: stats.ratingCount,
    reviewsCount: stats.ratingCount,
  };
}
