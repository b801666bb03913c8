import { Router } from 'express';
import { adminCaller, type ProfileCollection } from '@hostel/accounts';
import type { MealsData } from '../meals/meal-store';
import type { ServeCollection } from '../serve-requests/serve-store';
import { mealsInsights } from './meals-insights';

/** Mounted before the meals router, whose `/meals/:id` would otherwise claim `/meals/insights`. */
export function insightsRouter(data: MealsData, requests: ServeCollection, profiles: ProfileCollection): Router {
  const router = Router();
  router.get('/meals/insights', async (req, res) => {
    await adminCaller(profiles, req.auth);
    res.json(await mealsInsights(data, requests));
  });
  return router;
}
