import type { ReviewRow } from '@hostel/contracts';
import { Facts, formatDateTime, Modal } from '@hostel/ui';

export function ReviewDetailModal({ review, onClose }: { review: ReviewRow | null; onClose: () => void }) {
  return (
    <Modal open={review !== null} title="Review Details" onClose={onClose}>
      {review && (
        <Facts>
          <dt>Name</dt>
          <dd>{review.name}</dd>
          <dt>User ID</dt>
          <dd>{review.userId}</dd>
          <dt>Comment</dt>
          <dd>{review.comment}</dd>
          <dt>Time</dt>
          <dd>
            <time dateTime={review.time}>{formatDateTime(review.time)}</time>
          </dd>
        </Facts>
      )}
    </Modal>
  );
}
