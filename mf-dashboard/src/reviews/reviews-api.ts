import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteReview, listUserReviews, USER_REVIEWS_PAGE_SIZE, type ReviewRow } from '@hostel/contracts';
import { call, pageCount, useSession } from '@hostel/ui';
import { dashboardKeys } from '../shared/dashboard-keys';
import { usePagedQuery } from '../shared/use-paged-query';

/** GET /meals/reviewedBy/:userId?page&limit=5 answers `{ reviews, total }`. */
export function useMyReviews() {
  const { user, api } = useSession();
  const userId = user?.id ?? null;
  return usePagedQuery(dashboardKeys.reviews(userId ?? ''), userId, async (id, page, signal) => {
    const answer = await call(listUserReviews, { params: { userId: id }, query: { page, limit: USER_REVIEWS_PAGE_SIZE }, signal, token: api.getToken() });
    return { rows: answer.reviews, totalPages: pageCount(answer.total, USER_REVIEWS_PAGE_SIZE) };
  });
}

export function useDeleteReview() {
  const client = useQueryClient();
  const { user, api } = useSession();
  return useMutation({
    mutationFn: (review: ReviewRow) => call(deleteReview, { params: { mealId: review.mealId, reviewId: review._id }, token: api.getToken() }),
    onSuccess: () => client.invalidateQueries({ queryKey: dashboardKeys.reviews(user?.id ?? '') }),
  });
}
