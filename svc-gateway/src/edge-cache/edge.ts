import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';
import proxyaddr from 'proxy-addr';
import { API_BASE, keptAnswerExpiry } from '@hostel/contracts';
import { bearerToken, notModified, REQUEST_ID_HEADER, requestIdOf, sessionIfValid, type HotHandler, type Logger, type RevokedSessions, type SessionClaims } from '@hostel/platform';
import { matchRoute, type RateLimitClass } from '../routing/route-table';
import { TOO_MANY, type Caller, type RateLimiting } from '../security/rate-limit';
import { EdgeCache, replayedHeaders, type Entry, type ExpiryOf, type Flight, type Outcome } from './edge-cache';
import { corsHeaders, PRIVATE_CACHE_CONTROL, publicCacheControl, securityHeaders, SHARED_CACHE_CONTROL } from './edge-headers';
import { admits, droppedBy, droppedByEvent, edgeCachedOperation, isEdgeCached, isShared, sharedKey, urlOfKey, type EdgeCachedOperation } from './edge-routes';
import { pickEncoding, type Compressor, type Encoding } from './encodings';
import type { ServiceGet } from './upstream-get';

export interface EdgeOptions {
  ttlMs: number;
  maxBytes: number;
  corsOrigins: readonly string[];
  trustProxy: readonly string[];
  limits: Pick<RateLimiting, 'spend'>;
  get: ServiceGet;
  /** What tells a valid session from any other token on the hot path (as identifyCaller does for Express). */
  sessions: { secret: string; revoked: Pick<RevokedSessions, 'isRevoked'> };
  logger: Logger;
  compress?: Compressor;
  now?: () => number;
}

export interface Edge {
  cache: EdgeCache;
  /**
   * Fresh hits without a token, answered before Express (see hot-path.ts in the platform kit); `fallback` (the
   * Express app) answers what a load it waited for could not keep.
   */
  hot: (fallback: RequestListener) => HotHandler;
  /** In the /api router after the rate limits: misses, signed-in readers, and the writes that drop entries. */
  middleware: RequestHandler;
  /** An event from the bus: drops the kept answers whose reads declare it changes them (`changedByEvents`). */
  onEvent(event: { type: string; data: unknown }): void;
}

const API = API_BASE;
/** How long an answer refilled right after a write is kept (see recentWrites). */
const AFTER_WRITE_TTL_MS = 100;
/** Session tokens whose verification the hot path remembers (each a few hundred bytes). */
const VERIFIED_TOKENS_KEPT = 1024;

/**
 * The gateway's edge for public reads: a short-lived cache of ready-to-send answers (bytes, ETag, brotli and gzip
 * made once), conditional requests answered 304, Cache-Control for browsers and CDNs, and a hot path that answers
 * a fresh hit with plain node:http calls. See svc-gateway/README.md "Edge cache".
 */
export function createEdge(options: EdgeOptions): Edge {
  const now = options.now ?? Date.now;
  const security = securityHeaders();
  const cors = corsHeaders(options.corsOrigins);
  const cacheControl = publicCacheControl(options.ttlMs);
  const trust = proxyaddr.compile([...options.trustProxy]);
  const cache = new EdgeCache({
    ttlMs: options.ttlMs,
    staleMs: options.ttlMs,
    maxBytes: options.maxBytes,
    ownHeaders: new Set(Object.keys(security)),
    compress: options.compress,
    now: options.now,
  });

  /** Which answer a request gets from an entry: 304 when its ETag still matches, else the variant it accepts. */
  const kindOf = (req: IncomingMessage, entry: Entry): Encoding | 'not modified' =>
    notModified(req.headers['if-none-match'], entry.etag) ? 'not modified' : pickEncoding(req.headers['accept-encoding'], entry.variants);

  /** Everything Express's middleware would have added, but the request id and CORS: security headers and Vary. */
  const hotCommon = Object.entries({ ...security, vary: 'Origin, Accept-Encoding' }).flat();
  interface Answer {
    status: number;
    body?: Buffer;
    /** The entry's own headers (Express's middleware adds the rest). */
    headers: Record<string, string | number>;
    /** The hot path's: all of them as one flat list, but the request id and CORS. */
    head: (string | number)[];
  }
  /**
   * Each answer an entry gives (one per encoding, and the 304) is worked out once: per request only the request id
   * and CORS are added, and Node writes the flat list without building a header map.
   */
  const answers = new WeakMap<Entry, Map<string, Answer>>();
  const answerOf = (entry: Entry, kind: Encoding | 'not modified'): Answer => {
    let byKind = answers.get(entry);
    if (!byKind) answers.set(entry, (byKind = new Map()));
    let answer = byKind.get(kind);
    if (!answer) {
      let headers: Record<string, string | number>;
      let body: Buffer | undefined;
      const control = edgeCachedOperation('GET', entry.path)?.access === 'public' ? cacheControl : SHARED_CACHE_CONTROL;
      if (kind === 'not modified') headers = { etag: entry.etag, 'cache-control': control };
      else {
        body = entry.variants[kind]!;
        headers = { ...entry.headers, etag: entry.etag, 'cache-control': control, 'content-length': body.length };
        if (kind !== 'identity') headers['content-encoding'] = kind;
      }
      answer = { status: body ? 200 : 304, body, headers, head: [...hotCommon, ...Object.entries(headers).flat()] };
      byKind.set(kind, answer);
    }
    return answer;
  };

  const hotHeaders = (req: IncomingMessage, head: (string | number)[]) => {
    const allowed = cors(req.headers.origin);
    return allowed ? [...head, REQUEST_ID_HEADER, requestIdOf(req), ...allowed] : [...head, REQUEST_ID_HEADER, requestIdOf(req)];
  };

  const hotAnswer = (req: IncomingMessage, res: ServerResponse, entry: Entry) => {
    const answer = answerOf(entry, kindOf(req, entry));
    res.writeHead(answer.status, hotHeaders(req, answer.head));
    res.end(answer.body);
  };
  // Without trusted proxies the address is the peer's: proxy-addr's header parsing is skipped.
  const addressOf = options.trustProxy.length === 0 ? (req: IncomingMessage) => req.socket.remoteAddress ?? 'unknown' : (req: IncomingMessage) => proxyaddr(req, trust);

  /**
   * An anonymous reader (it wrote nothing it must read back) of an answer that expired or that a write dropped,
   * with no refill running yet: the refill starts here rather than through Express. An answer that merely expired
   * is answered meanwhile; one a write dropped is waited for, so the read after a write shows it. (Through Express,
   * every reader in the moment before the refill began took the slow path; with likes landing, each dropping every
   * list and a refill right after one kept only AFTER_WRITE_TTL_MS, the first page spent much of a rush there.)
   */
  const startRefill = (req: IncomingMessage, key: string): { entry?: Entry; flight?: Pick<Flight, 'limitClass' | 'promise'> } => {
    const stale = cache.stale(key);
    const operation = stale && edgeCachedOperation('GET', stale.entry.path);
    if (!stale || !operation) return {};
    const { path, limitClass } = stale.entry;
    const promise = refill(key, path, operation, limitClass, requestIdOf(req));
    if (stale.dropped) return { flight: { limitClass, promise } };
    promise.catch((err: unknown) => options.logger.warn({ err, key }, 'edge cache background refill failed'));
    return { entry: stale.entry };
  };

  /**
   * Verified session tokens by their text, so a poller's every read costs a map lookup rather than an HMAC. Only
   * valid ones are kept (bounded: the oldest go first), with their expiry; revocation is checked on every read.
   */
  const verified = new Map<string, { session: SessionClaims; expiresAt: number }>();
  const sessionOf = (authorization: string | undefined): SessionClaims | undefined => {
    const token = bearerToken(authorization);
    if (!token) return undefined;
    let known = verified.get(token);
    if (known && known.expiresAt <= now()) {
      verified.delete(token);
      known = undefined;
    }
    if (!known) {
      const session = sessionIfValid(token, options.sessions.secret);
      if (!session) return undefined;
      known = { session, expiresAt: expiryOfToken(token) };
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
      verified.set(token, known);
    }
    return options.sessions.revoked.isRevoked(known.session) ? undefined : known.session;
  };

  /**
   * A hit of a shared read (sameForEveryCaller) for a caller with a token: answered here only to a valid session
   * its access admits, spending that user's budget; anyone else goes through Express (401/403 from the gateway or
   * the service). A fresh entry; or one that merely expired, while its revalidation runs (started here with this
   * caller's token when none does); or the load in flight. One that a write or an event dropped is known to be out
   * of date: its refill is waited for, so a poller never sees a count older than what dropped it.
   */
  const hotShared = (req: IncomingMessage, res: ServerResponse, fallback: RequestListener): boolean => {
    const key = sharedKey(req.url ?? '');
    let entry = cache.fresh(key);
    let expired = false;
    if (!entry) {
      const stale = cache.stale(key);
      if (stale && !stale.dropped) ({ entry, expired } = { entry: stale.entry, expired: true });
    }
    const flight = entry ? undefined : cache.inFlight(key);
    if (!entry && !flight) return false;
    const operation = edgeCachedOperation('GET', entry?.path ?? (flight as Flight).path);
    const session = operation && sessionOf(req.headers.authorization);
    if (!operation || !session || !admits(operation, session)) return false;
    if (expired && !cache.inFlight(key)) {
      refill(key, entry!.path, operation, entry!.limitClass, requestIdOf(req), req.headers.authorization)
        .then((outcome) => {
          if (!('entry' in outcome)) options.logger.warn({ key, outcome: 'answer' in outcome ? outcome.answer.status : 'failed' }, 'edge cache background refill of a shared read not kept');
        })
        .catch((err: unknown) => options.logger.warn({ err, key }, 'edge cache background refill failed'));
    }
    answerHot(req, res, fallback, entry, flight, { address: addressOf(req), userId: session.sub });
    return true;
  };

  const hot = (fallback: RequestListener): HotHandler => (req, res) => {
    if (req.method !== 'GET' || !cache.enabled) return false;
    if (req.headers.authorization !== undefined) return hotShared(req, res, fallback);
    const key = req.url ?? '';
    // Fresh, or the answer a refill under way replaces (at most one refill old; no reader queues behind it).
    let entry = cache.fresh(key) ?? cache.staleWhileRefilling(key);
    let flight = entry ? undefined : cache.inFlight(key);
    if (!entry && !flight) ({ entry, flight } = startRefill(req, key));
    // A reader who missed while the entry is being (re)loaded waits for that load here, rather than queueing
    // through Express behind it; the first miss of a key always goes through Express (logged, then loaded).
    if (!entry && !flight) return false;
    answerHot(req, res, fallback, entry, flight, { address: addressOf(req) });
    return true;
  };

  /** Spends the caller's budget, then answers from the entry, or from the load it waits for (else via Express). */
  const answerHot = (req: IncomingMessage, res: ServerResponse, fallback: RequestListener, entry: Entry | undefined, flight: Pick<Flight, 'limitClass' | 'promise'> | undefined, caller: Caller) => {
    // Not an async callback: a kept entry is answered in the limiter's own microtask, without a promise of its own.
    void options.limits.spend((entry ?? flight!).limitClass, caller).then((retryAfter) => {
      if (retryAfter !== undefined) {
        const body = JSON.stringify(TOO_MANY);
        const head = [...hotCommon, 'retry-after', String(retryAfter), 'content-type', 'application/json; charset=utf-8', 'content-length', Buffer.byteLength(body)];
        res.writeHead(429, hotHeaders(req, head));
        return void res.end(body);
      }
      if (entry) return hotAnswer(req, res, entry);
      // Anything but an entry (a 404, an outage) is Express's to answer, in the API's shape and logged (its budget
      // is spent twice then: a rare answer, and stricter rather than looser).
      return flight!.promise.then((outcome) => ('entry' in outcome ? hotAnswer(req, res, outcome.entry) : fallback(req, res)));
    }).catch((err: unknown) => {
      options.logger.warn({ err }, 'edge cache hot path failed; answering through Express');
      if (!res.headersSent) fallback(req, res);
    });
  };

  const sendEntry = (req: IncomingMessage, res: ServerResponse, entry: Entry) => {
    const answer = answerOf(entry, kindOf(req, entry));
    // The CORS middleware has written Vary: Origin already; the compression middleware leaves encoded bodies be.
    const vary = res.getHeader('vary');
    res.setHeader('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    res.writeHead(answer.status, answer.headers);
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  };

  const sendOutcome = (req: IncomingMessage, res: ServerResponse, outcome: Outcome, next: (err?: unknown) => void) => {
    if ('entry' in outcome) return sendEntry(req, res, outcome.entry);
    // No instance answered: the proxy tries again and answers its 503 in the API's shape.
    if ('failed' in outcome) return next();
    const { answer } = outcome;
    res.writeHead(answer.status, { ...replayedHeaders(answer.headers, new Set(Object.keys(security))), 'content-length': answer.body.length });
    res.end(answer.body);
  };

  /**
   * Recent writes and the instance that took each. With several svc-meals, another instance learns of a write over
   * pub/sub a moment later; a refill asked of it in that moment would keep the old answer for a whole TTL. So for
   * one TTL after a write, what it changed is refilled from the instance that took it (the latest write's, when
   * several land at once on different instances) and kept only briefly (AFTER_WRITE_TTL_MS), so an answer that
   * missed another instance's write is asked again before a reader would notice.
   */
  const recentWrites: { affected: (path: string) => boolean; target: string; until: number }[] = [];
  const writerOf = (path: string): string | undefined => {
    const now = Date.now();
    while (recentWrites.length > 0 && recentWrites[0]!.until <= now) recentWrites.shift();
    for (let i = recentWrites.length - 1; i >= 0; i--) if (recentWrites[i]!.affected(path)) return recentWrites[i]!.target;
    return undefined;
  };

  /**
   * Loads (or revalidates) the answer cached under `key`, a read of `path` (without /api) of `operation`. A shared
   * read's load carries the token of the caller who missed (its service checks it; the answer is everyone's alike).
   */
  const refill = (key: string, path: string, operation: EdgeCachedOperation, limitClass: RateLimitClass, requestId: string, authorization?: string): Promise<Outcome> => {
    const url = urlOfKey(key);
    const upstreamPath = url.startsWith(API) ? url.slice(API.length) : url;
    const headers: Record<string, string> = { accept: 'application/json', [REQUEST_ID_HEADER]: requestId };
    if (authorization) headers.authorization = authorization;
    const writer = writerOf(path);
    return cache.load(
      key,
      path,
      limitClass,
      (ifNoneMatch) => options.get(operation.service, upstreamPath, ifNoneMatch ? { ...headers, 'if-none-match': ifNoneMatch } : headers, writer),
      writer ? Math.min(options.ttlMs, AFTER_WRITE_TTL_MS) : options.ttlMs,
      expiryOf(operation),
    );
  };

  const middleware: RequestHandler = (req, res, next) => {
    const match = matchRoute(req.method, req.path);
    if (!match || !('operation' in match) || match.operation.service === 'gateway') return next();
    const { operation } = match;
    if (operation.access !== 'public') res.setHeader('cache-control', PRIVATE_CACHE_CONTROL);
    const affected = droppedBy(req.method, req.path);
    // Only a signed-in caller's write can change meal data (the route table says session or admin): anyone else's
    // is refused, and must not empty the cache either.
    if (affected && req.auth) {
      // Dropped as the answer leaves, before the writer can read again; a read that raced the write is not kept either.
      onHeaders(res, () => {
        if (res.statusCode >= 400) return;
        cache.drop(affected);
        // Set by the proxy (routing/proxy.ts) on the request it forwarded.
        const target = (req as unknown as { upstream?: { target: string } }).upstream?.target;
        if (target) recentWrites.push({ affected, target, until: Date.now() + options.ttlMs });
      });
      return next();
    }
    if (!isEdgeCached(operation) || req.method !== 'GET' || !cache.enabled) return next();
    const shared = isShared(operation);
    // A signed-in reader's answer of a public read says which meals they liked: it is theirs, never shared. A
    // shared read is answered only to the callers its access admits; the rest meet the gateway's or service's refusal.
    if (shared ? !req.auth || !admits(operation, req.auth) : req.auth) return next();
    const key = shared ? sharedKey(req.originalUrl) : req.originalUrl;
    const entry = cache.fresh(key);
    if (entry) return sendEntry(req, res, entry);
    const requestId = String(res.getHeader(REQUEST_ID_HEADER) ?? requestIdOf(req));
    void refill(key, req.path, operation, operation.rateLimit, requestId, shared ? req.headers.authorization : undefined).then((outcome) => {
      // A refusal of the caller whose token loaded it (or of that load) is not every waiter's: each asks for itself.
      if (shared && !('entry' in outcome)) return next();
      sendOutcome(req, res, outcome, next);
    }, next);
  };

  const onEvent = (event: { type: string; data: unknown }) => cache.drop(droppedByEvent(event.type, event.data));

  return { cache, hot, middleware, onEvent };
}

/** A read's `expiresAt`, as the cache applies it to the bytes it keeps. */
function expiryOf(operation: EdgeCachedOperation): ExpiryOf | undefined {
  if (!operation.expiresAt) return undefined;
  return (body) => {
    try {
      return keptAnswerExpiry(operation, JSON.parse(body.toString('utf8')));
    } catch {
      // Bytes the declaration cannot read: their TTL alone bounds them.
      return undefined;
    }
  };
}

/** A verified token's expiry (ms since the epoch), from its payload's `exp`. */
function expiryOfToken(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: number };
  return typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
}
