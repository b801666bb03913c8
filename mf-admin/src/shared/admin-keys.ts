/**
 * One query-key root per resource: a mutation invalidates its resource's root and every page, search and
 * count built on it refetches (e.g. deleting a meal also updates the profile's meal count).
 */
export const adminKeys = {
  meals: ['admin', 'meals'] as const,
  mealsPage: (page: number) => ['admin', 'meals', 'page', page] as const,
  allMeals: ['admin', 'meals', 'all'] as const,
  myMealsCount: ['admin', 'meals', 'mine', 'count'] as const,
  users: ['admin', 'users'] as const,
  reviews: ['admin', 'reviews'] as const,
  serve: ['admin', 'serve-meals'] as const,
  upcoming: ['admin', 'upcoming-meals'] as const,
  menu: ['admin', 'menu'] as const,
  menuWeek: (week: string | undefined) => ['admin', 'menu', week ?? 'current'] as const,
};
