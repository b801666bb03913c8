import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { whenPageSettled } from '../first-screen/when-page-settled';

/**
 * A long page's part below its first screen, mounted later. On a slow phone every section mounted at once is one
 * long main-thread stretch (render, commit, layout, then each answer's render) before the first screen takes input;
 * deferred, the first screen renders alone. A deferred part mounts when it comes near the viewport (scrolled to, or
 * a jump-list link followed) or, with `whenIdle`, once the page has settled, one part per idle moment in page order,
 * so the whole page is there soon after for search in page, screen readers and tests. Until then a placeholder of
 * about its height holds its place and its id (the jump list's anchor): content that arrives later does not push
 * what is on screen. The part's code may load only then (React.lazy). Without IntersectionObserver (old browsers,
 * jsdom) it mounts at once.
 */
export function DeferredSection({ id, minHeight, whenIdle = true, children }: { id?: string; minHeight: number; whenIdle?: boolean; children: ReactNode }) {
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shown || !placeholder.current) return undefined;
    let done = false;
    const show = () => {
      if (done) return;
      done = true;
      // A transition: React renders the part in slices and lets input through between them.
      startTransition(() => setShown(true));
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), { rootMargin: '200px 0px' });
    observer.observe(placeholder.current);
    const leave = whenIdle ? idleQueue.add(show) : undefined;
    return () => {
      done = true;
      observer.disconnect();
      leave?.();
    };
  }, [shown, whenIdle]);

  // The boundary stays mounted around both states: a part whose code is still loading (React.lazy) keeps showing the
  // placeholder, since the switch happens in a transition; outside one, the fallback is the same placeholder.
  return (
    <Suspense fallback={<Placeholder id={id} style={{ minHeight }} data-deferred="" />}>
      {shown ? children : <Placeholder ref={placeholder} id={id} style={{ minHeight }} data-deferred="" />}
    </Suspense>
  );
}

// It paints nothing: it only holds the room. A painted box (a grey card) would be seen to jump whenever a part above it
// mounts at another height than its own placeholder's; empty room that moves is no visible shift.
const Placeholder = styled.div`
  margin-bottom: 28px;
  /* The navbar is fixed: a jump to a part not mounted yet must not hide it under the bar (as Section's own). */
  scroll-margin-top: calc(${({ theme }) => theme.layout.navHeight} + 12px);
`;

/** The parts waiting for an idle moment, in the order they registered (page order: effects run in tree order). */
export const idleQueue = (() => {
  const waiting: (() => void)[] = [];
  let running = false;
  const nextIdle = () => new Promise<void>((resolve) => (window.requestIdleCallback ? window.requestIdleCallback(() => resolve()) : setTimeout(resolve, 50)));

  async function drain() {
    running = true;
    await whenPageSettled();
    for (;;) {
      await nextIdle();
      const next = waiting.shift();
      if (!next) break;
      next();
    }
    running = false;
  }

  return {
    /** Queues `show`; the returned function takes it out again (the part mounted another way or went away). */
    add(show: () => void): () => void {
      waiting.push(show);
      if (!running) void drain();
      return () => {
        const at = waiting.indexOf(show);
        if (at >= 0) waiting.splice(at, 1);
      };
    },
  };
})();
