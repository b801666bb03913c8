import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_REVIEWS_PAGE_SIZE, type ReviewPageResponse, type ReviewRow } from '@hostel/contracts';
import { apiFetch, pageCount, query, useSession } from '@hostel/ui';
import { dashboardKeys } from '../shared/dashboard-keys';
import { usePagedQuery } from '../shared/use-paged-query';

/** GET /meals/reviewedBy/:userId?page&limit=5 answers `{ reviews, total }`. */
export function useMyReviews() {
  const { user, api } = useSession();
  const userId = user?.id ?? null;
  return usePagedQuery(dashboardKeys.reviews(userId ?? ''), userId, async (id, page, signal) => {
    const answer = await apiFetch<ReviewPageResponse>(`/meals/reviewedBy/${id}${query({ page, limit: USER_REVIEWS_PAGE_SIZE })}`, {
      signal,
      token: api.getToken(),
    });
    return { rows: answer.reviews, totalPages: pageCount(answer.total, USER_REVIEWS_PAGE_SIZE) };
  });
}

export function useDeleteReview() {
  const client = useQueryClient();
  const { user, api } = useSession();
  return useMutation({
    mutationFn: (review: ReviewRow) => apiFetch(`/meals/${review.mealId}/reviews/${review._id}`, { method: 'DELETE', token: api.getToken() }),
    onSuccess: () => client.invalidateQueries({ queryKey: dashboardKeys.reviews(user?.id ?? '') }),
  });
}
