import { labelList, MEALS_PAGE_SIZE, type Meal, type MealsQuery } from '@hostel/contracts';
import { findPage, textSearch, type Filter, type SortSpec } from '@hostel/platform';
import { cacheKeyOf, type PageIds, type ReadyBody } from './meal-list-cache';
import { toMeals, type MealsData } from './meal-store';

const PRICE_FILTERS: Record<string, Filter> = {
  lt200: { price: { $lt: 200 } },
  '200-400': { price: { $gte: 200, $lte: 400 } },
  gt400: { price: { $gt: 400 } },
};

export function mealsFilter(query: MealsQuery): Filter {
  return {
    ...textSearch(query.search, ['title']),
    ...(query.category ? { category: query.category } : {}),
    ...(query.price ? PRICE_FILTERS[query.price] : {}),
    // Every listed diet tag (one equality per tag: both stores read it as "the array holds it").
    ...(query.diet ? { $and: labelList(query.diet).map((tag) => ({ dietTags: tag })) } : {}),
    // None of the listed allergens ($nin on an array means "no element is one of them" in both stores).
    ...(query.without ? { allergens: { $nin: labelList(query.without) } } : {}),
  };
}

/**
 * Newest first, the id breaking ties, so every page has one order and paging never repeats or skips a meal;
 * meal-store's index on the same fields serves it (and its skip) without sorting the collection.
 */
export const MEALS_ORDER: SortSpec = { createdAt: -1, _id: -1 };

export interface MealsPage {
  meals: Meal[];
  total: number;
}

/**
 * GET /meals as ready-to-send bytes, through the read cache: the query's key is built from the whole parsed
 * query, so a filter added to `mealsQuery` and `mealsFilter` needs nothing here. Without `page` the whole list
 * comes back (the spec's client reads it whole); `page`/`limit` slice it.
 */
export function readMeals(data: MealsData, query: MealsQuery): Promise<ReadyBody> {
  return data.listCache.list(
    cacheKeyOf(query),
    () => findMealIds(data, query),
    (ids) => loadMealBytes(data, ids),
  );
}

/** The same answer as values, for callers in this process. */
export async function listMeals(data: MealsData, query: MealsQuery): Promise<MealsPage> {
  const ready = await readMeals(data, query);
  return { meals: JSON.parse(ready.body.toString('utf8')) as Meal[], total: ready.total ?? 0 };
}

async function findMealIds(data: MealsData, query: MealsQuery): Promise<PageIds> {
  const page = await findPage(data.meals, mealsFilter(query), {
    page: query.page,
    limit: query.limit,
    pageSize: MEALS_PAGE_SIZE,
    wholeUnlessPaged: true,
    sort: MEALS_ORDER,
    projection: { _id: 1 },
  });
  return { ids: page.items.map((doc) => doc._id), total: page.total };
}

/** Each meal's bytes as lists show it, read in one query for all the ids missing from the cache. */
async function loadMealBytes(data: MealsData, ids: string[]): Promise<Map<string, Buffer>> {
  const meals = await toMeals(data, await data.meals.find({ _id: { $in: ids } }));
  return new Map(meals.map((meal) => [meal._id, Buffer.from(JSON.stringify(meal))]));
}
