import { whenPageSettled, type SessionApi } from '@hostel/ui';
import type { SiteConfig } from '../app/site-config';

/**
 * Starts offline support once the page has settled: the service worker's registration and Workbox's window library
 * are their own chunk, so the first screen's JavaScript does not grow. Production builds only (the development server
 * has no /sw.js), and only where the browser has service workers (a secure origin; not jsdom).
 */
export function startOffline(config: SiteConfig, session: SessionApi): void {
  if (process.env.NODE_ENV !== 'production' || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void whenPageSettled()
    .then(() => import(/* webpackChunkName: "offline" */ './register'))
    .then(({ registerOffline }) => registerOffline(config, session))
    .catch((err: unknown) => console.warn('[shell] offline support did not start', err));
}
