import type { Meal, MealsQuery } from '@hostel/contracts';
import type { Cache, Filter, Logger } from '@hostel/platform';
import { ratingStats, toMeal, type MealsData } from './meal-store';

export const MEALS_CACHE_PREFIX = 'meals:';
const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PRICE_FILTERS: Record<string, Filter> = {
  lt200: { price: { $lt: 200 } },
  '200-400': { price: { $gte: 200, $lte: 400 } },
  gt400: { price: { $gt: 400 } },
};

export function mealsFilter(query: MealsQuery): Filter {
  return {
    ...(query.search ? { title: { $regex: escapeRegex(query.search), $options: 'i' } } : {}),
    ...(query.category ? { category: query.category } : {}),
    ...(query.price ? PRICE_FILTERS[query.price] : {}),
  };
}

export interface MealsPage {
  meals: Meal[];
  total: number;
}

/**
 * The public list, newest first, read through the cache. The cache is an optimisation only: when it is
 * unavailable the list comes from the store and the request still succeeds.
 */
export async function listMeals(data: MealsData, cache: Cache, ttlSeconds: number, query: MealsQuery, logger?: Logger): Promise<MealsPage> {
  const key = `${MEALS_CACHE_PREFIX}list:${JSON.stringify([query.search ?? '', query.category ?? '', query.price ?? '', query.page ?? 0, query.limit ?? 0])}`;
  try {
    const hit = await cache.get(key);
    if (hit) return JSON.parse(hit) as MealsPage;
  } catch (err) {
    logger?.warn({ err }, 'meals cache read failed; using the store');
  }
  const filter = mealsFilter(query);
  const limit = query.page ? (query.limit ?? 10) : query.limit;
  const skip = query.page && limit ? (query.page - 1) * limit : 0;
  const [docs, total] = await Promise.all([
    data.meals.find(filter, { sort: { createdAt: -1 }, skip, ...(limit ? { limit } : {}) }),
    data.meals.count(filter),
  ]);
  const stats = await ratingStats(data.reviews, docs.map((doc) => doc._id));
  const page = { meals: docs.map((doc) => toMeal(doc, stats.get(doc._id))), total };
  await cache.set(key, JSON.stringify(page), ttlSeconds).catch(() => undefined);
  return page;
}

export async function invalidateMeals(cache: Cache, logger?: Logger): Promise<void> {
  await cache.delPrefix(MEALS_CACHE_PREFIX).catch((err: unknown) => logger?.warn({ err }, 'meals cache invalidation failed'));
}
