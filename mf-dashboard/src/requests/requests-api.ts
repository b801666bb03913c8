import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServeRequest } from '@hostel/contracts';
import { apiFetch, query, useSession } from '@hostel/ui';
import { dashboardKeys } from '../shared/dashboard-keys';
import { usePagedQuery } from '../shared/use-paged-query';

/** GET /serve-meals/user?userId&page answers `{ meals, totalPages }` (the server pages by 5). */
export function useRequestedMeals() {
  const { user, api } = useSession();
  const userId = user?.id ?? null;
  return usePagedQuery(dashboardKeys.requests(userId ?? ''), userId, async (id, page, signal) => {
    const answer = await apiFetch<{ meals: ServeRequest[]; totalPages: number }>(`/serve-meals/user${query({ userId: id, page })}`, { signal, token: api.getToken() });
    return { rows: answer.meals, totalPages: answer.totalPages };
  });
}

export function useCancelRequest() {
  const client = useQueryClient();
  const { user, api } = useSession();
  return useMutation({
    mutationFn: (request: ServeRequest) => apiFetch(`/serve-meals/${request._id}`, { method: 'DELETE', token: api.getToken() }),
    onSuccess: () => client.invalidateQueries({ queryKey: dashboardKeys.requests(user?.id ?? '') }),
  });
}
