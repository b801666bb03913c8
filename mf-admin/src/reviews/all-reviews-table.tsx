import { useState } from 'react';
import type { ReviewRow } from '@hostel/contracts';
import { Actions, Button, Section } from '@hostel/ui';
import { AdminTable } from '../shared/admin-table';
import { confirmAction } from '../shared/feedback';
import { ReviewDetailModal } from './review-detail-modal';
import { useDeleteReview, useReviewsPage } from './reviews-api';

const COLUMNS = ['Meal', 'Likes', 'Comment Count', 'Actions'];

/** Every review, newest first, 10 a page; the admin may read one in full or delete it. */
export function AllReviewsTable() {
  const pager = useReviewsPage();
  const remove = useDeleteReview();
  const [viewing, setViewing] = useState<ReviewRow | null>(null);

  const askDelete = async (review: ReviewRow) => {
    if (!(await confirmAction('Are you sure?', 'Yes, delete it!', `The review by ${review.name} on ${review.mealTitle} will be removed.`))) return;
    remove.mutate(review, { onSuccess: pager.afterRemove });
  };

  return (
    <Section id="all-reviews" title="All Reviews">
      <AdminTable
        caption="All Reviews"
        columns={COLUMNS}
        pager={pager}
        rowKey={(review) => review._id}
        empty="No reviews found."
        loadError="Failed to load reviews."
        renderRow={(review) => (
          <>
            <td>{review.mealTitle}</td>
            <td>{review.mealLikes}</td>
            <td>{review.mealReviewsCount}</td>
            <td>
              <Actions>
                <Button type="button" $small $variant="danger" disabled={remove.isPending && remove.variables?._id === review._id} onClick={() => void askDelete(review)} aria-label={`Delete review by ${review.name} on ${review.mealTitle}`}>
                  Delete
                </Button>
                <Button type="button" $small $variant="ghost" onClick={() => setViewing(review)} aria-label={`View review by ${review.name} on ${review.mealTitle}`}>
                  View
                </Button>
              </Actions>
            </td>
          </>
        )}
      />
      <ReviewDetailModal review={viewing} onClose={() => setViewing(null)} />
    </Section>
  );
}
