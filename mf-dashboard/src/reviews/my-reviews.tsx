import { useState } from 'react';
import styled from 'styled-components';
import type { ReviewRow } from '@hostel/contracts';
import { Actions, Button, confirmAction, DataTable, Section, showError } from '@hostel/ui';
import { notifySuccess } from '../shared/feedback';
import { EyeIcon } from './eye-icon';
import { ReviewModal } from './review-modal';
import { useDeleteReview, useMyReviews } from './reviews-api';

const COLUMNS = ['Meal', 'Likes', 'Review', 'Actions'];

/** Long reviews stay on two lines in the table; the eye button shows the whole text. */
const Excerpt = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  max-width: 36ch;
`;

/** The user's own reviews, 5 a page: read one in full or delete it. */
export function MyReviews() {
  const list = useMyReviews();
  const remove = useDeleteReview();
  const [viewing, setViewing] = useState<ReviewRow | null>(null);

  const askDelete = async (review: ReviewRow) => {
    if (!(await confirmAction({ title: 'Are you sure?', text: `Your review of ${review.mealTitle} will be deleted.` }))) return;
    remove.mutate(review, {
      onSuccess: () => {
        notifySuccess('Deleted!', 'Review deleted successfully.');
        list.afterRemove();
      },
      onError: (error) => showError({ error, fallback: 'Failed to delete review.' }),
    });
  };

  return (
    <Section id="my-reviews" title="All Reviews">
      <DataTable
        caption="All Reviews"
        columns={COLUMNS}
        list={list}
        rowKey={(review) => review._id}
        empty="You have not reviewed any meals yet."
        loadError="Failed to load reviews."
        renderCells={(review) => [
          review.mealTitle,
          review.mealLikes,
          <Excerpt key="comment">{review.comment}</Excerpt>,
          <Actions key="actions">
            <Button type="button" $small $variant="ghost" onClick={() => setViewing(review)} aria-label={`View review of ${review.mealTitle}`} title="View">
              <EyeIcon />
            </Button>
            <Button
              type="button"
              $small
              $variant="danger"
              disabled={remove.isPending && remove.variables?._id === review._id}
              onClick={() => void askDelete(review)}
              aria-label={`Delete review of ${review.mealTitle}`}
            >
              Delete
            </Button>
          </Actions>,
        ]}
      />
      <ReviewModal review={viewing} onClose={() => setViewing(null)} />
    </Section>
  );
}
