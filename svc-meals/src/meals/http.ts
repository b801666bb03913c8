import { Router } from 'express';
import { likeBody, mealBody, mealIdParams, mealPatchBody, mealsQuery } from '@hostel/contracts';
import { adminCaller, assertSelf, callerOf, type ProfileCollection } from '@hostel/accounts';
import { parseInput } from '@hostel/platform';
import type { UpcomingCollection } from '../upcoming/upcoming-store';
import { deleteMeal } from './delete-meal';
import { readMeal } from './get-meal';
import { likeMeal } from './like-meal';
import { readMeals } from './list-meals';
import { cacheKeyOf } from './meal-list-cache';
import type { MealsData } from './meal-store';
import { postMeal } from './post-meal';
import { sendReady } from './send-ready';
import { updateMeal } from './update-meal';

export interface MealsRouteDeps {
  data: MealsData;
  upcoming: UpcomingCollection;
  profiles: ProfileCollection;
}

export function mealsRouter({ data, upcoming, profiles }: MealsRouteDeps): Router {
  const router = Router();

  // Both answer cached bytes with their ETag (304 when the caller has them); the hot path (hot-meals.ts)
  // answers the same URLs before Express while the entry is fresh.
  router.get('/meals', async (req, res) => {
    const query = parseInput(mealsQuery, req.query);
    const ready = await readMeals(data, query);
    data.listCache.rememberUrl(req.originalUrl, cacheKeyOf(query));
    sendReady(req, res, ready, String(req.id));
  });

  router.get('/meals/:id', async (req, res) => {
    const { id } = parseInput(mealIdParams, req.params);
    sendReady(req, res, await readMeal(data, id), String(req.id));
  });

  router.post('/meals', async (req, res) => {
    const admin = await adminCaller(profiles, req.auth);
    const { meal, created } = await postMeal(data, upcoming, parseInput(mealBody, req.body), admin.email);
    res.status(created ? 201 : 200).json({ success: true, created, insertedId: meal._id, meal });
  });

  router.patch('/meals/:id/like', async (req, res) => {
    const caller = await callerOf(profiles, req.auth);
    const { id } = parseInput(mealIdParams, req.params);
    assertSelf(caller, parseInput(likeBody, req.body ?? {}).userId);
    const result = await likeMeal(data, id, caller.id);
    res.json({ success: true, ...result });
  });

  router.patch('/meals/:id', async (req, res) => {
    await adminCaller(profiles, req.auth);
    const { id } = parseInput(mealIdParams, req.params);
    const meal = await updateMeal(data, id, parseInput(mealPatchBody, req.body));
    res.json({ success: true, meal });
  });

  router.delete('/meals/:id', async (req, res) => {
    await adminCaller(profiles, req.auth);
    const { id } = parseInput(mealIdParams, req.params);
    await deleteMeal(data, id);
    res.json({ success: true, deletedCount: 1 });
  });

  return router;
}
