/**
 * Server side of the first screen: each front end renders its own routes' first screen in Node, at
 * request time, with the same components the browser runs, so a phone on slow 4G sees the navbar, the heading and
 * the first meals before any script has run. Only the servers import this module (react-dom/server stays out of
 * the browser bundles); the browser's side is first-screen-data.ts.
 *
 * The browser hydrates this markup: each root's first client render, with the answers below seeded into its
 * query client, is the same tree with the same data, and styled-components gives each component the same class name
 * in both builds (packages/web-build/swc-options.js), so React keeps the served elements and only attaches to them:
 * no layout shift, no second request, and far less work than drawing the page again. What the browser draws
 * differently waits for hydration (AfterHydration).
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { renderLanguage } from '@hostel/contracts/render-language';
import type { FirstScreen } from '@hostel/contracts/routes';
import { newQueryClient } from '../api/query-client';
import { i18n } from '../i18n/i18n';
import type { SessionApi, SessionState } from '../session/session-api';
import { FIRST_SCREEN_DATA_ID, FIRST_SCREEN_NAMES, FIRST_SCREEN_STYLES } from './first-screen-data';
import { FIRST_SCREEN_RENDERED_AT, renderAt } from './render-clock';

/** styled-components' marker of a rule group in its server output: the component's id and its class names. */
const GROUP_MARKER = /data-styled\.g\d+\[id="([^"]*)"\]\{content:"([^"]*)"\}\/\*!sc\*\/\n?/g;
/** What an attribute may carry unescaped: ids and class names are letters, digits, '-' and '_'. */
const SAFE_NAMES = /^[\w\-:, ]*$/;

export type { FirstScreen };

/** The session as every page's first client render sees it: Firebase loads after the first paint. */
const LOADING: SessionState = { loading: true, user: null };
export const loadingSession: SessionApi = {
  getState: () => LOADING,
  onChange: () => () => undefined,
  getToken: () => null,
  signOut: async () => undefined,
  refreshUser: async () => undefined,
};

/** A query client like the browser's (same defaults matter: a stale answer would be fetched again at once). */
export function firstScreenClient(): QueryClient {
  return newQueryClient({ retry: false });
}

/** JSON inside a script element: '<' escaped so no value can end the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderFirstScreen(element: ReactElement, client: QueryClient, images: string[] = []): FirstScreen {
  const sheet = new ServerStyleSheet();
  try {
    // In the visitor's language (their cookie, see render-language): set here, synchronously before the render, as
    // renders of both languages share this bundle's one i18next.
    void i18n().changeLanguage(renderLanguage());
    // Relative times ("3 minutes ago") are written from this moment, which the page carries for the hydration.
    const renderedAt = Date.now();
    const html = renderAt(renderedAt, () => renderToString(sheet.collectStyles(element)));
    // Only answers that arrived: a failed read is left to the browser to try again.
    const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === 'success' });
    const data = state.queries.length ? `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}" ${FIRST_SCREEN_RENDERED_AT}="${renderedAt}">${scriptJson(state)}</script>` : '';
    // Renamed so the browser's styled-components does not rehydrate these tags: it numbers its rule groups per page and
    // would merge the chrome's and a remote's (rendered by two servers) into each other. Instead each tag names the
    // class names it holds per component (from the rule-group markers only styled-components reads), and the browser
    // registers those before it hydrates (adoptFirstScreenStyles): its components then find their rules already on
    // the page and skip generating and inserting them again, the costliest part of a styled root's first render.
    const tags = sheet.getStyleTags();
    const names = [...tags.matchAll(GROUP_MARKER)].map(([, id, list]) => `${id}:${list!.replace(/,$/, '')}`).join(' ');
    const styles = tags
      .replace(/ data-styled(-version)?="[^"]*"/g, '')
      .replace(/<style/g, `<style ${FIRST_SCREEN_STYLES} ${FIRST_SCREEN_NAMES}="${SAFE_NAMES.test(names) ? names : ''}"`)
      .replace(GROUP_MARKER, '');
    return { html, styles, data, images };
  } finally {
    sheet.seal();
  }
}
