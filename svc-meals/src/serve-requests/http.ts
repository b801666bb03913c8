import { API } from '@hostel/contracts';
import { assertSelf, assertSelfOrAdmin } from '@hostel/accounts';
import { reply } from '@hostel/platform';
import type { MealsData } from '../meals/meal-store';
import type { MealsRoutes } from '../routes';
import { cancelRequest } from './cancel-request';
import { deliverRequest } from './deliver-request';
import { listRequests } from './list-requests';
import { listUserRequests } from './list-user-requests';
import { requestMeal } from './request-meal';
import type { ServeCollection } from './serve-store';

export function bindServeRequests(routes: MealsRoutes, data: MealsData, requests: ServeCollection): void {
  routes.on(API.requestServe, async ({ body }, { caller }) => {
    assertSelf(caller, body.userId);
    const request = await requestMeal(data, requests, caller, body);
    return reply(201, { success: true, message: 'Meal requested successfully', insertedId: request._id, request });
  });

  routes.on(API.listMyServeRequests, async ({ query: { userId, ...paging } }, { caller }) => {
    assertSelfOrAdmin(caller, userId);
    return listUserRequests(requests, userId, paging);
  });

  routes.on(API.listServeRequests, async ({ query }) => {
    const { requests: found, total } = await listRequests(requests, query);
    return reply(200, found, { 'X-Total-Count': String(total) });
  });

  routes.on(API.deliverServeRequest, async ({ params }, { audit }) => ({ success: true, ...(await deliverRequest(requests, params.id, audit)) }));

  routes.on(API.cancelServeRequest, async ({ params }, { caller, audit }) => ({ success: true, deletedCount: await cancelRequest(requests, caller, params.id, audit) }));
}
