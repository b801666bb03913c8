import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, type Meal, type PostMealResponse, type UpdateMealResponse } from '@hostel/contracts';
import { apiFetch, apiRequest, query, showToast, useSession, showError } from '@hostel/ui';
import { adminKeys } from '../shared/admin-keys';
import { useAdminPage, type PageSlice } from '../shared/use-admin-page';
import type { MealPayload } from '../shared/meal-draft';

/** Reads `X-Total-Count`, which GET /meals sets when asked for a page. */
export async function fetchMealsPage(page: number, signal?: AbortSignal): Promise<PageSlice<Meal>> {
  const { data, headers } = await apiRequest<Meal[]>(`/meals${query({ page, limit: ADMIN_PAGE_SIZE })}`, { signal });
  return { rows: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
}

export function useMealsPage() {
  return useAdminPage(adminKeys.meals, fetchMealsPage);
}

/** Every meal: the profile counts the admin's own. */
export function useAllMeals() {
  return useQuery({ queryKey: adminKeys.allMeals, queryFn: ({ signal }) => apiFetch<Meal[]>('/meals', { signal }) });
}

export function useAddMeal() {
  const client = useQueryClient();
  const { api } = useSession();
  return useMutation({
    mutationFn: (body: MealPayload) => apiFetch<PostMealResponse>('/meals', { method: 'POST', body, token: api.getToken() }),
    onSuccess: () => {
      showToast({ type: 'success', text: 'Meal Added successfully' });
      return client.invalidateQueries({ queryKey: adminKeys.meals });
    },
    onError: (error) => showError({ error, as: 'toast' }),
  });
}

export function useUpdateMeal() {
  const client = useQueryClient();
  const { api } = useSession();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MealPayload }) => apiFetch<UpdateMealResponse>(`/meals/${id}`, { method: 'PATCH', body, token: api.getToken() }),
    onSuccess: ({ meal }) => {
      // The saved meal replaces its row at once; the refetch after it only confirms.
      client.setQueriesData<PageSlice<Meal>>({ queryKey: [...adminKeys.meals, 'page'] }, (slice) =>
        slice ? { ...slice, rows: slice.rows.map((row) => (row._id === meal._id ? meal : row)) } : slice,
      );
      showToast({ type: 'success', text: 'Meal updated successfully' });
      return client.invalidateQueries({ queryKey: adminKeys.meals });
    },
    onError: (error) => showError({ error, as: 'toast' }),
  });
}

export function useDeleteMeal() {
  const client = useQueryClient();
  const { api } = useSession();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/meals/${id}`, { method: 'DELETE', token: api.getToken() }),
    onSuccess: () => {
      showToast({ type: 'success', text: 'Meal deleted successfully' });
      // Reviews of a deleted meal go with it.
      return Promise.all([client.invalidateQueries({ queryKey: adminKeys.meals }), client.invalidateQueries({ queryKey: adminKeys.reviews })]);
    },
    onError: (error) => showError({ error, as: 'toast' }),
  });
}
