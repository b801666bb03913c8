import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getMeal, listMeals, MEALS_PAGE_SIZE, type Category, type Meal, type PriceBand } from '@hostel/contracts';
import { callWithHeaders, queryKeyOf } from '@hostel/ui';

/** The list's filters as GET /meals names them; each is sent only when filled (spec §7). */
export interface MealFilters {
  search?: string;
  category?: Category | '';
  price?: PriceBand | '';
  /** Diet tags and allergens, comma-separated. */
  diet?: string;
  without?: string;
}

export interface MealsPage {
  meals: Meal[];
  /** How many meals match in all (X-Total-Count). */
  total: number;
  page: number;
}

/** Keyed by the reads' declarations, so a write's declared changes find them (invalidateChanged). */
export const mealKeys = {
  pages: (filters: MealFilters) => queryKeyOf(listMeals, {}, 'pages', filters),
  first: (filters: MealFilters, limit: number) => queryKeyOf(listMeals, {}, 'first', filters, limit),
  detail: (id: string) => queryKeyOf(getMeal, { id }),
  upcoming: ['upcoming-meals'] as const,
};

/** All Meals before anything is chosen. */
export const NO_FILTERS: MealFilters = { search: '', category: '', price: '' };

const EMPTY = (page: number): MealsPage => ({ meals: [], total: 0, page });

/** One page of GET /meals (`page` from 1, `limit` meals) with the filters; the server sends the total in X-Total-Count. */
export async function readMealsPage(filters: MealFilters, page: number, limit: number, signal?: AbortSignal): Promise<MealsPage> {
  const params = { ...filters, search: filters.search?.trim(), page, limit };
  const { data, headers } = await callWithHeaders(listMeals, { query: params, signal });
  const total = Number(headers.get('X-Total-Count'));
  return { meals: data, total: Number.isFinite(total) && headers.get('X-Total-Count') !== null ? total : data.length, page };
}

/** readMealsPage for the page: a failed fetch is an empty page (spec §8: logged only), which also ends the scrolling. */
export async function fetchMealsPage(filters: MealFilters, page: number, limit: number, signal?: AbortSignal): Promise<MealsPage> {
  try {
    return await readMealsPage(filters, page, limit, signal);
  } catch (err) {
    if (signal?.aborted) throw err; // cancelled, not failed: react-query drops the answer
    console.error(err);
    return EMPTY(page);
  }
}

/** All Meals' list query: page after page of MEALS_PAGE_SIZE, asked for one at a time; never the whole catalogue. */
export function mealPagesQuery(filters: MealFilters) {
  return infiniteQueryOptions({
    queryKey: mealKeys.pages(filters),
    queryFn: ({ pageParam, signal }) => fetchMealsPage(filters, pageParam, MEALS_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last: MealsPage, pages: MealsPage[]) => {
      const loaded = pages.reduce((count, page) => count + page.meals.length, 0);
      return last.meals.length > 0 && loaded < last.total ? last.page + 1 : undefined;
    },
  });
}

/** The page's list as it grows, flattened. */
export function useMealPages(filters: MealFilters) {
  const result = useInfiniteQuery(mealPagesQuery(filters));
  const meals = result.data?.pages.flatMap((page) => page.meals) ?? [];
  return { ...result, meals };
}

/** The first `limit` meals matching the filters (Home's block): one small page. */
export function useFirstMeals(filters: MealFilters, limit: number) {
  return useQuery({
    queryKey: mealKeys.first(filters, limit),
    queryFn: async ({ signal }) => (await fetchMealsPage(filters, 1, limit, signal)).meals,
  });
}
