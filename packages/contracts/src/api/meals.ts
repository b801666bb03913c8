import { z } from 'zod';
import { ALLERGENS, CATEGORIES, DEFAULT_DISTRIBUTOR, DIET_TAGS, MAX_CALORIES, PRICE_BANDS, RATING_MAX } from '../constants';
import { email, NOT_SPACE, objectId, pageQuery, successResponse, text, trimmedPattern, UPLOAD_PATH_PATTERN } from './common';

const category = z.enum(CATEGORIES, { error: 'must be Breakfast, Lunch or Dinner' });
const MAX_PRICE = 100_000;
/** A number, or a plain decimal string from a form field; a boolean, null, '', '1e3' or an array is not coerced into one. */
const price = z
  .preprocess(
    (value) => (typeof value === 'string' && /^(0|[1-9][0-9]*)(\.[0-9]+)?$/.test(value) ? Number(value) : value),
    z.number({ error: 'must be a number' }).finite().min(0).max(MAX_PRICE),
  )
  .meta({
    type: ['number', 'string'],
    anyOf: [
      { type: 'number', minimum: 0, maximum: MAX_PRICE },
      { type: 'string', pattern: '^(100000(\\.0+)?|(0|[1-9][0-9]{0,4})(\\.[0-9]+)?)$' },
    ],
  });
/** Images are URLs from the uploads endpoint (relative `/api/uploads/<id>`) or absolute http(s) URLs. */
const imageUrl = z
  .string()
  .trim()
  .max(2048)
  .regex(new RegExp(`^(${UPLOAD_PATH_PATTERN}|https?://\\S+)$`), 'must be an uploaded image URL')
  .meta({ pattern: trimmedPattern(`${UPLOAD_PATH_PATTERN}|https?://${NOT_SPACE}+`) })
  .or(z.literal(''));

const dietTag = z.enum(DIET_TAGS, { error: `must be one of ${DIET_TAGS.join(', ')}` });
const allergen = z.enum(ALLERGENS, { error: `must be one of ${ALLERGENS.join(', ')}` });
/** A set of labels: each known, none twice. */
const labelSet = <T extends z.ZodEnum>(label: T, size: number) =>
  z
    .array(label)
    .max(size)
    .refine((values) => new Set(values).size === values.length, 'must not repeat a value')
    .meta({ uniqueItems: true });
/** A URL's comma-separated list of known values (`vegetarian,halal`); '' is none. Split with `labelList`. */
const labelListQuery = (values: readonly string[]) => {
  const one = `(${values.join('|')})`;
  return z
    .string()
    .regex(new RegExp(`^(${one}(,${one})*)?$`), `must be a comma-separated list of ${values.join(', ')}`)
    .optional();
};

export const mealsQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  category: z.union([category, z.literal('')]).optional(),
  price: z.union([z.enum(PRICE_BANDS), z.literal('')]).optional(),
  /** Meals having every listed diet tag. */
  diet: labelListQuery(DIET_TAGS),
  /** Meals containing none of the listed allergens. */
  without: labelListQuery(ALLERGENS),
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
  dietTags: labelSet(dietTag, DIET_TAGS.length),
  allergens: labelSet(allergen, ALLERGENS.length),
  /** kcal per serving; null clears it in an edit. */
  calories: z.number({ error: 'must be a number' }).int('must be a whole number').min(0).max(MAX_CALORIES).nullable().optional(),
};

export const mealBody = z.object({
  ...mealFields,
  description: mealFields.description.default(''),
  ingredients: mealFields.ingredients.default(''),
  image: mealFields.image.default(''),
  distributorName: mealFields.distributorName.default(DEFAULT_DISTRIBUTOR),
  dietTags: mealFields.dietTags.default([]),
  allergens: mealFields.allergens.default([]),
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
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'nothing to update')
  // The refinement in the document's words: at least one of the meal's fields (others are ignored).
  .meta({ anyOf: Object.keys(mealFields).map((field) => ({ required: [field] })) });
export type MealPatchBody = z.infer<typeof mealPatchBody>;

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

// Answers. Counts are whole numbers; ratings are averages rounded to one decimal.
const count = z.number().int().min(0);

/** A review as everyone may read it: its author by name, not by id (DESIGN §14). */
export const reviewSchema = z
  .object({
    _id: objectId,
    name: z.string(),
    rating: z.number().int().min(1).max(RATING_MAX),
    comment: z.string(),
    time: z.string(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

/** What a meal and an upcoming meal have alike. */
const mealShape = {
  _id: objectId,
  title: z.string(),
  image: z.string(),
  category,
  price: z.number(),
  postTime: z.string(),
  description: z.string(),
  ingredients: z.string(),
  distributorName: z.string(),
  createdAt: z.string(),
  likes: count,
  dietTags: z.array(dietTag),
  allergens: z.array(allergen),
  /** kcal per serving, when known. */
  calories: z.number().int().min(0).max(MAX_CALORIES).optional(),
};

/**
 * A meal as everyone may read it: how many liked it and whether the caller did, never who did nor the poster's
 * e-mail (DESIGN §14). `likedByMe` is false for an anonymous reader.
 */
export const mealSchema = z
  .object({
    ...mealShape,
    likedByMe: z.boolean(),
    /** The average of its reviews' ratings, 0 without reviews. */
    rating: z.number().min(0).max(RATING_MAX),
    ratingCount: count,
    reviewsCount: count,
  })
  .meta({ id: 'Meal' });
export type Meal = z.infer<typeof mealSchema>;

/** The next day and slot of the weekly menu that serves a meal, from today (Dhaka) on. */
export const nextServedSchema = z.object({ date: z.string(), slot: category }).meta({ id: 'NextServed' });
export type NextServed = z.infer<typeof nextServedSchema>;

export const mealDetailsSchema = mealSchema
  .extend({
    reviews: z.array(reviewSchema),
    nextServed: nextServedSchema.nullable(),
    /** How many 1- to 5-star reviews it has, in that order. */
    ratingCounts: z.array(count).length(RATING_MAX),
  })
  .meta({ id: 'MealDetails' });
export type MealDetails = z.infer<typeof mealDetailsSchema>;

/** A review as the dashboards list it (its author's own, or an admin's), with its meal's current likes and review count. */
export const reviewRowSchema = reviewSchema
  .extend({ userId: objectId, mealId: objectId, mealTitle: z.string(), mealLikes: count, mealReviewsCount: count, likes: count })
  .meta({ id: 'ReviewRow' });
export type ReviewRow = z.infer<typeof reviewRowSchema>;
export const reviewPageResponse = z.object({ reviews: z.array(reviewRowSchema), total: count });
export type ReviewPageResponse = z.infer<typeof reviewPageResponse>;

/**
 * An upcoming meal as every signed-in reader, admins included, reads it: how many liked it and whether the caller
 * did, never who did nor the poster's e-mail (DESIGN §14). `published` once it is in the meals list.
 */
export const upcomingMealSchema = z.object({ ...mealShape, likedByMe: z.boolean(), published: z.boolean() }).meta({ id: 'UpcomingMeal' });
export type UpcomingMeal = z.infer<typeof upcomingMealSchema>;

export const serveRequestSchema = z
  .object({
    _id: objectId,
    mealId: objectId,
    title: z.string(),
    likes: count,
    reviews: count,
    status: z.enum(['Pending', 'Delivered']),
    userName: z.string(),
    userEmail: z.string(),
    userId: objectId,
    createdAt: z.string(),
  })
  .meta({ id: 'ServeRequest' });
export type ServeRequest = z.infer<typeof serveRequestSchema>;
export const serveRequestPageResponse = z.object({ meals: z.array(serveRequestSchema), totalPages: count });
export type ServeRequestPageResponse = z.infer<typeof serveRequestPageResponse>;

export const postMealResponse = successResponse.extend({ created: z.boolean(), insertedId: objectId, meal: mealSchema });
export const updateMealResponse = successResponse.extend({ meal: mealSchema });
export const deletedResponse = successResponse.extend({ deletedCount: count });
export const likeMealResponse = successResponse.extend({ likes: count });
export const likeUpcomingResponse = successResponse.extend({ likes: count, promoted: z.boolean() });
export const addReviewResponse = successResponse.extend({ reviews: z.array(reviewSchema) });
export const requestMealResponse = successResponse.extend({ message: z.string(), insertedId: objectId, request: serveRequestSchema });
export const deliverRequestResponse = successResponse.extend({ modifiedCount: count });
export const uploadResponse = successResponse.extend({ data: z.object({ url: z.string() }) });

export type PostMealResponse = z.infer<typeof postMealResponse>;
export type UpdateMealResponse = z.infer<typeof updateMealResponse>;
export type DeletedResponse = z.infer<typeof deletedResponse>;
export type LikeMealResponse = z.infer<typeof likeMealResponse>;
export type LikeUpcomingResponse = z.infer<typeof likeUpcomingResponse>;
export type AddReviewResponse = z.infer<typeof addReviewResponse>;
export type RequestMealResponse = z.infer<typeof requestMealResponse>;
export type DeliverRequestResponse = z.infer<typeof deliverRequestResponse>;
export type UploadResponse = z.infer<typeof uploadResponse>;
