import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, deleteReview, listReviews, type ReviewRow } from '@hostel/contracts';
import { call, invalidateChanged, showDialog, showError, useSession } from '@hostel/ui';
import { useAdminT } from '../i18n';
import { adminKeys } from '../shared/admin-keys';
import { useAdminPage } from '../shared/use-admin-page';

/** GET /reviews?page&limit=10 answers `{ reviews, total }` (DESIGN §3: the admin table's own call). */
export function useReviewsPage() {
  const { api } = useSession();
  return useAdminPage(adminKeys.reviews, async (page, signal) => {
    const answer = await call(listReviews, { query: { page, limit: ADMIN_PAGE_SIZE }, signal, token: api.getToken() });
    return { rows: answer.reviews, total: answer.total };
  });
}

export function useDeleteReview() {
  const { t } = useAdminT();
  const client = useQueryClient();
  const { api } = useSession();
  return useMutation({
    mutationFn: (review: ReviewRow) => call(deleteReview, { params: { mealId: review.mealId, reviewId: review._id }, token: api.getToken() }),
    onSuccess: (_answer, review) => {
      void showDialog({ icon: 'success', title: t('reviews.deletedTitle'), text: t('reviews.deletedText') });
      // A meal's review count and rating change with it, as the declaration says.
      return Promise.all([client.invalidateQueries({ queryKey: adminKeys.reviews }), invalidateChanged(client, deleteReview, { mealId: review.mealId, reviewId: review._id })]);
    },
    onError: (err) => {
      showError({ error: err, fallback: t('reviews.deleteFailed') });
    },
  });
}
