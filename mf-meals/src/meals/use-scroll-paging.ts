import { useEffect, useLayoutEffect, useRef } from 'react';
import { throttle } from 'es-toolkit';
import { MEALS_SCROLL_THROTTLE_MS, MEALS_SCROLL_TRIGGER } from '@hostel/contracts';

/**
 * All Meals' infinite scroll (spec §4, §9): while there is more, scrolling the window past MEALS_SCROLL_TRIGGER
 * of the page asks for the next page (`loadMore`), checked at most once per MEALS_SCROLL_THROTTLE_MS.
 */
export function useScrollPaging(hasMore: boolean, loadMore: () => void) {
  // The latest loadMore without re-adding the listener (and restarting the throttle) on every render.
  const load = useRef(loadMore);
  useLayoutEffect(() => {
    load.current = loadMore;
  });

  useEffect(() => {
    if (!hasMore) return;
    const check = throttle(() => {
      const reached = window.scrollY + window.innerHeight >= MEALS_SCROLL_TRIGGER * document.documentElement.scrollHeight;
      if (reached) load.current();
    }, MEALS_SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      window.removeEventListener('scroll', check);
      check.cancel();
    };
  }, [hasMore]);
}
