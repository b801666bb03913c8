import { useState } from 'react';
import type { ReviewRow } from '@hostel/contracts';
import { Actions, Button, confirmAction, DataTable, Section } from '@hostel/ui';
import { ReviewDetailModal } from './review-detail-modal';
import { useDeleteReview, useReviewsPage } from './reviews-api';

const COLUMNS = ['Meal', 'Likes', 'Comment Count', 'Actions'];

/** Every review, newest first, 10 a page; the admin may read one in full or delete it. */
export function AllReviewsTable() {
  const pager = useReviewsPage();
  const remove = useDeleteReview();
  const [viewing, setViewing] = useState<ReviewRow | null>(null);

  const askDelete = async (review: ReviewRow) => {
    if (!(await confirmAction({ title: 'Are you sure?', text: `The review by ${review.name} on ${review.mealTitle} will be removed.` }))) return;
    remove.mutate(review, { onSuccess: pager.afterRemove });
  };

  return (
    <Section id="all-reviews" title="All Reviews">
      <DataTable
        caption="All Reviews"
        columns={COLUMNS}
        list={pager}
        rowKey={(review) => review._id}
        empty="No reviews found."
        loadError="Failed to load reviews."
        renderCells={(review) => [
          review.mealTitle,
          review.mealLikes,
          review.mealReviewsCount,
          <Actions>
            <Button type="button" $small $variant="danger" disabled={remove.isPending && remove.variables?._id === review._id} onClick={() => void askDelete(review)} aria-label={`Delete review by ${review.name} on ${review.mealTitle}`}>
              Delete
            </Button>
            <Button type="button" $small $variant="ghost" onClick={() => setViewing(review)} aria-label={`View review by ${review.name} on ${review.mealTitle}`}>
              View
            </Button>
          </Actions>,
        ]}
      />
      <ReviewDetailModal review={viewing} onClose={() => setViewing(null)} />
    </Section>
  );
}
