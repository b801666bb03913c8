import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, countMyMeals, deleteMeal, listMeals, postMeal, updateMeal, type Meal } from '@hostel/contracts';
import { call, callWithHeaders, invalidateChanged, showError, showToast, useSession, type PageSlice } from '@hostel/ui';
import { useAdminT } from '../i18n';
import { adminKeys } from '../shared/admin-keys';
import { useAdminPage, type CountedPage } from '../shared/use-admin-page';
import type { MealPayload } from '../shared/meal-draft';

/** Reads `X-Total-Count`, which GET /meals sets when asked for a page. */
export async function fetchMealsPage(page: number, signal?: AbortSignal): Promise<CountedPage<Meal>> {
  const { data, headers } = await callWithHeaders(listMeals, { query: { page, limit: ADMIN_PAGE_SIZE }, signal });
  return { rows: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
}

export function useMealsPage() {
  return useAdminPage(adminKeys.meals, fetchMealsPage);
}

/** Every meal: the weekly menu's picker offers them all. */
export function useAllMeals() {
  return useQuery({ queryKey: adminKeys.allMeals, queryFn: ({ signal }) => call(listMeals, { signal }) });
}

/** How many meals carry the signed-in admin's e-mail, counted by svc-meals (the profile's "Meals added"). */
export function useMyMealsCount() {
  const { api } = useSession();
  return useQuery({ queryKey: adminKeys.myMealsCount, queryFn: ({ signal }) => call(countMyMeals, { signal, token: api.getToken() }) });
}

export function useAddMeal() {
  const { t } = useAdminT();
  const client = useQueryClient();
  const { api } = useSession();
  return useMutation({
    mutationFn: (body: MealPayload) => call(postMeal, { body, token: api.getToken() }),
    onSuccess: () => {
      showToast({ type: 'success', text: t('addMeal.done') });
      return Promise.all([invalidateChanged(client, postMeal), client.invalidateQueries({ queryKey: adminKeys.myMealsCount })]);
    },
    onError: (error) => showError({ error, as: 'toast' }),
  });
}

export function useUpdateMeal() {
  const { t } = useAdminT();
  const client = useQueryClient();
  const { api } = useSession();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MealPayload }) => call(updateMeal, { params: { id }, body, token: api.getToken() }),
    onSuccess: ({ meal }, { id }) => {
      // The saved meal replaces its row at once; the refetch after it only confirms.
      client.setQueriesData<PageSlice<Meal>>({ queryKey: [...adminKeys.meals, 'page'] }, (slice) =>
        slice ? { ...slice, rows: slice.rows.map((row) => (row._id === meal._id ? meal : row)) } : slice,
      );
      showToast({ type: 'success', text: t('allMeals.updated') });
      return Promise.all([invalidateChanged(client, updateMeal, { id }), client.invalidateQueries({ queryKey: adminKeys.myMealsCount })]);
    },
    onError: (error) => showError({ error, as: 'toast' }),
  });
}

export function useDeleteMeal() {
  const { t } = useAdminT();
  const client = useQueryClient();
  const { api } = useSession();
  return useMutation({
    mutationFn: (id: string) => call(deleteMeal, { params: { id }, token: api.getToken() }),
    onSuccess: (_answer, id) => {
      showToast({ type: 'success', text: t('allMeals.deleted') });
      // Reviews of a deleted meal go with it.
      return Promise.all([invalidateChanged(client, deleteMeal, { id }), client.invalidateQueries({ queryKey: adminKeys.myMealsCount }), client.invalidateQueries({ queryKey: adminKeys.reviews })]);
    },
    onError: (error) => showError({ error, as: 'toast' }),
  });
}
