import { whenPageSettled, type SessionApi } from '@hostel/ui';
import { nextTask } from '@hostel/ui/in-separate-tasks';
import type { SiteConfig } from '../app/site-config';

/**
 * How long after the page has settled offline support starts: the worker then precaches every front end's build,
 * downloads that must not compete with what the first page still fetches (pictures below the fold, a remote's first
 * reads, the page a first tap opens) on a slow link, nor its start-up with the page's on a slow phone.
 */
const AFTER_SETTLED_MS = 4000;

const idleAfter = (ms: number) => new Promise<void>((resolve) => setTimeout(() => (window.requestIdleCallback ? window.requestIdleCallback(() => resolve(), { timeout: 2000 }) : resolve()), ms));

/**
 * Starts offline support a few seconds after the page has settled: the service worker's registration and Workbox's
 * window library are their own chunk, so the first screen's JavaScript does not grow. Production builds only (the
 * development server has no /sw.js), and only where the browser has service workers (a secure origin; not jsdom).
 */
export function startOffline(config: SiteConfig, session: SessionApi): void {
  if (process.env.NODE_ENV !== 'production' || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void whenPageSettled()
    .then(() => idleAfter(AFTER_SETTLED_MS))
    .then(() => import(/* webpackChunkName: "offline" */ './register'))
    // The chunk's evaluation and the registration in separate tasks: together, one long task on a slow phone.
    .then(async ({ registerOffline }) => {
      await nextTask();
      return registerOffline(config, session);
    })
    .catch((err: unknown) => console.warn('[shell] offline support did not start', err));
}
