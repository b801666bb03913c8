import { z } from 'zod';
import { pageQuery, successResponse } from '../api/common';
import { mealsInsightsResponse, myMealsCountResponse } from '../api/insights';
import { addReviewResponse, deletedResponse, likeBody, likeMealResponse, likeUpcomingResponse, mealBody, mealDetailsSchema, mealIdParams, mealPatchBody, mealSchema, mealsQuery, postMealResponse, reviewBody, reviewPageResponse, reviewParams, reviewedByParams, upcomingMealBody, upcomingMealSchema, updateMealResponse } from '../api/meals';
import { BRONZE, NOT_SELF, json, operation, totalCount } from './operation';

export const listMeals = operation({
  name: 'listMeals',
  method: 'get', path: '/meals', service: 'meals', access: 'public', rateLimit: 'standard',
  summary: 'Meals with filters',
  query: mealsQuery,
  ok: { 200: json('Meals, newest first, each with its rating', z.array(mealSchema), totalCount) },
});

export const getMeal = operation({
  name: 'getMeal',
  method: 'get', path: '/meals/{id}', service: 'meals', access: 'public', rateLimit: 'standard',
  summary: 'A meal with its reviews',
  params: mealIdParams,
  ok: { 200: json('The meal', mealDetailsSchema) },
  fails: { 404: 'No such meal' },
});

export const postMeal = operation({
  name: 'postMeal',
  changes: { getMeal: 'all', listMeals: 'all', getMenu: 'all' },
  method: 'post', path: '/meals', service: 'meals', access: 'admin', rateLimit: 'standard',
  summary: 'Add a meal or publish an upcoming meal',
  body: { schema: mealBody },
  ok: { 200: json('The upcoming meal was published already: its meal', postMealResponse), 201: json('Added or published', postMealResponse) },
  fails: { 404: 'No such upcoming meal to publish', 409: 'A meal with this _id exists: edit it instead' },
});

export const updateMeal = operation({
  name: 'updateMeal',
  changes: { getMeal: { id: 'id' }, listMeals: 'all', getMenu: 'all' },
  method: 'patch', path: '/meals/{id}', service: 'meals', access: 'admin', rateLimit: 'standard',
  summary: 'Edit a meal',
  params: mealIdParams,
  body: { schema: mealPatchBody },
  ok: { 200: json('The edited meal', updateMealResponse) },
  fails: { 404: 'No such meal' },
});

export const deleteMeal = operation({
  name: 'deleteMeal',
  changes: { getMeal: { id: 'id' }, listMeals: 'all', getMenu: 'all' },
  method: 'delete', path: '/meals/{id}', service: 'meals', access: 'admin', rateLimit: 'standard',
  summary: 'Delete a meal and its reviews',
  params: mealIdParams,
  ok: { 200: json('Deleted', deletedResponse) },
  fails: { 404: 'No such meal' },
});

export const likeMeal = operation({
  name: 'likeMeal',
  changes: { getMeal: { id: 'id' }, listMeals: 'all', getMenu: 'all' },
  method: 'patch', path: '/meals/{id}/like', service: 'meals', access: 'session', rateLimit: 'standard',
  summary: 'Like a meal once',
  params: mealIdParams,
  body: { schema: likeBody, required: false },
  ok: { 200: json('Liked', likeMealResponse) },
  fails: { 403: 'A userId in the body that is not the caller’s', 404: 'No such meal', 409: 'Liked already' },
});

export const addReview = operation({
  name: 'addReview',
  changes: { getMeal: { id: 'id' }, listMeals: 'all', getMenu: 'all' },
  method: 'post', path: '/meals/{id}/review', service: 'meals', access: 'session', rateLimit: 'standard',
  summary: 'Review a meal (not Bronze)',
  params: mealIdParams,
  body: { schema: reviewBody },
  ok: { 201: json('Added; the meal’s reviews, newest first', addReviewResponse) },
  fails: { 403: BRONZE, 404: 'No such meal', 409: 'You already reviewed this meal (one review per student per meal; edit it from My Reviews)' },
});

export const listUserReviews = operation({
  name: 'listUserReviews',
  method: 'get', path: '/meals/reviewedBy/{userId}', service: 'meals', access: 'session', rateLimit: 'standard',
  summary: 'A user’s reviews (self or admin)',
  params: reviewedByParams,
  query: pageQuery,
  ok: { 200: json('A page of the user’s reviews, newest first', reviewPageResponse) },
  fails: { 403: NOT_SELF },
});

export const deleteReview = operation({
  name: 'deleteReview',
  changes: { getMeal: { id: 'mealId' }, listMeals: 'all', getMenu: 'all' },
  method: 'delete', path: '/meals/{mealId}/reviews/{reviewId}', service: 'meals', access: 'session', rateLimit: 'standard',
  summary: 'Delete a review (author or admin)',
  params: reviewParams,
  ok: { 200: json('Deleted', successResponse) },
  fails: { 403: 'Someone else’s review, and the caller is not an admin', 404: 'No such review of this meal' },
});

export const listReviews = operation({
  name: 'listReviews',
  method: 'get', path: '/reviews', service: 'meals', access: 'admin', rateLimit: 'standard',
  summary: 'All reviews',
  query: pageQuery,
  ok: { 200: json('A page of all reviews, newest first', reviewPageResponse) },
});

export const listUpcoming = operation({
  name: 'listUpcoming',
  method: 'get', path: '/upcoming-meals', service: 'meals', access: 'session', rateLimit: 'standard',
  summary: 'Upcoming meals by likes',
  ok: { 200: json('Upcoming meals, most liked first', z.array(upcomingMealSchema)) },
});

export const postUpcoming = operation({
  name: 'postUpcoming',
  method: 'post', path: '/upcoming-meals', service: 'meals', access: 'admin', rateLimit: 'standard',
  summary: 'Add an upcoming meal',
  body: { schema: upcomingMealBody },
  ok: { 201: json('Added', upcomingMealSchema) },
});

export const likeUpcoming = operation({
  name: 'likeUpcoming',
  method: 'patch', path: '/upcoming-meals/{id}/like', service: 'meals', access: 'session', rateLimit: 'standard',
  summary: 'Like an upcoming meal (not Bronze)',
  params: mealIdParams,
  body: { schema: likeBody, required: false },
  ok: { 200: json('Liked; promoted when this like reached the threshold', likeUpcomingResponse) },
  fails: { 403: BRONZE, 404: 'No such upcoming meal', 409: 'Liked already' },
});

export const mealsInsights = operation({
  name: 'mealsInsights',
  method: 'get', path: '/meals/insights', service: 'meals', access: 'admin', rateLimit: 'standard',
  summary: 'Requests per day, rating distribution, top liked and top rated meals',
  ok: { 200: json('The last 30 Dhaka days of requests (oldest first), reviews per star, the five most liked and best rated meals', mealsInsightsResponse) },
});

export const countMyMeals = operation({
  name: 'countMyMeals',
  method: 'get', path: '/meals/mine/count', service: 'meals', access: 'admin', rateLimit: 'standard',
  summary: 'How many meals carry the calling admin’s e-mail',
  ok: { 200: json('The count (e-mails compared without case)', myMealsCountResponse) },
});
