import { Router } from 'express';
import { menuQuery, menuSlotBody, menuSlotParams } from '@hostel/contracts';
import { adminCaller, type ProfileCollection } from '@hostel/accounts';
import { parseInput } from '@hostel/platform';
import type { MealsData } from '../meals/meal-store';
import { getMenu } from './get-menu';
import { setMenuSlot } from './set-menu-slot';

export function menuRouter(data: MealsData, profiles: ProfileCollection): Router {
  const router = Router();

  router.get('/menu', async (req, res) => {
    const { week } = parseInput(menuQuery, req.query);
    res.json(await getMenu(data, week));
  });

  router.put('/menu/:date/:slot', async (req, res) => {
    await adminCaller(profiles, req.auth);
    const { date, slot } = parseInput(menuSlotParams, req.params);
    const { mealIds } = parseInput(menuSlotBody, req.body);
    res.json(await setMenuSlot(data, date, slot, mealIds));
  });

  return router;
}
