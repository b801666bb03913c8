/**
 * Data the suites arrange through the API itself: meals and upcoming meals made by the admin, ids read from
 * session tokens, and the health check every hostile-input test ends with.
 */
import { randomBytes } from 'node:crypto';
import type { Meal, UpcomingMeal } from '@hostel/contracts';
import type { Actor } from './actors';
import { api, eventually } from './client';

/** A well-formed JWT signed with a key the backend does not know, and plain garbage. */
export const FORGED_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIwMTIzNDU2Nzg5YWJjZGVmMDEyMzQ1NjciLCJlbWFpbCI6ImFAYi5jIiwicm9sZSI6ImFkbWluIiwiaXNzIjoiaG9zdGVsLW1lYWxzIn0.c2lnbmF0dXJlLWZyb20tbm93aGVyZQ';
export const GARBAGE_TOKEN = 'not-a-token';

/** A 1×1 transparent PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export { UNKNOWN_ID } from './client';

export const uniqueTitle = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

/** The caller's user id, from the session token's subject (the same id the API returns as `_id`). */
export function idOf(actor: Actor): string {
  const payload = JSON.parse(Buffer.from(actor.token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string };
  return payload.sub;
}

export interface MealInput {
  title: string;
  category: 'Breakfast' | 'Lunch' | 'Dinner';
  price: number;
  postTime: string;
  description: string;
  ingredients: string;
  image: string;
}

export const mealInput = (overrides: Partial<MealInput> = {}): MealInput => ({
  title: uniqueTitle('Test Meal'),
  category: 'Lunch',
  price: 250,
  postTime: '1:00 PM',
  description: 'A meal made by the API suites.',
  ingredients: 'Rice, dal',
  image: 'https://example.com/meal.png',
  ...overrides,
});

export async function createMeal(adminActor: Actor, overrides: Partial<MealInput> = {}): Promise<Meal> {
  const res = await api<{ meal: Meal }>('/meals', { token: adminActor.token, body: mealInput(overrides) });
  if (res.status !== 201) throw new Error(`POST /meals failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.meal;
}

export async function createUpcoming(adminActor: Actor, overrides: Partial<MealInput> = {}): Promise<UpcomingMeal> {
  const res = await api<UpcomingMeal>('/upcoming-meals', { token: adminActor.token, body: mealInput({ title: uniqueTitle('Upcoming Meal'), ...overrides }) });
  if (res.status !== 201) throw new Error(`POST /upcoming-meals failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function getMeal(id: string) {
  return api<Meal & { reviews: { _id: string; userId: string; name: string; rating: number; comment: string }[] }>(`/meals/${id}`);
}

/** After hostile input the system still answers: the gateway's aggregated health is ok. */
export async function expectHealthy(): Promise<void> {
  const res = await eventually(
    () => api<{ status: string }>('/health'),
    (r) => r.status === 200,
    10_000,
  );
  expect(res.status).toBe(200);
  expect(res.body.status).toBe('ok');
}
