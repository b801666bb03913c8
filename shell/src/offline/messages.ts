/** What the page tells the service worker (replies, where there is one, come through the message's port). */
export type PageMessage =
  /** A page has started; `controlled` false on the first visit, whose page the worker did not serve. */
  | { type: 'page-started'; url: string; controlled: boolean }
  | { type: 'signed-in'; userId: string }
  /** Deletes every person's cache; answers `done`. */
  | { type: 'signed-out'; userId: string | null }
  /** Answers `offline-status` with the oldest fetch time of the answers this page was given from the cache. */
  | { type: 'offline-status' }
  /** Caches every remote's current build again (a newer one is out); answers `done`. */
  | { type: 'refresh-remotes' };

/** What the worker tells a page. */
export type WorkerMessage = { type: 'served-from-cache'; fetchedAt: string } | { type: 'offline-status'; fetchedAt: string | null } | { type: 'done' };
