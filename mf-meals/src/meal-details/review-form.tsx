import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { RATING_MAX } from '@hostel/contracts';
import { Button, Field, formatNumber, showDialog } from '@hostel/ui';
import { useMealsT } from '../i18n';

const StarPicker = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: flex;
  gap: 4px;
  legend {
    font-weight: 600;
    margin-bottom: 4px;
  }
  label {
    font-size: 1.8rem;
    line-height: 1;
    cursor: pointer;
    color: #d6d3d1;
  }
  label[data-on='true'] {
    color: #f59e0b;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  input:focus-visible + span {
    outline: 3px solid #fdba74;
  }
`;

const Form = styled.form`
  display: grid;
  gap: 12px;
  textarea {
    min-height: 110px;
  }
`;

/** 5-star selection and text; blank text or no rating gets the spec's warning; resets after success. */
export function ReviewForm({ onSubmit, busy }: { onSubmit: (input: { rating: number; comment: string }) => Promise<unknown>; busy: boolean }) {
  const { t } = useMealsT();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim() || rating === 0) {
      void showDialog({ icon: 'warning', title: t('reviews.missingTitle'), text: t('reviews.missingText') });
      return;
    }
    await onSubmit({ rating, comment: comment.trim() });
    setRating(0);
    setComment('');
  };

  return (
    <Form onSubmit={(event) => void submit(event).catch(() => undefined)} aria-label={t('reviews.write')}>
      <StarPicker>
        <legend>{t('reviews.yourRating')}</legend>
        {Array.from({ length: RATING_MAX }, (_, index) => index + 1).map((value) => (
          <label key={value} data-on={value <= rating}>
            <input type="radio" name="rating" value={value} checked={rating === value} onChange={() => setRating(value)} aria-label={t('meal.chart.stars', { count: value, n: formatNumber(value) })} />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </StarPicker>
      <Field>
        {t('reviews.yourReview')}
        <textarea value={comment} onChange={(event) => setComment(event.target.value)} maxLength={1000} />
      </Field>
      <Button type="submit" disabled={busy}>
        {t('reviews.submit')}
      </Button>
    </Form>
  );
}
