import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { firstScreenClient, loadingSession } from '@hostel/ui/render-first-screen';
import { routeBook } from '../app/route-book';
import { ChromeBody, ChromeProviders } from '../chrome/chrome-app';
import { ToastBridge } from '../chrome/toast-bridge';
import type { FirebaseSession } from '../session/firebase-session';
import { REMOTE_ROUTES } from '../testing/remote-routes';
import { renderPage } from './render-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
/** The shell's session as a visitor's page uses it: the sign-in pages start Firebase; nothing else is called. */
const SHELL_SESSION = { start: async () => undefined } as unknown as FirebaseSession;

describe('the browser hydrates the shell’s served first screen', () => {
  it.each(['/', '/meals', '/login'])('when %s is hydrated, then React finds the markup it would draw (a page loaded on demand too)', async (path) => {
    window.history.replaceState(null, '', path);
    const container = document.createElement('div');
    container.innerHTML = renderPage(path, 'http://api', { routes: REMOTE_ROUTES }).html;
    document.body.append(container);
    const errors: string[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <ChromeProviders client={firstScreenClient()} session={loadingSession} shellSession={SHELL_SESSION} routes={routeBook(REMOTE_ROUTES)}>
          <BrowserRouter>
            <ChromeBody />
          </BrowserRouter>
          <ToastBridge />
        </ChromeProviders>,
        { onRecoverableError: (error) => errors.push(String(error)) },
      );
    });
    expect(errors).toEqual([]);
  });
});
