import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/**
 * The first screen's API answers travel inside the HTML (the server rendered the page with them), so the client's
 * first render shows the same meals as the served HTML and replaces it without a shift or a second request.
 */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/** The attribute of the served page's style elements, removed once every root has replaced its first screen. */
export const FIRST_SCREEN_STYLES = 'data-first-screen';

export function removeFirstScreenStyles(): void {
  for (const element of document.querySelectorAll(`style[${FIRST_SCREEN_STYLES}]`)) element.remove();
}

/** Fills a new query client with the answers the served HTML carried, once: the element is removed after. */
export function seedFromFirstScreen(client: QueryClient): void {
  if (typeof document === 'undefined') return;
  const element = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!element) return;
  element.remove();
  try {
    hydrate(client, JSON.parse(element.textContent ?? '') as DehydratedState);
  } catch (err) {
    // Data the page cannot read only costs the head start: the queries fetch as they would without it.
    console.warn('The first screen data could not be read', err);
  }
}
