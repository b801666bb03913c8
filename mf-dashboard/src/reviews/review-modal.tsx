import type { ReviewRow } from '@hostel/contracts';
import { Facts, formatNumber, Modal, Stars } from '@hostel/ui';
import { useDashboardT } from '../i18n';
import { formatDateTime } from '../shared/format';

/** One of the user's reviews in full (the table only has room for its start); closed with X or Escape. */
export function ReviewModal({ review, onClose }: { review: ReviewRow | null; onClose: () => void }) {
  const { t } = useDashboardT();
  return (
    <Modal open={review !== null} title={t('reviews.modal.title')} onClose={onClose}>
      {review && (
        <Facts>
          <dt>{t('reviews.modal.meal')}</dt>
          <dd>{review.mealTitle}</dd>
          <dt>{t('reviews.modal.rating')}</dt>
          <dd>
            <Stars value={review.rating} /> {formatNumber(review.rating)}
          </dd>
          <dt>{t('reviews.modal.review')}</dt>
          <dd>{review.comment}</dd>
          <dt>{t('reviews.modal.likes')}</dt>
          <dd>{formatNumber(review.mealLikes)}</dd>
          <dt>{t('reviews.modal.posted')}</dt>
          <dd>
            <time dateTime={review.time}>{formatDateTime(review.time)}</time>
          </dd>
        </Facts>
      )}
    </Modal>
  );
}
