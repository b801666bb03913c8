import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { __PRIVATE__ as styledInternals } from 'styled-components';
import { FIRST_SCREEN_RENDERED_AT, servedAt } from './render-clock';

/**
 * The first screen's API answers travel inside the HTML (the server rendered the page with them), so the client's
 * first render shows the same meals as the served HTML and replaces it without a shift or a second request.
 */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/** The attribute of the served page's style elements. */
export const FIRST_SCREEN_STYLES = 'data-first-screen';
/** The served style element's list of the class names it holds, per component: `componentId:name,name …`. */
export const FIRST_SCREEN_NAMES = 'data-names';

/**
 * Tells the page's styled-components which components' rules the served style elements already hold, before any
 * root hydrates: rendering those components then generates and inserts nothing (their class names are the server's:
 * packages/web-build/swc-options.js), and the served elements stay the page's styles for those rules. Rules made
 * later go into styled-components' own element after them, so an extending component (`styled(Base)`) first drawn
 * later still overrides its served base; the reverse (a base drawn later with props not served, under an extension
 * that was served) would not, which no component here does.
 */
export function adoptFirstScreenStyles(): void {
  const { mainSheet } = styledInternals;
  for (const element of document.querySelectorAll(`style[${FIRST_SCREEN_STYLES}][${FIRST_SCREEN_NAMES}]`)) {
    for (const entry of (element.getAttribute(FIRST_SCREEN_NAMES) ?? '').split(' ')) {
      const [id, names = ''] = entry.split(':');
      for (const name of names.split(',')) if (id && name) mainSheet.registerName(id, name);
    }
  }
}

/** The served answers, read from the page once; kept until a root has committed with them (see firstScreenUsed). */
let served: DehydratedState | null = null;

function servedAnswers(): DehydratedState | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (element) {
    element.remove();
    servedAt(Number(element.getAttribute(FIRST_SCREEN_RENDERED_AT)));
    try {
      served = JSON.parse(element.textContent ?? '') as DehydratedState;
    } catch (err) {
      // Data the page cannot read only costs the head start: the queries fetch as they would without it.
      console.warn('The first screen data could not be read', err);
    }
  }
  return served;
}

/**
 * Fills a new query client with the answers the served HTML carried. A root's first render is a transition, which
 * React may throw away and start over (state initialisers included): the answers stay for the new attempt's client
 * until the root has committed. Without them that client would fetch again, and the answer's arrival re-render the
 * whole page synchronously in one long task.
 */
export function seedFromFirstScreen(client: QueryClient): void {
  const answers = servedAnswers();
  if (answers) hydrate(client, answers);
}

/** Called once the root has committed: a root made later (the page visited again) reads the API itself. */
export function firstScreenUsed(): void {
  served = null;
}
