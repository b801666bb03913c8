import { useDeferredValue } from 'react';

export interface DeferredAnswer<T> {
  /** The answer as last rendered: a step behind `data`. */
  shown: T | undefined;
  /** The answer has come but is not on screen yet: keep the spinner up. */
  arriving: boolean;
}

/**
 * Renders a query's answer a step behind its data. A query's store update re-renders synchronously
 * (useSyncExternalStore), so a big answer (a table, 21 slot editors, a grid of cards) would render in one long task
 * on a slow phone; here that render keeps what is on screen and the answer renders in a deferred pass that React
 * slices and lets input through.
 */
export function useDeferredAnswer<T>(data: T | undefined): DeferredAnswer<T> {
  const shown = useDeferredValue(data);
  return { shown, arriving: data !== undefined && shown === undefined };
}
