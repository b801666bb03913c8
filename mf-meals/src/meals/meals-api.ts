import { useQuery } from '@tanstack/react-query';
import type { Meal, PriceBand } from '@hostel/contracts';
import { apiFetch, query } from '@hostel/ui';

export interface MealFilters {
  search?: string;
  category?: string;
  price?: PriceBand | '';
}

export const mealKeys = {
  all: ['meals'] as const,
  list: (filters: MealFilters) => ['meals', 'list', filters] as const,
  detail: (id: string) => ['meals', 'detail', id] as const,
  upcoming: ['upcoming-meals'] as const,
};

/** GET /meals with each filter sent only when filled (spec §7); a failed fetch is an empty list (spec §8). */
export function useMeals(filters: MealFilters) {
  return useQuery({
    queryKey: mealKeys.list(filters),
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch<Meal[]>(`/meals${query({ search: filters.search?.trim(), category: filters.category, price: filters.price })}`, { signal });
      } catch (err) {
        if (signal.aborted) throw err; // cancelled, not failed: react-query drops the answer
        console.error(err);
        return [];
      }
    },
  });
}
