import { act, render, screen } from '@testing-library/react';
import { startTransition } from 'react';
import { useDeferredAnswer } from './deferred-answer';

const renders: string[] = [];

function Probe({ data }: { data?: string }) {
  const { shown, arriving } = useDeferredAnswer(data);
  renders.push(`${shown ?? '-'}/${arriving}`);
  return <p>{arriving ? 'arriving' : (shown ?? 'nothing')}</p>;
}

beforeEach(() => {
  renders.length = 0;
});

test('an answer first renders as arriving, then shown in a later pass', async () => {
  const { rerender } = render(<Probe />);
  expect(screen.getByText('nothing')).toBeTruthy();
  await act(async () => rerender(<Probe data="rows" />));
  expect(screen.getByText('rows')).toBeTruthy();
  // The urgent render kept the old value and said it was arriving; the deferred pass showed it.
  expect(renders).toEqual(['-/false', '-/true', 'rows/false']);
});

test('a later answer keeps the previous one on screen until its own pass, without saying arriving', async () => {
  const { rerender } = render(<Probe data="page 1" />);
  renders.length = 0;
  await act(async () => rerender(<Probe data="page 2" />));
  expect(screen.getByText('page 2')).toBeTruthy();
  expect(renders).toEqual(['page 1/false', 'page 2/false']);
});

test('an update inside a transition renders the answer at once', async () => {
  const { rerender } = render(<Probe />);
  await act(async () => startTransition(() => rerender(<Probe data="rows" />)));
  expect(renders).toEqual(['-/false', 'rows/false']);
});
