import { API } from '@hostel/contracts';
import type { MealsData } from '../meals/meal-store';
import type { MealsRoutes } from '../routes';
import { getMenu } from './get-menu';
import { setMenuSlot } from './set-menu-slot';

export function bindMenu(routes: MealsRoutes, data: MealsData): void {
  // A signed-in reader (a valid session) sees which of the week's meals they liked.
  routes.on(API.getMenu, async ({ query }, { req }) => getMenu(data, query.week, req.auth?.sub));
  routes.on(API.setMenuSlot, async ({ params: { date, slot }, body }, { audit }) => setMenuSlot(data, date, slot, body.mealIds, audit));
}
