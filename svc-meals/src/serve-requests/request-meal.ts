import { SERVE_REQUEST_EVENTS, type ServeRequest } from '@hostel/contracts';
import { assertPremium, displayNameOf, type Caller } from '@hostel/accounts';
import { newId, notFound, outboxed } from '@hostel/platform';
import type { MealsData } from '../meals/meal-store';
import { likeCounts } from '../meals/meal-likes';
import { serveRequestEvent, toServeRequest, type ServeCollection } from './serve-store';

/**
 * Premium members request meals (spec §5). Who asked comes from the session and the caller's user record, never
 * from the body (DESIGN §6); the request keeps the meal's title, likes and review count as they were. The
 * `serve-request.created` event is stored in the same write (outbox) and reaches the admins' live streams.
 */
export async function requestMeal(data: MealsData, requests: ServeCollection, caller: Caller, input: { mealId: string }): Promise<ServeRequest> {
  assertPremium(caller, 'requestMeal');
  const meal = await data.meals.findOne({ _id: input.mealId });
  if (!meal) throw notFound('Meal not found');
  const request: ServeRequest = {
    _id: newId(),
    mealId: meal._id,
    title: meal.title,
    likes: (await likeCounts(data.likes, [meal])).get(meal._id) ?? 0,
    reviews: await data.reviews.count({ mealId: meal._id }),
    status: 'Pending',
    userName: displayNameOf(caller),
    userEmail: caller.email,
    userId: caller.id,
    createdAt: new Date().toISOString(),
  };
  const doc = await requests.insertOne(outboxed(request, serveRequestEvent(SERVE_REQUEST_EVENTS.created, request)));
  return toServeRequest(doc);
}
