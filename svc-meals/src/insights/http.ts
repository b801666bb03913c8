import { API } from '@hostel/contracts';
import type { MealsData } from '../meals/meal-store';
import type { MealsRoutes } from '../routes';
import type { ServeCollection } from '../serve-requests/serve-store';
import { mealsInsights } from './meals-insights';
import { myMealsCount } from './my-meals-count';

export function bindInsights(routes: MealsRoutes, data: MealsData, requests: ServeCollection): void {
  routes.on(API.mealsInsights, async () => mealsInsights(data, requests));
  routes.on(API.countMyMeals, async (_input, { caller }) => myMealsCount(data, caller.email));
}
