import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { firstScreenClient, loadingSession } from '@hostel/ui/src/first-screen/render-first-screen';
import { routeBook } from '../app/route-book';
import { ChromeBody, ChromeProviders } from '../chrome/chrome-app';
import { ToastBridge } from '../chrome/toast-bridge';
import type { FirebaseSession } from '../session/firebase-session';
import { REMOTE_ROUTES } from '../testing/remote-routes';
import { renderPage } from './render-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
/** The live badge only reads the shell's session once someone is signed in: a visitor's page never touches it. */

describe('the browser hydrates the shell’s served first screen', () => {
  it.each(['/', '/meals'])('when %s is hydrated, then React finds the markup it would draw', async (path) => {
    window.history.replaceState(null, '', path);
    const container = document.createElement('div');
    container.innerHTML = renderPage(path, 'http://api', { routes: REMOTE_ROUTES }).html;
    document.body.append(container);
    const errors: string[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <ChromeProviders client={firstScreenClient()} session={loadingSession} shellSession={{} as FirebaseSession} routes={routeBook(REMOTE_ROUTES)}>
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
