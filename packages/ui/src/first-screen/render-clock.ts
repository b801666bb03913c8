import { useSyncExternalStore } from 'react';

/**
 * The clock of what a page shows relative to now ("3 minutes ago"). A served first screen was written at the server's
 * moment and is hydrated a moment later: read from the browser's clock, a time that crossed a minute in between would
 * not be the served text, and React would throw the served markup away (a hydration error). So a hydration reads the
 * moment the server rendered at, which the page carries (first-screen-data), and the browser's clock right after;
 * the text then keeps itself current while it is shown.
 */

/** The served data element's attribute with the moment the server rendered the page (milliseconds since the epoch). */
export const FIRST_SCREEN_RENDERED_AT = 'data-rendered-at';

/** How often a shown relative time is brought up to date: its smallest unit is a minute, past the first one. */
const TICK_MS = 15_000;

/** Server: the moment of the render in progress. Browser: the moment the served page was rendered at, if it was. */
let renderMoment: number | undefined;

/** The server renders `render` (synchronous, as renderToString is) with `moment` as every relative time's now. */
export function renderAt<T>(moment: number, render: () => T): T {
  renderMoment = moment;
  try {
    return render();
  } finally {
    renderMoment = undefined;
  }
}

/** The browser notes the moment the served page was rendered at (its data element's attribute), before hydrating. */
export function servedAt(moment: number): void {
  if (Number.isFinite(moment) && moment > 0) renderMoment = moment;
}

/** The browser's now, the same for every reader until the next tick (a store's snapshot must not change unbidden). */
let now: number | undefined;
const listeners = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | undefined;

function browserNow(): number {
  // The server keeps no now between renders: nothing there subscribes, so nothing would move it on.
  if (typeof window === 'undefined') return Date.now();
  return (now ??= Date.now());
}

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  ticker ??= setInterval(tick, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size) return;
    clearInterval(ticker);
    ticker = undefined;
    // Read afresh by the next reader: a kept now would be as old as the last tick.
    now = undefined;
  };
}

/**
 * What `read` makes of now: of the render's moment on the server and in a hydration, else of the browser's clock. The
 * component renders again only when that changes ("3 minutes ago" becomes "4 minutes ago", today becomes tomorrow),
 * not at every tick.
 */
export function useClock<T extends string | number | boolean>(read: (now: number) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => read(browserNow()),
    () => read(renderMoment ?? browserNow()),
  );
}
