/**
 * Resolves once the page's first resources have loaded and the browser has a quiet moment (at most a second
 * later): what the first screen does not need (identity, the rest of the carousel, toasts) starts then, so it
 * competes neither with the first page's downloads nor with its first paint.
 */
export function whenPageSettled(): Promise<void> {
  const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(() => new Promise<void>((resolve) => (window.requestIdleCallback ? window.requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve, 0))));
}
