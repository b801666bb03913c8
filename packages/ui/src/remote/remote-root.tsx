import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import * as ReactDOMClient from 'react-dom/client';
import React from 'react';
import { BrowserRouter } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@hostel/tokens';
import { newQueryClient } from '../api/query-client';
import { SessionProvider } from '../session/session-context';
import type { SessionApi } from '../session/session-api';
import { stubSession } from '../session/stub-session';
import { SectionUnavailable } from './section-unavailable';
import { timeSlicedMount } from './time-sliced';
import { firstScreenUsed, seedFromFirstScreen } from '../first-screen/first-screen-data';
import { renderTypeFor } from '../first-screen/hydrate';

export interface RemoteProps {
  session: SessionApi;
}

/** Context does not cross React roots: every remote root gets its own theme, query client and session. */
export function RemoteProviders({ client, session, children }: { client: QueryClient; session: SessionApi; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <SessionProvider session={session}>{children}</SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

function RemoteRoot({ App, session }: { App: ComponentType; session: SessionApi }) {
  const [client] = React.useState(() => {
    const created = newQueryClient();
    seedFromFirstScreen(created);
    return created;
  });
  React.useEffect(firstScreenUsed, []);
  return (
    <RemoteProviders client={client} session={session}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </RemoteProviders>
  );
}

/** single-spa lifecycles of a remote, mounted into the shell's micro-frontend area. */
export function remoteLifecycles(App: ComponentType, label: string) {
  return timeSlicedMount(
    singleSpaReact<RemoteProps>({
      React,
      ReactDOMClient,
      rootComponent: ({ session }) => <RemoteRoot App={App} session={session} />,
      domElementGetter: () => document.getElementById('mf-area') ?? document.body,
      // The served first screen is hydrated, not drawn again (the server rendered this very tree: first-screen/).
      renderType: () => renderTypeFor(document.getElementById('mf-area')),
      // A render error stays inside this remote's area; the chrome and the other areas keep working.
      errorBoundary: () => <SectionUnavailable label={label} />,
    }),
  );
}

/** The remote on its own page for its team's development, with a stub session (`?as=bronze|admin|visitor`). */
export function mountStandalone(App: ComponentType): void {
  const element = document.getElementById('mf-area');
  if (!element) throw new Error('index.html needs an element with id mf-area');
  createRoot(element).render(
    <StrictMode>
      <RemoteRoot App={App} session={stubSession()} />
    </StrictMode>,
  );
}
