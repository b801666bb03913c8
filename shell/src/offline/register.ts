/**
 * The page's side of the service worker, loaded after the page has settled (offline/index.ts) so neither Workbox's
 * window library nor the registration competes with the first screen: registers /sw.js, tells the worker who is
 * signed in, shows the banner when answers came from the offline copy, and finds new builds (the shell's: a waiting
 * worker; a remote's: its manifest or entry changed) to offer 'New version available — Reload'.
 */
import { Workbox } from 'workbox-window';
import type { SessionApi } from '@hostel/ui';
import { nextTask } from '@hostel/ui/in-separate-tasks';
import type { SiteConfig } from '../app/site-config';
import { cacheDecision } from './cache-rules';
import type { WorkerMessage } from './messages';
import { remoteEntryUrl, type FederationManifest } from './remote-builds';
import { servedFromCache, setOfflineState, setReloadAction } from './offline-state';
import { askWorker, tellWorker } from './worker-channel';

/** How often an open page looks for new builds besides coming back online or to the foreground. */
const CHECK_EVERY_MS = 15 * 60_000;

/** A remote's build as the network has it now: its manifest and its entry (which names every chunk's hash). */
async function buildHead(manifestUrl: string): Promise<string> {
  const manifest = await fetch(manifestUrl, { cache: 'no-store', mode: 'cors', credentials: 'omit' });
  if (!manifest.ok) throw new Error(`${manifestUrl} answered ${manifest.status}`);
  const text = await manifest.text();
  const entry = await fetch(remoteEntryUrl(JSON.parse(text) as FederationManifest, manifestUrl), { cache: 'no-store', mode: 'cors', credentials: 'omit' });
  if (!entry.ok) throw new Error(`the entry of ${manifestUrl} answered ${entry.status}`);
  return `${text}\n${await entry.text()}`;
}

/** Watches the remotes' builds from the one this page started with; `check` answers whether any has changed. */
function remoteBuildWatch(config: SiteConfig) {
  const started = new Map<string, string>();
  const urls = Object.values(config.remotes);
  /** 'failed' when the remote did not answer (the first requests after the network comes back often fail). */
  const look = async (url: string): Promise<'changed' | 'same' | 'failed'> => {
    const head = await buildHead(url).catch(() => undefined);
    if (head === undefined) return 'failed';
    const before = started.get(url);
    // A remote that was down when the page started is compared from its first answer on.
    if (before === undefined) started.set(url, head);
    return before !== undefined && before !== head ? 'changed' : 'same';
  };
  // One remote at a time, each in a task of its own: starting a request costs the main thread a few milliseconds, and
  // all of them at once made one long task on a slow phone. Nobody waits on this check.
  const lookAll = async () => {
    const answers: Awaited<ReturnType<typeof look>>[] = [];
    for (const url of urls) {
      await nextTask();
      answers.push(await look(url));
    }
    return answers;
  };
  return {
    start: lookAll,
    check: async () => {
      let answers = await lookAll();
      // One more try a few seconds on when a remote did not answer and none has changed.
      if (!answers.includes('changed') && answers.includes('failed')) {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        answers = await lookAll();
      }
      return answers.includes('changed');
    },
  };
}

/**
 * API reads this page made before the worker controlled it (the first visit) are asked again through it, so the
 * offline copy has them; only reads the worker keeps (cache-rules.ts) are repeated.
 */
async function repeatEarlyReads(session: SessionApi): Promise<void> {
  const token = session.getToken();
  const authorization = token ? `Bearer ${token}` : null;
  const seen = new Set<string>();
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (entry.initiatorType !== 'fetch' || seen.has(entry.name)) continue;
    seen.add(entry.name);
    const decision = cacheDecision({ method: 'GET', url: entry.name, authorization }, window.location.origin);
    if (decision?.cache !== 'personal') continue;
    // Each request started in a task of its own (see lookAll).
    await nextTask();
    void fetch(entry.name, { priority: 'low', headers: { Authorization: authorization ?? '', Accept: 'application/json' } }).catch(() => undefined);
  }
}

function controllerReady(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
}

export async function registerOffline(config: SiteConfig, session: SessionApi): Promise<void> {
  const controlledAtStart = Boolean(navigator.serviceWorker.controller);
  const wb = new Workbox('/sw.js');
  let shellUpdateWaiting = false;

  // A new shell build has installed beside the running one: it takes over when the person presses Reload.
  wb.addEventListener('waiting', () => {
    shellUpdateWaiting = true;
    setOfflineState({ updateReady: true });
  });
  setReloadAction(() => {
    if (!shellUpdateWaiting) return window.location.reload();
    wb.addEventListener('controlling', () => window.location.reload());
    wb.messageSkipWaiting();
  });

  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
    if (event.data?.type === 'served-from-cache') servedFromCache(event.data.fetchedAt);
  });
  navigator.serviceWorker.startMessages();

  const signedIn = () => {
    const id = session.getState().user?.id;
    if (id) tellWorker({ type: 'signed-in', userId: id });
  };
  session.onChange(signedIn);

  await wb.register();
  await controllerReady();
  signedIn();
  tellWorker({ type: 'page-started', url: window.location.href, controlled: controlledAtStart });
  if (!controlledAtStart) await repeatEarlyReads(session);

  const status = await askWorker({ type: 'offline-status' });
  if (status?.type === 'offline-status' && status.fetchedAt) servedFromCache(status.fetchedAt);

  const remotes = remoteBuildWatch(config);
  await remotes.start();
  let checking = false;
  const check = async () => {
    if (checking || !navigator.onLine) return;
    checking = true;
    try {
      void wb.update().catch(() => undefined);
      if (await remotes.check()) {
        setOfflineState({ updateReady: true });
        // The worker caches the new build now, so the reload (or the next offline visit) has it whole.
        await askWorker({ type: 'refresh-remotes' }, 60_000);
      }
    } finally {
      checking = false;
    }
  };
  window.addEventListener('online', () => {
    setOfflineState({ offlineAsOf: null });
    void check();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
  setInterval(() => void check(), CHECK_EVERY_MS);
  // Says the page is now watching for new builds (the browser journeys wait for it before a remote changes).
  document.documentElement.dataset.offline = 'ready';
}
