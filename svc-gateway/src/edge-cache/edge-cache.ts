import etag from 'etag';
import type { RateLimitClass } from '../routing/route-table';
import { compressVariants, type Compressor, type Variants } from './encodings';

/** What a service answered to the edge's GET. */
export interface UpstreamAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** One kept answer: its bytes in every encoding, made once, and what the edge sends with them. */
export interface Entry {
  /** The path without /api and the query (what a write's invalidation tests). */
  path: string;
  limitClass: RateLimitClass;
  /** The ETag browsers see: weak, since the gateway sends one answer in three encodings under it. */
  etag: string;
  /** The service's own ETag, sent back with If-None-Match when the entry expires (a 304 keeps the bytes). */
  upstreamEtag?: string;
  /** The service's headers worth replaying (Content-Type, X-Total-Count). */
  headers: Record<string, string>;
  variants: Variants;
  freshUntil: number;
  /** From when it must not be answered at all, not even while its refill runs (its read's `expiresAt`). */
  notAfter?: number;
}

/** How a load ended: an entry to answer from, a service answer that must not be kept, or no answer at all. */
export type Outcome = { entry: Entry } | { answer: UpstreamAnswer } | { failed: unknown };

export interface Flight {
  path: string;
  limitClass: RateLimitClass;
  promise: Promise<Outcome>;
}

export type UpstreamGet = (ifNoneMatch: string | undefined) => Promise<UpstreamAnswer>;

/** The instant an answer's bytes say it stops being true, if they name one (see keptAnswerExpiry). */
export type ExpiryOf = (body: Buffer) => number | undefined;

export interface EdgeCacheOptions {
  /** How long an entry is answered without asking the service again. */
  ttlMs: number;
  /**
   * How long an expired or dropped entry may still answer anonymous readers while its refill is in flight (stale-
   * while-revalidate): during a rush of likes, readers get the answer from one refill ago instead of queueing
   * behind it.
   */
  staleMs?: number;
  /** Bytes kept in all (every variant counted); the oldest entries go first. */
  maxBytes: number;
  /** Headers the edge sets on every answer itself (security headers): a service's copies are not replayed. */
  ownHeaders?: ReadonlySet<string>;
  compress?: Compressor;
  now?: () => number;
}

/** Headers the edge sets itself or that belong to one connection or one request: never replayed from an entry. */
const NOT_REPLAYED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authenticate',
  'date',
  'content-length',
  'etag',
  'cache-control',
  'vary',
  'x-request-id',
  'set-cookie',
]);

/** The service answer's headers worth replaying: its own, minus per-request ones and those the edge sets (`also`). */
export function replayedHeaders(headers: UpstreamAnswer['headers'], also: ReadonlySet<string> = new Set()): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (NOT_REPLAYED.has(lower) || also.has(lower) || lower.startsWith('access-control-')) continue;
    kept[lower] = Array.isArray(value) ? value.join(', ') : value;
  }
  return kept;
}

const header = (headers: UpstreamAnswer['headers'], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/**
 * Only a plain 200 is kept: never one that sets a cookie, asks not to be stored, or comes already encoded.
 * (Tokens are not forwarded on these reads, so no answer can depend on who asked.)
 */
export function keepable(answer: UpstreamAnswer): boolean {
  if (answer.status !== 200 || answer.headers['set-cookie'] !== undefined) return false;
  const cacheControl = header(answer.headers, 'cache-control') ?? '';
  const encoding = header(answer.headers, 'content-encoding') ?? 'identity';
  return !/no-store|private/i.test(cacheControl) && encoding === 'identity';
}

const weak = (tag: string) => (tag.startsWith('W/') ? tag : `W/${tag}`);

/**
 * The gateway's short-lived cache of public reads, keyed by the request URL. Entries are fresh for `ttlMs`;
 * then the next reader revalidates with the service's ETag (a 304 keeps the bytes and their compressed variants).
 * However many readers miss one key at once, one request goes upstream (single flight). A write drops the entries
 * it changes, and a load of one of those that was in flight meanwhile answers its waiters but is not kept.
 */
export class EdgeCache {
  private readonly entries = new Map<string, Entry>();
  /** Entries a write dropped, until their refill is stored or `staleMs` has passed. */
  private readonly dropped = new Map<string, { entry: Entry; until: number }>();
  private readonly flights = new Map<string, Flight>();
  private bytes = 0;
  private readonly compress: Compressor;
  private readonly now: () => number;

  constructor(private readonly options: EdgeCacheOptions) {
    this.compress = options.compress ?? compressVariants;
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  /** The entry for `key` if it may be answered without asking the service. */
  fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    return entry && entry.freshUntil > this.now() ? entry : undefined;
  }

  /** The entry for `key`, loading it (or revalidating an expired one) once for every concurrent caller. */
  /** `ttlMs` shortens this one load's freshness (see edge.ts: right after a write). */
  /** `expiryOf` caps an entry's life to the instant its answer names (see Entry.notAfter). */
  load(key: string, path: string, limitClass: RateLimitClass, get: UpstreamGet, ttlMs = this.options.ttlMs, expiryOf?: ExpiryOf): Promise<Outcome> {
    const flying = this.flights.get(key);
    if (flying) return flying.promise;
    const flight: Flight = { path, limitClass, promise: undefined as unknown as Promise<Outcome> };
    // A drop during the load forgets the flight (drop()): its answer may predate the write, so it is not stored.
    const current = () => this.flights.get(key) === flight;
    flight.promise = this.fill(key, path, limitClass, get, current, ttlMs, expiryOf).finally(() => {
      if (current()) this.flights.delete(key);
    });
    this.flights.set(key, flight);
    return flight.promise;
  }

  /** The load in flight for `key`, if any: a reader who missed may wait for it rather than start its own. */
  inFlight(key: string): Pick<Flight, 'limitClass' | 'promise'> | undefined {
    return this.flights.get(key);
  }

  /**
   * While a refill of `key` is in flight, the answer it replaces, for at most `staleMs` past its end: the expired
   * entry being revalidated, or the one a write dropped. What a reader who needs no read-your-write guarantee
   * (anonymous: it wrote nothing) may get instead of waiting for the refill, which on a cold service instance
   * can take a slow store query (a deep page of a large catalogue on FerretDB, every reader waiting).
   */
  staleWhileRefilling(key: string): Entry | undefined {
    return this.flights.has(key) ? this.stale(key)?.entry : undefined;
  }

  /**
   * The answer a refill of `key` would replace (see staleWhileRefilling), whether or not one runs yet, and whether
   * a write dropped it (then it is known to be out of date) or it merely expired.
   */
  stale(key: string): { entry: Entry; dropped: boolean } | undefined {
    const now = this.now();
    const expired = this.entries.get(key);
    if (expired && expired.freshUntil + (this.options.staleMs ?? 0) > now && (expired.notAfter ?? Infinity) > now) return { entry: expired, dropped: false };
    const dropped = this.dropped.get(key);
    if (!dropped) return undefined;
    if (dropped.until > now && (dropped.entry.notAfter ?? Infinity) > now) return { entry: dropped.entry, dropped: true };
    this.dropped.delete(key);
    return undefined;
  }

  /** Drops every entry (and forgets every load in flight) whose path, or key (the URL), `affected` names. */
  drop(affected: (path: string, key: string) => boolean): void {
    const staleMs = this.options.staleMs ?? 0;
    const now = this.now();
    for (const [key, dropped] of this.dropped) if (dropped.until <= now) this.dropped.delete(key);
    for (const [key, entry] of this.entries) {
      if (!affected(entry.path, key)) continue;
      this.remove(key, entry);
      if (staleMs > 0) this.dropped.set(key, { entry, until: now + staleMs });
    }
    for (const [key, flight] of this.flights) if (affected(flight.path, key)) this.flights.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private async fill(key: string, path: string, limitClass: RateLimitClass, get: UpstreamGet, current: () => boolean, ttlMs: number, expiryOf?: ExpiryOf): Promise<Outcome> {
    const previous = this.entries.get(key);
    let answer: UpstreamAnswer;
    try {
      answer = await get(previous?.upstreamEtag);
    } catch (failed) {
      return { failed };
    }
    let entry: Entry;
    const lifeOf = (body: Buffer): Pick<Entry, 'freshUntil' | 'notAfter'> => {
      const notAfter = expiryOf?.(body);
      return { freshUntil: Math.min(this.now() + ttlMs, notAfter ?? Infinity), notAfter };
    };
    if (answer.status === 304 && previous) {
      entry = { ...previous, ...lifeOf(previous.variants.identity) };
    } else if (keepable(answer)) {
      const upstreamEtag = header(answer.headers, 'etag');
      // Unchanged bytes keep their variants: nothing is compressed twice, even when the service sends no ETag.
      const variants = previous?.variants.identity.equals(answer.body) ? previous.variants : await this.compress(answer.body);
      entry = { path, limitClass, etag: upstreamEtag ? weak(upstreamEtag) : etag(answer.body, { weak: true }), upstreamEtag, headers: replayedHeaders(answer.headers, this.options.ownHeaders), variants, ...lifeOf(answer.body) };
    } else {
      return { answer };
    }
    if (current()) this.store(key, entry);
    return { entry };
  }

  private store(key: string, entry: Entry): void {
    this.dropped.delete(key);
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    const size = sizeOf(entry);
    if (size > this.options.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += size;
    // Map order is insertion order: the first entries are the least recently filled.
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.remove(oldKey, old);
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= sizeOf(entry);
  }
}

const sizeOf = (entry: Entry) => entry.variants.identity.length + (entry.variants.br?.length ?? 0) + (entry.variants.gzip?.length ?? 0);
