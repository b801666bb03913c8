import { Router } from 'express';
import { ADMIN_PAGE_SIZE, mealIdParams, pageQuery, reviewBody, reviewedByParams, reviewParams, USER_REVIEWS_PAGE_SIZE } from '@hostel/contracts';
import { adminCaller, assertSelf, callerOf, forbidden, parseInput, type Cache, type Logger, type ProfileCollection } from '@hostel/platform';
import { invalidateMeals } from '../meals/list-meals';
import type { MealsData } from '../meals/meal-store';
import { addReview, allReviews, deleteReview, reviewsByUser } from './manage-reviews';

export function reviewsRouter(data: MealsData, profiles: ProfileCollection, cache: Cache, logger: Logger): Router {
  const router = Router();

  router.get('/meals/reviewedBy/:userId', async (req, res) => {
    const caller = await callerOf(profiles, req.auth);
    const { userId } = parseInput(reviewedByParams, req.params);
    if (userId !== caller.id && caller.role !== 'admin') throw forbidden('Forbidden access');
    const { page = 1, limit = USER_REVIEWS_PAGE_SIZE } = parseInput(pageQuery, req.query);
    res.json(await reviewsByUser(data, userId, page, limit));
  });

  router.post('/meals/:id/review', async (req, res) => {
    const caller = await callerOf(profiles, req.auth);
    const { id } = parseInput(mealIdParams, req.params);
    const body = parseInput(reviewBody, req.body);
    assertSelf(caller, body.userId);
    const reviews = await addReview(data, caller, id, body);
    await invalidateMeals(cache, logger);
    res.status(201).json({ success: true, reviews });
  });

  router.delete('/meals/:mealId/reviews/:reviewId', async (req, res) => {
    const caller = await callerOf(profiles, req.auth);
    const { mealId, reviewId } = parseInput(reviewParams, req.params);
    await deleteReview(data, caller, mealId, reviewId);
    await invalidateMeals(cache, logger);
    res.json({ success: true });
  });

  router.get('/reviews', async (req, res) => {
    await adminCaller(profiles, req.auth);
    const { page = 1, limit = ADMIN_PAGE_SIZE } = parseInput(pageQuery, req.query);
    res.json(await allReviews(data, page, limit));
  });

  return router;
}
