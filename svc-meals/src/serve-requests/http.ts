import { Router } from 'express';
import { mealIdParams, serveRequestBody, serveSearchQuery, serveUserQuery } from '@hostel/contracts';
import { adminCaller, assertSelf, assertSelfOrAdmin, callerOf, type ProfileCollection } from '@hostel/accounts';
import { parseInput } from '@hostel/platform';
import type { MealsData } from '../meals/meal-store';
import { cancelRequest } from './cancel-request';
import { deliverRequest } from './deliver-request';
import { listRequests } from './list-requests';
import { listUserRequests } from './list-user-requests';
import { requestMeal } from './request-meal';
import type { ServeCollection } from './serve-store';

/** `onEvent` wakes the outbox relay after a write that stored an event, so live streams hear of it at once. */
export function serveRouter(data: MealsData, requests: ServeCollection, profiles: ProfileCollection, onEvent: () => void = () => undefined): Router {
  const router = Router();

  router.post('/serve-meals', async (req, res) => {
    const caller = await callerOf(profiles, req.auth);
    const body = parseInput(serveRequestBody, req.body);
    assertSelf(caller, body.userId);
    const request = await requestMeal(data, requests, caller, body);
    onEvent();
    res.status(201).json({ success: true, message: 'Meal requested successfully', insertedId: request._id, request });
  });

  router.get('/serve-meals/user', async (req, res) => {
    const caller = await callerOf(profiles, req.auth);
    const { userId, ...paging } = parseInput(serveUserQuery, req.query);
    assertSelfOrAdmin(caller, userId);
    res.json(await listUserRequests(requests, userId, paging));
  });

  router.get('/serve-meals', async (req, res) => {
    await adminCaller(profiles, req.auth);
    const { requests: found, total } = await listRequests(requests, parseInput(serveSearchQuery, req.query));
    res.setHeader('X-Total-Count', String(total));
    res.json(found);
  });

  router.patch('/serve-meals/:id', async (req, res) => {
    await adminCaller(profiles, req.auth);
    const { id } = parseInput(mealIdParams, req.params);
    const result = await deliverRequest(requests, id);
    if (result.modifiedCount > 0) onEvent();
    res.json({ success: true, ...result });
  });

  router.delete('/serve-meals/:id', async (req, res) => {
    const caller = await callerOf(profiles, req.auth);
    const { id } = parseInput(mealIdParams, req.params);
    await cancelRequest(requests, caller, id);
    onEvent();
    res.json({ success: true, deletedCount: 1 });
  });

  return router;
}
