import { useState } from 'react';
import styled from 'styled-components';
import type { ReviewRow } from '@hostel/contracts';
import { Actions, Button, confirmAction, DataTable, formatNumber, Section } from '@hostel/ui';
import { useAdminT } from '../i18n';
import { ReviewDetailModal } from './review-detail-modal';
import { useDeleteReview, useReviewsPage } from './reviews-api';

/** A row's buttons wrap on a phone rather than widen the table past the screen (Bengali labels are longer). */
const RowActions = styled(Actions)`
  flex-wrap: wrap;
`;

/** Every review, newest first, 10 a page; the admin may read one in full or delete it. */
export function AllReviewsTable() {
  const { t } = useAdminT();
  const pager = useReviewsPage();
  const remove = useDeleteReview();
  const [viewing, setViewing] = useState<ReviewRow | null>(null);

  const askDelete = async (review: ReviewRow) => {
    if (!(await confirmAction({ title: t('reviews.confirmTitle'), text: t('reviews.confirmText', { name: review.name, meal: review.mealTitle }) }))) return;
    remove.mutate(review, { onSuccess: pager.afterRemove });
  };

  const columns = [t('reviews.columns.meal'), t('reviews.columns.likes'), t('reviews.columns.comments'), t('reviews.columns.actions')];

  return (
    <Section id="all-reviews" title={t('reviews.title')}>
      <DataTable
        caption={t('reviews.title')}
        columns={columns}
        list={pager}
        rowKey={(review) => review._id}
        empty={t('reviews.empty')}
        loadError={t('reviews.loadError')}
        renderCells={(review) => [
          review.mealTitle,
          formatNumber(review.mealLikes),
          formatNumber(review.mealReviewsCount),
          <RowActions>
            <Button type="button" $small $variant="danger" disabled={remove.isPending && remove.variables?._id === review._id} onClick={() => void askDelete(review)} aria-label={t('reviews.deleteLabel', { name: review.name, meal: review.mealTitle })}>
              {t('common.delete')}
            </Button>
            <Button type="button" $small $variant="ghost" onClick={() => setViewing(review)} aria-label={t('reviews.viewLabel', { name: review.name, meal: review.mealTitle })}>
              {t('common.view')}
            </Button>
          </RowActions>,
        ]}
      />
      <ReviewDetailModal review={viewing} onClose={() => setViewing(null)} />
    </Section>
  );
}
