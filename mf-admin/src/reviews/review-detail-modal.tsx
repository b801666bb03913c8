import type { ReviewRow } from '@hostel/contracts';
import { Facts, formatDateTime, Modal } from '@hostel/ui';
import { useAdminT } from '../i18n';

export function ReviewDetailModal({ review, onClose }: { review: ReviewRow | null; onClose: () => void }) {
  const { t } = useAdminT();
  return (
    <Modal open={review !== null} title={t('reviewDetail.title')} onClose={onClose}>
      {review && (
        <Facts>
          <dt>{t('reviewDetail.name')}</dt>
          <dd>{review.name}</dd>
          <dt>{t('reviewDetail.userId')}</dt>
          <dd>{review.userId}</dd>
          <dt>{t('reviewDetail.comment')}</dt>
          <dd>{review.comment}</dd>
          <dt>{t('reviewDetail.time')}</dt>
          <dd>
            <time dateTime={review.time}>{formatDateTime(review.time)}</time>
          </dd>
        </Facts>
      )}
    </Modal>
  );
}
