import styled from 'styled-components';
import type { ReviewRow } from '@hostel/contracts';
import { Modal, Stars } from '@hostel/ui';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 12px;
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
`;

const mediumDateShortTime = new Intl.DateTimeFormat('en-BD', { dateStyle: 'medium', timeStyle: 'short' });

export function formatReviewTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : mediumDateShortTime.format(date);
}

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
            <time dateTime={review.time}>{formatReviewTime(review.time)}</time>
          </dd>
        </Facts>
      )}
    </Modal>
  );
}
