import type { Collection, Doc, DocumentStore } from '@hostel/platform';
import { DEFAULT_DISTRIBUTOR, type Meal, type MealBody, type Review, type ReviewRow } from '@hostel/contracts';
import { menuCollection, type MenuCollection } from '../menu/menu-store';
import { likeCounts, mealLikes, type MealLikes } from './meal-likes';
import { moveLegacyLikes } from './move-legacy-likes';
import type { MealListCache } from './meal-list-cache';
import type { MealDoc, MealFields } from './meal-doc';

export interface ReviewDoc extends Doc, Review, Pick<ReviewRow, 'userId' | 'mealId' | 'mealTitle'> {}

export interface MealsData {
  meals: Collection<MealDoc>;
  /** One document per like, and a count mark each (meal-likes.ts). */
  likes: MealLikes;
  reviews: Collection<ReviewDoc>;
  /** The read cache (lists and details); every use case that changes meals or reviews tells it what changed. */
  listCache: MealListCache;
  /** The weekly menu: meal details say when a meal is next served. */
  menu: MenuCollection;
}

export async function mealsData(store: DocumentStore, listCache: MealListCache): Promise<MealsData> {
  const meals = store.collection<MealDoc>('meals');
  const reviews = store.collection<ReviewDoc>('reviews');
  await Promise.all([
    meals.createIndex({ sourceUpcomingId: 1 }, { unique: true, sparse: true }),
    meals.createIndex({ category: 1, price: 1 }),
    // The list's order (list-meals MEALS_ORDER): pages deep into the list skip along the index, not a sort.
    meals.createIndex({ createdAt: -1, _id: -1 }),
    reviews.createIndex({ mealId: 1 }),
    // One review per student per meal (DESIGN §8): the index decides, so two posts at once cannot both pass.
    reviews.createIndex({ mealId: 1, userId: 1 }, { unique: true }),
    reviews.createIndex({ userId: 1, time: -1 }),
  ]);
  const likes = await mealLikes(store);
  await moveLegacyLikes(meals, likes);
  return { meals, reviews, listCache, likes, menu: await menuCollection(store) };
}

/** The fields of a new meal or upcoming meal from an admin's form: no likes yet, the admin as the default contact. */
export function newMealFields(body: Omit<MealBody, 'upcomingMealId' | '_id'>, adminEmail: string): Omit<MealFields, '_id'> {
  return {
    title: body.title,
    image: body.image,
    category: body.category,
    price: body.price,
    postTime: body.postTime,
    description: body.description,
    ingredients: body.ingredients,
    distributorName: body.distributorName || DEFAULT_DISTRIBUTOR,
    email: body.email ?? adminEmail,
    createdAt: new Date().toISOString(),
    likes: 0,
    likedBy: [],
    dietTags: body.dietTags,
    allergens: body.allergens,
    ...(body.calories != null ? { calories: body.calories } : {}),
  };
}

/** The stored fields a meal and an upcoming meal show, without store bookkeeping. */
export function mealFieldsOf(doc: Omit<MealFields, 'likedBy' | 'likes'> & { likedBy?: string[]; likes?: number }): MealFields {
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
    // Meals stored before diet labels existed have none.
    dietTags: doc.dietTags ?? [],
    allergens: doc.allergens ?? [],
    ...(doc.calories != null ? { calories: doc.calories } : {}),
  };
}

export interface RatingStats {
  rating: number;
  ratingCount: number;
}

/** What is counted for a meal when it is read: its rating from its reviews, its likes from its like documents. */
export interface MealCounts extends RatingStats {
  likes: number;
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

/** A meal as everyone may read it: its like count, not its likers, and no poster e-mail. */
export function toMeal(doc: MealDoc, stats: MealCounts = { rating: 0, ratingCount: 0, likes: 0 }, likedByMe = false): Meal {
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
    createdAt: doc.createdAt,
    likes: stats.likes,
    likedByMe,
    dietTags: doc.dietTags ?? [],
    allergens: doc.allergens ?? [],
    ...(doc.calories != null ? { calories: doc.calories } : {}),
    rating: stats.rating,
    ratingCount: stats.ratingCount,
    reviewsCount: stats.ratingCount,
  };
}

/** Meals as the API shows them, each with its rating from its reviews; `liked` are those the caller liked. */
export async function toMeals(data: MealsData, docs: MealDoc[], liked: ReadonlySet<string> = new Set()): Promise<Meal[]> {
  const ids = docs.map((doc) => doc._id);
  const [stats, likes] = await Promise.all([ratingStats(data.reviews, ids), likeCounts(data.likes, docs)]);
  return docs.map((doc) => toMeal(doc, { ...stats.get(doc._id)!, likes: likes.get(doc._id) ?? 0 }, liked.has(doc._id)));
}

/** A review as everyone may read it: no author id. */
export const toReview = ({ _id, name, rating, comment, time }: ReviewDoc): Review => ({ _id, name, rating, comment, time });
