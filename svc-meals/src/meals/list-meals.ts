import { MEALS_PAGE_SIZE, type Meal, type MealsQuery } from '@hostel/contracts';
import { findPage, textSearch, type Filter } from '@hostel/platform';
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
  };
}

export interface MealsPage {
  meals: Meal[];
  total: number;
}

/** The public list, newest first, read through the list cache; `page`/`limit` slice it when sent. */
export async function listMeals(data: MealsData, query: MealsQuery): Promise<MealsPage> {
  const key = JSON.stringify([query.search ?? '', query.category ?? '', query.price ?? '', query.page ?? 0, query.limit ?? 0]);
  return data.listCache.read(key, async () => {
    const paging = { page: query.page, limit: query.limit, pageSize: MEALS_PAGE_SIZE, wholeUnlessPaged: true };
    const page = await findPage(data.meals, mealsFilter(query), { ...paging, sort: { createdAt: -1 } });
    return { meals: await toMeals(data, page.items), total: page.total };
  });
}
