import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { RATING_MAX } from '@hostel/contracts';
import { Button, Field, showDialog } from '@hostel/ui';

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
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim() || rating === 0) {
      void showDialog({ icon: 'warning', title: 'Error', text: 'Please enter review and select a rating' });
      return;
    }
    await onSubmit({ rating, comment: comment.trim() });
    setRating(0);
    setComment('');
  };

  return (
    <Form onSubmit={(event) => void submit(event).catch(() => undefined)} aria-label="Write a review">
      <StarPicker>
        <legend>Your rating</legend>
        {Array.from({ length: RATING_MAX }, (_, index) => index + 1).map((value) => (
          <label key={value} data-on={value <= rating}>
            <input type="radio" name="rating" value={value} checked={rating === value} onChange={() => setRating(value)} aria-label={`${value} star${value > 1 ? 's' : ''}`} />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </StarPicker>
      <Field>
        Your review
        <textarea value={comment} onChange={(event) => setComment(event.target.value)} maxLength={1000} />
      </Field>
      <Button type="submit" disabled={busy}>
        Submit Review
      </Button>
    </Form>
  );
}
