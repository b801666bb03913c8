import { Router } from 'express';
import { ADMIN_PAGE_SIZE, mealIdParams, pageQuery, reviewBody, reviewedByParams, reviewParams, USER_REVIEWS_PAGE_SIZE } from '@hostel/contracts';
import { adminCaller, assertSelf, assertSelfOrAdmin, callerOf, type ProfileCollection } from '@hostel/accounts';
import { parseInput } from '@hostel/platform';
import type { MealsData } from '../meals/meal-store';
import { addReview } from './add-review';
import { deleteReview } from './delete-review';
import { listReviews } from './list-reviews';

export function reviewsRouter(data: MealsData, profiles: ProfileCollection): Router {
  const router = Router();

  router.get('/meals/reviewedBy/:userId', async (req, res) => {
    const caller = await callerOf(profiles, req.auth);
    const { userId } = parseInput(reviewedByParams, req.params);
    assertSelfOrAdmin(caller, userId);
    const paging = parseInput(pageQuery, req.query);
    res.json(await listReviews(data, { userId, ...paging, pageSize: USER_REVIEWS_PAGE_SIZE }));
  });

  router.post('/meals/:id/review', async (req, res) => {
    const caller = await callerOf(profiles, req.auth);
    const { id } = parseInput(mealIdParams, req.params);
    const body = parseInput(reviewBody, req.body);
    assertSelf(caller, body.userId);
    const reviews = await addReview(data, caller, id, body);
    res.status(201).json({ success: true, reviews });
  });

  router.delete('/meals/:mealId/reviews/:reviewId', async (req, res) => {
    const caller = await callerOf(profiles, req.auth);
    const { mealId, reviewId } = parseInput(reviewParams, req.params);
    await deleteReview(data, caller, mealId, reviewId);
    res.json({ success: true });
  });

  router.get('/reviews', async (req, res) => {
    await adminCaller(profiles, req.auth);
    const paging = parseInput(pageQuery, req.query);
    res.json(await listReviews(data, { ...paging, pageSize: ADMIN_PAGE_SIZE }));
  });

  return router;
}
