import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

/** The value once it has stopped changing for `delay` ms: one search request per pause, not per key (the gateway rate-limits). */
export function useDebounced<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
