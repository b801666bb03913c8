import type { ReviewRow } from '@hostel/contracts';
import { Facts, formatDateTime, Modal, Stars } from '@hostel/ui';

/** One of the user's reviews in full (the table only has room for its start); closed with X or Escape. */
export function ReviewModal({ review, onClose }: { review: ReviewRow | null; onClose: () => void }) {
  return (
    <Modal open={review !== null} title="Review Details" onClose={onClose}>
      {review && (
        <Facts>
          <dt>Meal</dt>
          <dd>{review.mealTitle}</dd>
          <dt>Rating</dt>
          <dd>
            <Stars value={review.rating} /> {review.rating}
          </dd>
          <dt>Review</dt>
          <dd>{review.comment}</dd>
          <dt>Likes</dt>
          <dd>{review.mealLikes}</dd>
          <dt>Posted</dt>
          <dd>
            <time dateTime={review.time}>{formatDateTime(review.time)}</time>
          </dd>
        </Facts>
      )}
    </Modal>
  );
}
