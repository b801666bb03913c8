import { countMyMeals, getMenu, listMeals } from '@hostel/contracts';
import { queryKeyOf } from '@hostel/ui';

/**
 * One query-key root per resource: a mutation invalidates its resource's root and every page and search built on
 * it refetches. The cached reads (meals, the menu) are keyed by their declarations, so a write invalidates what its
 * declaration says it changed (invalidateChanged).
 */
export const adminKeys = {
  meals: queryKeyOf(listMeals),
  allMeals: queryKeyOf(listMeals, {}, 'all'),
  myMealsCount: queryKeyOf(countMyMeals),
  users: ['admin', 'users'] as const,
  reviews: ['admin', 'reviews'] as const,
  serve: ['admin', 'serve-meals'] as const,
  upcoming: ['admin', 'upcoming-meals'] as const,
  menuWeek: (week: string | undefined) => queryKeyOf(getMenu, {}, week ?? 'current'),
};
