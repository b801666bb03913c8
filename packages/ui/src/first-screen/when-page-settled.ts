/**
 * Resolves once the page's load event has come (its pictures and fonts in), or after `longestWaitMs` whatever is still
 * loading. Free of imports: the shell's entry waits on it before it loads anything else.
 */
export function whenLoaded(longestWaitMs = Number.POSITIVE_INFINITY): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise<void>((resolve) => {
    window.addEventListener('load', () => resolve(), { once: true });
    if (Number.isFinite(longestWaitMs)) setTimeout(resolve, longestWaitMs);
  });
}

/**
 * Resolves once the page's first resources have loaded and the browser has a quiet moment (at most a second
 * later): what the first screen does not need (identity, the rest of the carousel, toasts) starts then, so it
 * competes neither with the first page's downloads nor with its first paint.
 */
export function whenPageSettled(): Promise<void> {
  return whenLoaded().then(() => new Promise<void>((resolve) => (window.requestIdleCallback ? window.requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve, 0))));
}
