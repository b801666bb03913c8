import { API } from '@hostel/contracts';
import type { MealsData } from '../meals/meal-store';
import type { MealsRoutes } from '../routes';
import { getMenu } from './get-menu';
import { setMenuSlot } from './set-menu-slot';

export function bindMenu(routes: MealsRoutes, data: MealsData): void {
  routes.on(API.getMenu, async ({ query }) => getMenu(data, query.week));
  routes.on(API.setMenuSlot, async ({ params: { date, slot }, body }, { audit }) => setMenuSlot(data, date, slot, body.mealIds, audit));
}
