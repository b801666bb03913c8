/**
 * Resolves when single-spa has mounted the first page's applications (its first routing event): the page's own
 * content is on screen. What the first screen does not need — the service worker, confirming a remembered session —
 * starts after it, so it does not compete with the page's first render on a slow phone.
 */
export function whenFirstRouted(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('single-spa:routing-event', () => resolve(), { once: true }));
}
