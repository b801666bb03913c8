import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listUpcoming, postMeal, postUpcoming, PROMOTION_THRESHOLD, type UpcomingMeal } from '@hostel/contracts';
import { call, navigate, showError, showToast, useSession } from '@hostel/ui';
import { useAdminT } from '../i18n';
import { adminKeys } from '../shared/admin-keys';
import type { MealPayload } from '../shared/meal-draft';

/** GET /upcoming-meals answers the whole list (most liked first); the table pages it in the browser. */
export function useUpcomingMeals() {
  const { api } = useSession();
  return useQuery({ queryKey: adminKeys.upcoming, queryFn: ({ signal }) => call(listUpcoming, { signal, token: api.getToken() }) });
}

/**
 * Published once it has reached the promotion threshold (the tenth like posts it) or is already in the meals
 * list: the server marks an upcoming meal `published` when it copies it into the meals collection.
 */
export const isPublished = (meal: UpcomingMeal) => meal.published || meal.likes >= PROMOTION_THRESHOLD;

export function usePublish() {
  const { t } = useAdminT();
  const client = useQueryClient();
  const { api } = useSession();
  return useMutation({
    // The whole upcoming meal goes to POST /meals; `upcomingMealId` makes it idempotent (one meal per upcoming meal).
    mutationFn: (meal: UpcomingMeal) => call(postMeal, { token: api.getToken(), body: { ...meal, upcomingMealId: meal._id } }),
    onSuccess: async () => {
      showToast({ type: 'success', text: t('upcoming.publishDone') });
      await Promise.all([client.invalidateQueries({ queryKey: adminKeys.upcoming }), client.invalidateQueries({ queryKey: adminKeys.meals })]);
      navigate('/meals');
    },
    onError: (error) => showError({ error, as: 'toast' }),
  });
}

export function useAddUpcoming() {
  const { t } = useAdminT();
  const client = useQueryClient();
  const { api } = useSession();
  return useMutation({
    mutationFn: (body: MealPayload) => call(postUpcoming, { body, token: api.getToken() }),
    onSuccess: (created) => {
      // The spec puts the new meal first. The server orders by likes, so a refetch would move it down; the
      // list is updated in place and refreshed on its next natural refetch.
      client.setQueryData<UpcomingMeal[]>(adminKeys.upcoming, (list = []) => [created, ...list.filter((meal) => meal._id !== created._id)]);
      showToast({ type: 'success', text: t('upcoming.added') });
    },
    onError: (error) => showError({ error, as: 'toast' }),
  });
}
