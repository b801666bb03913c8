import { z } from 'zod';
import { CATEGORIES, PRICE_BANDS, RATING_MAX } from '../constants';
import { email, objectId, pageQuery, text } from './common';

const category = z.enum(CATEGORIES, { error: 'must be Breakfast, Lunch or Dinner' });
/** A number, or a numeric string from a form field; a boolean, null, '' or an array is not coerced into one. */
const price = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number({ error: 'must be a number' }).finite().min(0).max(100_000),
);
/** Images are URLs from the uploads endpoint (relative `/api/uploads/<id>`) or absolute http(s) URLs. */
const imageUrl = z
  .string()
  .trim()
  .max(2048)
  .regex(/^(\/api\/uploads\/[A-Za-z0-9._-]+|https?:\/\/\S+)$/, 'must be an uploaded image URL')
  .or(z.literal(''));

export const mealsQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  category: z.union([category, z.literal('')]).optional(),
  price: z.union([z.enum(PRICE_BANDS), z.literal('')]).optional(),
});
export type MealsQuery = z.infer<typeof mealsQuery>;

export const mealIdParams = z.object({ id: objectId });

const mealFields = {
  title: text(120),
  category,
  price,
  postTime: text(64),
  description: z.string().trim().max(2000),
  ingredients: z.string().trim().max(1000),
  image: imageUrl,
  distributorName: z.string().trim().max(100),
  email: email.optional(),
};

export const mealBody = z.object({
  ...mealFields,
  description: mealFields.description.default(''),
  ingredients: mealFields.ingredients.default(''),
  image: mealFields.image.default(''),
  distributorName: mealFields.distributorName.default('Admin'),
  /** Publishing an upcoming meal: one meal per upcoming meal. */
  upcomingMealId: objectId.optional(),
  /**
   * The spec's client publishes by posting the whole upcoming meal, `_id` included: an upcoming meal's id publishes
   * it like `upcomingMealId`. Ids are the server's: no other `_id` ever becomes a meal's id.
   */
  _id: objectId.optional(),
});
export type MealBody = z.infer<typeof mealBody>;

/** Only the fields sent change: no defaults here, or an edit of the price would blank the image and description. */
export const mealPatchBody = z
  .object(mealFields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'nothing to update');

export const likeBody = z.object({ userId: objectId.optional() });

export const reviewBody = z.object({
  userId: objectId.optional(),
  /** Sent by the spec's client and ignored: the review carries the name of the caller's user record. */
  userName: z.string().max(100).nullish(),
  rating: z.number({ error: 'must be a number' }).int('must be a whole number').min(1).max(RATING_MAX),
  comment: text(1000),
});

export const reviewParams = z.object({ mealId: objectId, reviewId: objectId });
export const reviewedByParams = z.object({ userId: objectId });

export const upcomingMealBody = mealBody.omit({ upcomingMealId: true, _id: true }).extend({
  description: z.string().trim().max(2000).default(''),
});

export const serveRequestBody = z.object({
  userEmail: email.optional(),
  title: z.string().trim().max(120).optional(),
  userId: objectId.optional(),
  mealId: objectId,
  /** Sent by the spec's client and ignored, like userEmail: the request carries the caller's user record. */
  userName: z.string().trim().max(100).optional(),
});
export const serveSearchQuery = pageQuery.extend({ search: z.string().trim().max(100).optional() });
export const serveUserQuery = pageQuery.extend({ userId: objectId });

export interface Review {
  _id: string;
  userId: string;
  name: string;
  rating: number;
  comment: string;
  time: string;
}

export interface Meal {
  _id: string;
  title: string;
  image: string;
  category: string;
  price: number;
  postTime: string;
  description: string;
  ingredients: string;
  distributorName: string;
  email: string;
  createdAt: string;
  likes: number;
  likedBy: string[];
  rating: number;
  ratingCount: number;
  reviewsCount: number;
  reviews?: Review[];
}

export interface ReviewRow {
  _id: string;
  mealId: string;
  mealTitle: string;
  mealLikes: number;
  mealReviewsCount: number;
  likes: number;
  comment: string;
  name: string;
  userId: string;
  rating: number;
  time: string;
}

export interface UpcomingMeal extends Omit<Meal, 'rating' | 'ratingCount' | 'reviewsCount' | 'reviews'> {
  published: boolean;
}

export interface ServeRequest {
  _id: string;
  mealId: string;
  title: string;
  likes: number;
  reviews: number;
  status: 'Pending' | 'Delivered';
  userName: string;
  userEmail: string;
  userId: string;
  createdAt: string;
}
