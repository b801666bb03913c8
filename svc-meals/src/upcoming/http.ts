import { Router } from 'express';
import { likeBody, mealIdParams, upcomingMealBody } from '@hostel/contracts';
import { adminCaller, assertSelf, callerOf, type ProfileCollection } from '@hostel/accounts';
import { parseInput } from '@hostel/platform';
import { addUpcomingMeal } from './add-upcoming-meal';
import { likeUpcomingMeal } from './like-upcoming-meal';
import { listUpcomingMeals } from './list-upcoming-meals';
import type { UpcomingCollection } from './upcoming-store';

export function upcomingRouter(upcoming: UpcomingCollection, profiles: ProfileCollection, onEvent: () => void): Router {
  const router = Router();

  router.get('/upcoming-meals', async (req, res) => {
    await callerOf(profiles, req.auth);
    res.json(await listUpcomingMeals(upcoming));
  });

  router.post('/upcoming-meals', async (req, res) => {
    const admin = await adminCaller(profiles, req.auth);
    res.status(201).json(await addUpcomingMeal(upcoming, parseInput(upcomingMealBody, req.body), admin.email));
  });

  router.patch('/upcoming-meals/:id/like', async (req, res) => {
    const caller = await callerOf(profiles, req.auth);
    const { id } = parseInput(mealIdParams, req.params);
    assertSelf(caller, parseInput(likeBody, req.body ?? {}).userId);
    const result = await likeUpcomingMeal(upcoming, caller, id);
    if (result.promoted) onEvent();
    res.json({ success: true, ...result });
  });

  return router;
}
