import { useState } from 'react';
import styled from 'styled-components';
import type { ReviewRow } from '@hostel/contracts';
import { Actions, Button, confirmAction, DataTable, formatNumber, Section, showError } from '@hostel/ui';
import { useDashboardT } from '../i18n';
import { notifySuccess } from '../shared/feedback';
import { EyeIcon } from './eye-icon';
import { ReviewModal } from './review-modal';
import { useDeleteReview, useMyReviews } from './reviews-api';

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
  const { t } = useDashboardT();
  const columns = [t('reviews.column.meal'), t('reviews.column.likes'), t('reviews.column.review'), t('reviews.column.actions')];

  const askDelete = async (review: ReviewRow) => {
    if (!(await confirmAction({ title: t('reviews.confirm.title'), text: t('reviews.confirm.text', { title: review.mealTitle }), confirmButtonText: t('reviews.confirm.yes') }))) return;
    remove.mutate(review, {
      onSuccess: () => {
        notifySuccess(t('reviews.deleted.title'), t('reviews.deleted.text'));
        list.afterRemove();
      },
      onError: (error) => showError({ error, fallback: t('reviews.deleteFailed') }),
    });
  };

  return (
    <Section id="my-reviews" title={t('reviews.title')}>
      <DataTable
        caption={t('reviews.title')}
        columns={columns}
        list={list}
        rowKey={(review) => review._id}
        empty={t('reviews.empty')}
        loadError={t('reviews.loadError')}
        renderCells={(review) => [
          review.mealTitle,
          formatNumber(review.mealLikes),
          <Excerpt key="comment">{review.comment}</Excerpt>,
          <Actions key="actions">
            <Button type="button" $small $variant="ghost" onClick={() => setViewing(review)} aria-label={t('reviews.viewLabel', { title: review.mealTitle })} title={t('reviews.view')}>
              <EyeIcon />
            </Button>
            <Button
              type="button"
              $small
              $variant="danger"
              disabled={remove.isPending && remove.variables?._id === review._id}
              onClick={() => void askDelete(review)}
              aria-label={t('reviews.deleteLabel', { title: review.mealTitle })}
            >
              {t('reviews.delete')}
            </Button>
          </Actions>,
        ]}
      />
      <ReviewModal review={viewing} onClose={() => setViewing(null)} />
    </Section>
  );
}
