import { Router } from 'express';
import { likeBody, mealBody, mealIdParams, mealPatchBody, mealsQuery } from '@hostel/contracts';
import { adminCaller, assertSelf, callerOf, parseInput, type ProfileCollection } from '@hostel/platform';
import type { UpcomingCollection } from '../upcoming/upcoming-store';
import { deleteMeal } from './delete-meal';
import { getMeal } from './get-meal';
import { likeMeal } from './like-meal';
import { listMeals } from './list-meals';
import type { MealsData } from './meal-store';
import { postMeal } from './post-meal';
import { updateMeal } from './update-meal';

export interface MealsRouteDeps {
  data: MealsData;
  upcoming: UpcomingCollection;
  profiles: ProfileCollection;
}

export function mealsRouter({ data, upcoming, profiles }: MealsRouteDeps): Router {
  const router = Router();

  router.get('/meals', async (req, res) => {
    const query = parseInput(mealsQuery, req.query);
    const page = await listMeals(data, query);
    res.setHeader('X-Total-Count', String(page.total));
    res.json(page.meals);
  });

  router.get('/meals/:id', async (req, res) => {
    const { id } = parseInput(mealIdParams, req.params);
    res.json(await getMeal(data, id));
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
