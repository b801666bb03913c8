import { API, mealBody, staleReadsOf, type MealBody, type Operation } from '@hostel/contracts';
import { type Caller } from '@hostel/accounts';
import { newId, type ChangeExtra, type DocumentStore } from '@hostel/platform';
import { openTempStore } from '@hostel/platform/testing';
import { likeMeal } from '../meals/like-meal';
import { MealListCache } from '../meals/meal-list-cache';
import { mealsData, type MealsData } from '../meals/meal-store';
import { serveCollection, type ServeCollection } from '../serve-requests/serve-store';
import { upcomingCollection, type UpcomingCollection } from '../upcoming/upcoming-store';

/** svc-meals' collections and list cache on a fresh embedded store, for the use cases' unit tests. */
export interface MealsTestStore {
  store: DocumentStore;
  data: MealsData;
  upcoming: UpcomingCollection;
  requests: ServeCollection;
  dispose: () => Promise<void>;
}

export async function openMealsTestStore(): Promise<MealsTestStore> {
  const { store, dispose } = await openTempStore('svc-meals');
  return {
    store,
    data: await mealsData(store, new MealListCache({ ttlSeconds: 60 })),
    upcoming: await upcomingCollection(store),
    requests: await serveCollection(store),
    dispose,
  };
}

/** For a describe block: a fresh store before each test, disposed after it; the object returned is the current one. */
export function useMealsTestStore(): MealsTestStore {
  const current = {} as MealsTestStore;
  beforeEach(async () => {
    Object.assign(current, await openMealsTestStore());
  });
  afterEach(() => current.dispose());
  return current;
}

export const ADMIN_EMAIL = 'admin@test.local';

/** A signed-in student (Gold unless told otherwise), as callerOf resolves one. */
export const aCaller = (changes: Partial<Caller> = {}): Caller => {
  const id = changes.id ?? newId();
  return { id, email: `${id}@test.local`, name: `Student ${id.slice(-4)}`, role: 'user', badge: 'Gold', ...changes };
};

/** A meal as the admin's form sends it. */
export const aMealBody = (fields: Record<string, unknown> = {}): MealBody =>
  mealBody.parse({ title: 'Khichuri', category: 'Lunch', price: 180, postTime: '1:00 PM', ...fields });

/**
 * What the binder does after a bound write succeeds, for tests that call a use case directly: the reads its
 * declaration names (with these path parameters) are told to the cache, with what its handler adds.
 */
export const declaredChange = (data: MealsData, op: Pick<Operation, 'changes'>, params: Record<string, string> = {}, extra: ChangeExtra = {}): Promise<void> =>
  data.listCache.changed({ stale: staleReadsOf(op, params), ...extra });

/** A like as its route makes it: the use case, then its declared change carrying the new count. */
export async function likeAsBound(data: MealsData, mealId: string, userId: string): Promise<{ likes: number }> {
  const { likes } = await likeMeal(data, mealId, userId);
  await declaredChange(data, API.likeMeal, { id: mealId }, { likers: { id: mealId, likes } });
  return { likes };
}
