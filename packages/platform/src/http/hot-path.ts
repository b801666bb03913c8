import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Express } from 'express';
import fresh from 'fresh';
import client from 'prom-client';
import { malformedRequestProblem } from './malformed-request';

/**
 * A handler that runs before the Express app for the few requests that dominate traffic (cached list pages,
 * cached details). It answers from memory with plain `node:http` calls and returns true, or returns false
 * without touching `res` so the request falls through to the full Express stack (misses, writes, anything it
 * does not know). Express, its middleware chain, helmet and pino-http cost more than the answer itself on a
 * cache hit, which is why the hit path skips them.
 */
export type HotHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

/** What `listen` serves: an Express app, optionally with a hot handler that goes first. */
export interface HttpHandle {
  app: Express;
  hot?: HotHandler;
}

/** The request listener for a handle: the hot handler first, the Express app for whatever it leaves. */
export function requestListener(target: Express | HttpHandle): RequestListener {
  if (typeof target === 'function') return target;
  const { app, hot } = target;
  if (!hot) return app;
  // A malformed request never reaches the hot handler (a cached answer keyed by its URL): the app refuses it.
  return (req, res) => {
    if (malformedRequestProblem(req) !== undefined || !hot(req, res)) app(req, res);
  };
}

/** Each bound hot route's hits since the counter was last read. */
const uncounted: { service: string; route: string; hits: number }[] = [];

// Registered with the default registry as it is made, and read only through it (collect runs on every read).
new client.Counter({
  name: 'http_hot_path_hits_total',
  help: 'Requests answered by a hot handler before the Express app (not in http_requests_total)',
  labelNames: ['service', 'route'] as const,
  // Added when the counter is read (a scrape): a hit costs one addition, not prom-client's label hashing.
  collect() {
    for (const bound of uncounted) {
      if (bound.hits === 0) continue;
      this.labels(bound.service, bound.route).inc(bound.hits);
      bound.hits = 0;
    }
  },
});

/** A counter for one hot route, bound once: counting a hit is one addition, no label lookup. */
export function countHotHits(service: string, route: string): () => void {
  const bound = { service, route, hits: 0 };
  uncounted.push(bound);
  return () => void bound.hits++;
}

/**
 * Whether a GET's If-None-Match holds `etag` (weak comparison, `*` and lists: `fresh`, express's own), for hot paths
 * and the answers they share with Express. Only the validator is compared: a request's `Cache-Control: no-cache`
 * (fetch adds it to every conditional request) asks for a revalidation, and comparing with the current ETag is one.
 */
export const notModified = (ifNoneMatch: string | undefined, etag: string): boolean => ifNoneMatch !== undefined && fresh({ 'if-none-match': ifNoneMatch }, { etag });
