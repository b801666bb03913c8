import { useCallback, useEffect, useState } from 'react';
import { throttle } from 'es-toolkit';
import { MEALS_PAGE_SIZE, MEALS_SCROLL_THROTTLE_MS, MEALS_SCROLL_TRIGGER } from '@hostel/contracts';

/**
 * All Meals' infinite scroll (spec §4, §9): the first MEALS_PAGE_SIZE items, then as many more each time the
 * window is scrolled past MEALS_SCROLL_TRIGGER of the page, checked at most once per MEALS_SCROLL_THROTTLE_MS.
 * `restart` goes back to the first page (a new search).
 */
export function useScrollPaging(total: number) {
  const [shown, setShown] = useState(MEALS_PAGE_SIZE);
  const hasMore = shown < total;

  useEffect(() => {
    if (!hasMore) return;
    const check = throttle(() => {
      const reached = window.scrollY + window.innerHeight >= MEALS_SCROLL_TRIGGER * document.documentElement.scrollHeight;
      if (reached) setShown((count) => count + MEALS_PAGE_SIZE);
    }, MEALS_SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      window.removeEventListener('scroll', check);
      check.cancel();
    };
  }, [hasMore]);

  const restart = useCallback(() => setShown(MEALS_PAGE_SIZE), []);
  return { shown: Math.min(shown, total), hasMore, restart };
}
