import styled from 'styled-components';
import type { ReviewRow } from '@hostel/contracts';
import { Modal } from '@hostel/ui';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 12px;
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const mediumDateShortTime = new Intl.DateTimeFormat('en-BD', { dateStyle: 'medium', timeStyle: 'short' });

export function formatReviewTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : mediumDateShortTime.format(date);
}

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
            <time dateTime={review.time}>{formatReviewTime(review.time)}</time>
          </dd>
        </Facts>
      )}
    </Modal>
  );
}
