import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import React, { useState, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { createPortal } from 'react-dom';
import { BrowserRouter } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { ThemeProvider } from 'styled-components';
import { AfterHydration, newQueryClient, renderTypeFor, SessionProvider, timeSlicedMount, type SessionApi } from '@hostel/ui';
import { theme } from '@hostel/tokens';
import type { RouteBook } from '../app/route-book';
import { RouteBookContext } from '../app/route-book-context';
import type { SiteConfig } from '../app/site-config';
import type { FirebaseSession } from '../session/firebase-session';
import { ShellSessionContext } from '../session/shell-session-context';
import { OfflineNotices } from '../offline/offline-notices';
import { shellT } from '../i18n';
import { GlobalStyle } from './global-style';
import { LiveBadge } from './live-badge';
import { Navbar } from './navbar';
import { Footer } from './footer';
import { ShellRoutes } from './shell-routes';
import { ToastBridge } from './toast-bridge';

interface ChromeProps {
  session: FirebaseSession;
  config: SiteConfig;
  routes: RouteBook;
}

/** What every part of the chrome reads: theme, the global style, queries, the session, the remotes' routes. */
export function ChromeProviders({ client, session, shellSession, routes, children }: { client: QueryClient; session: SessionApi; shellSession: FirebaseSession | null; routes: RouteBook; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <QueryClientProvider client={client}>
        <SessionProvider session={session}>
          <ShellSessionContext.Provider value={shellSession}>
            <RouteBookContext.Provider value={routes}>{children}</RouteBookContext.Provider>
          </ShellSessionContext.Provider>
        </SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

function FooterPortal() {
  const footer = document.getElementById('chrome-footer');
  return footer && createPortal(<Footer />, footer);
}

/**
 * The chrome inside its router, the same tree on the server (first-screen/render-page.tsx) as in the browser, which
 * hydrates the served navbar and page: the live badge (the shell's session), the offline notices (the service
 * worker's state) and the footer (a portal into another element) are the browser's alone, so they come once the
 * chrome has hydrated.
 */
export function ChromeBody() {
  return (
    <>
      <Navbar />
      <ShellRoutes />
      <AfterHydration>
        <LiveBadge />
        <OfflineNotices />
        <FooterPortal />
      </AfterHydration>
    </>
  );
}

function Chrome({ session, routes }: ChromeProps) {
  const [client] = useState(() => newQueryClient());
  return (
    <ChromeProviders client={client} session={session} shellSession={session} routes={routes}>
      <BrowserRouter>
        <ChromeBody />
      </BrowserRouter>
      <ToastBridge />
    </ChromeProviders>
  );
}

/** The always-active chrome: navbar, the shell's own pages and guards, footer, toasts. */
export const chromeLifecycles = timeSlicedMount(
  singleSpaReact<ChromeProps>({
    React,
    ReactDOMClient,
    rootComponent: Chrome,
    domElementGetter: () => document.getElementById('chrome') ?? document.body,
    // The served navbar and page are hydrated, not drawn again.
    renderType: () => renderTypeFor(document.getElementById('chrome')),
    errorBoundary: () => <p role="alert">{shellT()('error.title')}</p>,
  }),
);
