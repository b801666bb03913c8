import { API } from '@hostel/contracts';
import { assertSelf } from '@hostel/accounts';
import { reply } from '@hostel/platform';
import type { MealsRoutes } from '../routes';
import { addUpcomingMeal } from './add-upcoming-meal';
import { likeUpcomingMeal } from './like-upcoming-meal';
import { listUpcomingMeals } from './list-upcoming-meals';
import type { UpcomingCollection } from './upcoming-store';

export function bindUpcoming(routes: MealsRoutes, upcoming: UpcomingCollection): void {
  routes.on(API.listUpcoming, async (_input, { caller }) => listUpcomingMeals(upcoming, caller.id));

  routes.on(API.postUpcoming, async ({ body }, { caller, audit }) => reply(201, await addUpcomingMeal(upcoming, body, caller.email, audit)));

  routes.on(API.likeUpcoming, async ({ params, body }, { caller }) => {
    assertSelf(caller, body?.userId);
    return { success: true, ...(await likeUpcomingMeal(upcoming, caller, params.id)) };
  });
}
