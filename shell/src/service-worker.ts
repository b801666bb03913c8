/**
 * The site's service worker (built by workbox-webpack-plugin's InjectManifest into /sw.js, the shell's build only).
 *
 * - The shell's build is precached with revisioned URLs (self.__WB_MANIFEST); a new shell build is a new worker,
 *   which waits until the person presses Reload (offline/register.ts).
 * - Each remote's current build is cached from its mf-manifest.json at install and whenever the page finds a newer
 *   one; the manifest and remoteEntry.js (fixed names) are network-first, so a reload always runs the newest build
 *   the network has, and content-hashed files cache-first (their content never changes).
 * - Pages (HTML) network-first; offline, the copy from the last visit (it carries its own first screen and policy).
 * - The API: only what offline/cache-rules.ts allows (the public menu; the signed-in person's own reads of My Meals
 *   and Requested Meals, in a cache named by them), network-first, stamped with the time they were fetched. An answer
 *   given from the cache is reported to its page, which shows 'Offline — as of {time}'. Mutations pass untouched.
 * Why this file exists at all: docs/offline.md.
 */
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types';
import { currentWeek, shiftWeek } from '@hostel/contracts/menu-week';
import { API_BASE } from '@hostel/contracts/paths';
import { ASSETS_CACHE, CACHE_PREFIX, FETCHED_AT_HEADER, isPersonalCache, PAGES_CACHE, personalCacheName, PUBLIC_API_CACHE, REMOTES_CACHE } from './offline/cache-names';
import { cacheDecision, menuUrls } from './offline/cache-rules';
import { isHashedFile, isRemoteBuildHead, remoteBuildFiles, type FederationManifest } from './offline/remote-builds';
import type { PageMessage, WorkerMessage } from './offline/messages';

/** The parts of the service worker's global scope used here (the project's TypeScript program has the DOM's types). */
interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerMessageEvent extends WorkerEvent {
  data: PageMessage | { type: 'SKIP_WAITING' };
  source: { id: string } | null;
  ports: readonly MessagePort[];
}
interface WindowClient {
  id: string;
  postMessage(message: WorkerMessage): void;
}
interface WorkerScope {
  location: Location;
  __WB_MANIFEST: (PrecacheEntry | string)[];
  clients: { get(id: string): Promise<WindowClient | undefined>; claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
}
const sw = self as unknown as WorkerScope;
const origin = sw.location.origin;

// ---- the shell's build -------------------------------------------------------------------------------------------
// Written out as `self.__WB_MANIFEST`: InjectManifest replaces exactly that with the build's list.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();

// ---- who is signed in ----------------------------------------------------------------------------------------------
/**
 * When each person signed out (by user id): an answer to a read they started before is still on its way, and must
 * not bring their data back into a cache the sign-out just deleted.
 */
const signedOutAt = new Map<string, number>();
const IN_FLIGHT_MS = 15_000;
const mayKeepFor = (userId: string) => Date.now() - (signedOutAt.get(userId) ?? 0) > IN_FLIGHT_MS;

async function deletePersonalCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter(isPersonalCache).map((name) => caches.delete(name)));
}

// ---- answers given from the cache ------------------------------------------------------------------------------------
/** Per page (client id): the oldest fetch time of the answers it was given from the cache. */
const servedFromCache = new Map<string, string>();

function noteServed(clientId: string | undefined, fetchedAt: string): void {
  if (!clientId) return;
  const before = servedFromCache.get(clientId);
  if (!before || Date.parse(fetchedAt) < Date.parse(before)) servedFromCache.set(clientId, fetchedAt);
  void sw.clients.get(clientId).then((client) => client?.postMessage({ type: 'served-from-cache', fetchedAt }));
}

/** A copy of an answer carrying the time it was fetched (the banner's 'as of'). */
async function stamped(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(FETCHED_AT_HEADER, new Date().toISOString());
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

/** Keeps only whole 200 answers, stamped; an answer for a person who has meanwhile signed out is not kept. */
const stampPlugin = (userId?: string): WorkboxPlugin => ({
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200 || response.type === 'opaque') return null;
    if (userId !== undefined && !mayKeepFor(userId)) return null;
    return stamped(response);
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    const fetchedAt = cachedResponse?.headers.get(FETCHED_AT_HEADER);
    const ids = event as unknown as { clientId?: string; resultingClientId?: string } | undefined;
    if (fetchedAt) noteServed(ids?.resultingClientId || ids?.clientId, fetchedAt);
    return cachedResponse;
  },
});

// ---- the API ---------------------------------------------------------------------------------------------------------
const publicApi = new NetworkFirst({ cacheName: PUBLIC_API_CACHE, plugins: [stampPlugin()] });

registerRoute(
  ({ url, request }) => url.origin === origin && url.pathname.startsWith(`${API_BASE}/`) && cacheDecision({ method: request.method, url: url.href, authorization: request.headers.get('authorization') }, origin) !== undefined,
  async ({ request, event, url }) => {
    const decision = cacheDecision({ method: request.method, url: url.href, authorization: request.headers.get('authorization') }, origin);
    if (decision?.cache === 'personal') {
      const strategy = new NetworkFirst({ cacheName: personalCacheName(decision.user.id), plugins: [stampPlugin(decision.user.id)] });
      return strategy.handle({ request, event });
    }
    return publicApi.handle({ request, event });
  },
);

let menuWarmedAt = 0;

/** This week's and next week's menu, so /menu reads offline in both without having been opened on them. */
async function warmMenu(): Promise<void> {
  if (Date.now() - menuWarmedAt < 10 * 60_000) return;
  menuWarmedAt = Date.now();
  const cache = await caches.open(PUBLIC_API_CACHE);
  await Promise.all(
    menuUrls(shiftWeek(currentWeek(), 1)).map(async (path) => {
      const response = await fetch(new URL(path, origin).href, { headers: { accept: 'application/json' } });
      if (response.ok) await cache.put(new URL(path, origin).href, await stamped(response));
    }),
  ).catch(() => {
    menuWarmedAt = 0;
  });
}

// ---- pages -------------------------------------------------------------------------------------------------------------
const pages = new NetworkFirst({ cacheName: PAGES_CACHE, plugins: [stampPlugin(), new ExpirationPlugin({ maxEntries: 40 })] });

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === origin && url.pathname !== API_BASE && !url.pathname.startsWith(`${API_BASE}/`),
  async ({ request, event }) => {
    try {
      return await pages.handle({ request, event });
    } catch (err) {
      // A page never visited: Home's copy starts the app, whose router then shows the address's page.
      const home = await caches.match(new URL('/', origin).href, { cacheName: PAGES_CACHE });
      if (!home) throw err;
      const fetchedAt = home.headers.get(FETCHED_AT_HEADER);
      if (fetchedAt) noteServed((event as unknown as { resultingClientId?: string }).resultingClientId, fetchedAt);
      return home;
    }
  },
);

/** The page a visitor opened before this worker controlled it, and Home (the fallback above). */
async function warmPages(urls: string[]): Promise<void> {
  const cache = await caches.open(PAGES_CACHE);
  await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
      if (response.ok && response.headers.get('content-type')?.includes('text/html')) await cache.put(url, await stamped(response));
    }),
  ).catch(() => undefined);
}

// ---- remotes -----------------------------------------------------------------------------------------------------------
interface SiteConfig {
  remotes: Record<string, string>;
}

let siteConfig: Promise<SiteConfig | undefined> | undefined;

/** The run-time configuration (which remotes, where), from the network, else from the last copy. */
function remotesConfig(refresh = false): Promise<SiteConfig | undefined> {
  if (!siteConfig || refresh) {
    siteConfig = (async () => {
      const url = new URL('/config.json', origin).href;
      try {
        const response = await fetch(url, { cache: 'no-store' });
        if (response.ok) {
          await (await caches.open(PAGES_CACHE)).put(url, response.clone());
          return (await response.json()) as SiteConfig;
        }
      } catch {
        // Offline: the copy below.
      }
      const copy = await caches.match(url, { cacheName: PAGES_CACHE });
      return copy ? ((await copy.json()) as SiteConfig) : undefined;
    })();
  }
  return siteConfig;
}

const remoteOrigins = async () => new Set(Object.values((await remotesConfig())?.remotes ?? {}).map((url) => new URL(url).origin));

/** A remote's file as CORS (its scripts load without, which would leave an opaque, uncheckable copy). */
const fetchRemote = (url: string, cache: RequestCache = 'no-cache') => fetch(url, { mode: 'cors', credentials: 'omit', cache });

/**
 * Caches a remote's current build whole (its manifest says which files), so its pages work offline even if never
 * opened; files of its earlier builds go, unless they are the newest build's too.
 */
async function cacheRemoteBuild(manifestUrl: string): Promise<void> {
  const cache = await caches.open(REMOTES_CACHE);
  const response = await fetchRemote(manifestUrl, 'no-store');
  if (!response.ok) return;
  const files = remoteBuildFiles((await response.clone().json()) as FederationManifest, manifestUrl);
  await cache.put(manifestUrl, await stamped(response));
  for (const file of files) {
    if (isHashedFile(new URL(file).pathname) && (await cache.match(file))) continue;
    const copy = await fetchRemote(file);
    if (copy.ok) await cache.put(file, await stamped(copy));
  }
  const keep = new Set([manifestUrl, ...files]);
  const remoteOrigin = new URL(manifestUrl).origin;
  for (const request of await cache.keys()) if (new URL(request.url).origin === remoteOrigin && !keep.has(request.url)) await cache.delete(request);
}

async function cacheRemoteBuilds(): Promise<void> {
  const config = await remotesConfig(true);
  await Promise.all(Object.values(config?.remotes ?? {}).map((url) => cacheRemoteBuild(url).catch(() => undefined)));
}

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin !== origin && (isRemoteBuildHead(url.pathname) || isHashedFile(url.pathname)),
  async ({ request, url, event }) => {
    if (!(await remoteOrigins()).has(url.origin)) return fetch(request);
    const cache = await caches.open(REMOTES_CACHE);
    if (isRemoteBuildHead(url.pathname)) {
      // Network-first: the newest build the network has is the one a (re)load runs.
      try {
        const response = await fetchRemote(url.href, request.cache === 'only-if-cached' ? 'no-cache' : request.cache);
        if (response.ok) await cache.put(url.href, await stamped(response.clone()));
        return response;
      } catch (err) {
        const copy = await cache.match(url.href);
        if (!copy) throw err;
        const fetchedAt = copy.headers.get(FETCHED_AT_HEADER);
        if (fetchedAt) noteServed((event as unknown as { clientId?: string }).clientId, fetchedAt);
        return copy;
      }
    }
    const copy = await cache.match(url.href);
    if (copy) return copy;
    const response = await fetchRemote(url.href);
    if (response.ok) await cache.put(url.href, await stamped(response.clone()));
    return response;
  },
);

// ---- the shell's pictures and fonts (content-hashed, not precached: only those a page shows) ----------------------------
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === origin && isHashedFile(url.pathname),
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 60 })] }),
);

// ---- life cycle and messages ----------------------------------------------------------------------------------------------
sw.addEventListener('install', (event) => {
  // A remote that is down does not stop the install: its build is cached on the next check.
  event.waitUntil(cacheRemoteBuilds().catch(() => undefined));
});

sw.addEventListener('activate', (event) => {
  // The first visit's page is controlled at once, so what it reads next is kept.
  event.waitUntil(Promise.all([sw.clients.claim(), warmMenu(), removeForeignCaches()]));
});

/** Caches of this site's that no part of this worker uses any more (a renamed cache of an older worker). */
async function removeForeignCaches(): Promise<void> {
  const used = new Set([PUBLIC_API_CACHE, PAGES_CACHE, REMOTES_CACHE, ASSETS_CACHE]);
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && !used.has(name) && !isPersonalCache(name)).map((name) => caches.delete(name)));
}

sw.addEventListener('message', (event) => {
  const message = event.data;
  switch (message?.type) {
    case 'SKIP_WAITING':
      void sw.skipWaiting();
      break;
    case 'page-started':
      event.waitUntil(Promise.all([message.controlled ? Promise.resolve() : warmPages([message.url, new URL('/', origin).href]), warmMenu()]));
      break;
    case 'signed-in':
      signedOutAt.delete(message.userId);
      break;
    case 'signed-out':
      if (message.userId) signedOutAt.set(message.userId, Date.now());
      event.waitUntil(deletePersonalCaches().then(() => event.ports[0]?.postMessage({ type: 'done' })));
      break;
    case 'offline-status':
      event.ports[0]?.postMessage({ type: 'offline-status', fetchedAt: (event.source && servedFromCache.get(event.source.id)) ?? null });
      break;
    case 'refresh-remotes':
      event.waitUntil(cacheRemoteBuilds().then(() => event.ports[0]?.postMessage({ type: 'done' })));
      break;
    default:
      break;
  }
});
