import { ADMIN_PAGE_SIZE, MESSAGES, USER_REQUESTS_PAGE_SIZE, type ServeRequest } from '@hostel/contracts';
import { displayNameOf, forbidden, notFound, type Caller } from '@hostel/platform';
import type { MealsData } from '../meals/meal-store';
import { toServeRequest, type ServeCollection } from './serve-store';

const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Who asked comes from the session and the caller's user record, never from the body (DESIGN §6). */
export async function requestMeal(data: MealsData, requests: ServeCollection, caller: Caller, input: { mealId: string }): Promise<ServeRequest> {
  if (caller.badge === 'Bronze' && caller.role !== 'admin') throw forbidden(MESSAGES.upgradeToRequest);
  const meal = await data.meals.findOne({ _id: input.mealId });
  if (!meal) throw notFound('Meal not found');
  const doc = await requests.insertOne({
    mealId: meal._id,
    title: meal.title,
    likes: meal.likedBy?.length ?? 0,
    reviews: await data.reviews.count({ mealId: meal._id }),
    status: 'Pending',
    userName: displayNameOf(caller),
    userEmail: caller.email,
    userId: caller.id,
    createdAt: new Date().toISOString(),
  });
  return toServeRequest(doc);
}

export async function userRequests(requests: ServeCollection, userId: string, page = 1, limit = USER_REQUESTS_PAGE_SIZE) {
  const [docs, total] = await Promise.all([
    requests.find({ userId }, { sort: { createdAt: -1 }, skip: (page - 1) * limit, limit }),
    requests.count({ userId }),
  ]);
  return { meals: docs.map(toServeRequest), totalPages: Math.ceil(total / limit), total };
}

export async function searchRequests(requests: ServeCollection, query: { search?: string; page?: number; limit?: number }) {
  const pattern = query.search ? { $regex: escapeRegex(query.search), $options: 'i' } : undefined;
  const filter = pattern ? { $or: [{ title: pattern }, { userName: pattern }, { userEmail: pattern }] } : {};
  const limit = query.page ? (query.limit ?? ADMIN_PAGE_SIZE) : query.limit;
  const skip = query.page && limit ? (query.page - 1) * limit : 0;
  const [docs, total] = await Promise.all([requests.find(filter, { sort: { createdAt: -1 }, skip, ...(limit ? { limit } : {}) }), requests.count(filter)]);
  return { requests: docs.map(toServeRequest), total };
}

export async function deliverRequest(requests: ServeCollection, id: string): Promise<{ modifiedCount: number }> {
  const result = await requests.updateOne({ _id: id }, { $set: { status: 'Delivered' } });
  if (result.matched === 0) throw notFound('Request not found');
  return { modifiedCount: result.modified };
}

export async function cancelRequest(requests: ServeCollection, caller: Caller, id: string): Promise<void> {
  const request = await requests.findOne({ _id: id });
  if (!request) throw notFound('Request not found');
  if (request.userId !== caller.id && caller.role !== 'admin') throw forbidden('You can only cancel your own requests');
  await requests.deleteOne({ _id: id });
}
