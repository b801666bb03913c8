/**
 * The single-spa root config, kept free of UI: read the run-time configuration, register the remotes'
 * manifests with the federation runtime, read the remotes' routes, register the always-active chrome and one
 * application per remote on the pages its routes module declares,
 * and re-evaluate the routes whenever the session changes (guards decide whether a remote may mount).
 */
import { addErrorHandler, getAppStatus, registerApplication, start, triggerAppChange, unloadApplication } from 'single-spa';
import { adoptFirstScreenStyles } from '@hostel/ui';
import { FirebaseSession } from '../session/firebase-session';
import { startOffline } from '../offline';
import { chromeLifecycles } from '../chrome/chrome-app';
import { remoteApplications } from './remote-apps';
import { loadRouteBook, registerRemoteManifests } from './remote-routes';
import { fetchSiteConfig } from './site-config';
import { whenFirstRouted } from './first-route';

export async function startRootConfig(): Promise<void> {
  // Before any root renders: the served styles are the page's for the components they style (see the function).
  adoptFirstScreenStyles();
  const config = await fetchSiteConfig();
  registerRemoteManifests(config);
  // Asked before start(): the first routing event must not pass before anyone listens.
  const routed = whenFirstRouted();
  const session = new FirebaseSession(config.firebase, routed);
  const routes = await loadRouteBook(config);

  registerApplication({ name: 'chrome', app: chromeLifecycles, activeWhen: () => true, customProps: { session, config, routes } });
  for (const application of remoteApplications(routes, session)) registerApplication(application);

  // A remote that throws during a lifecycle is marked broken by single-spa; unloading it lets the next
  // navigation (or Retry) load it afresh instead of leaving its area blank for the rest of the visit.
  addErrorHandler((err) => {
    console.error(`[shell] ${err.appOrParcelName} failed`, err);
    if (getAppStatus(err.appOrParcelName) === 'SKIP_BECAUSE_BROKEN') void unloadApplication(err.appOrParcelName, { waitForUnmount: false });
  });

  session.onChange(() => void triggerAppChange());
  // The footer waits for the first route to mount (see GlobalStyle), so it appears below the content.
  // By then every active root has taken over the served first screen, and the page takes input.
  window.addEventListener(
    'single-spa:routing-event',
    () => {
      document.body.classList.add('routed');
      for (const id of ['chrome', 'mf-area']) document.getElementById(id)?.removeAttribute('inert');
    },
    { once: true },
  );
  start({ urlRerouteOnly: true });
  // The service worker (installable, offline, new-version prompt) registers once the first page is on screen and the
  // page has settled: a signed-in page's remote mounts after the load event, and the worker must not compete with it.
  void routed.then(() => startOffline(config, session));
}
