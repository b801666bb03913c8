/**
 * An in-process (L1) cache for hot answers, with the three properties a read storm needs:
 * - single-flight: however many callers miss one key at once, one load runs and they all share its answer;
 * - stale-while-revalidate: an entry past its TTL but inside its stale window is answered at once while one
 *   refresh runs in the background;
 * - invalidation that wins races: `delete`/`clear` also detach a load already running, so its (possibly
 *   pre-write) answer is never stored and the next caller starts a fresh load instead of joining the old one.
 * Entries are bounded (oldest written first out), so keys built from free text cannot grow it without limit.
 */
export interface HotCacheOptions {
  /** How long an entry is fresh; a function so it can shrink while invalidation messages may be lost. */
  ttlMs: number | (() => number);
  /** How long after turning stale an entry may still be answered while it refreshes. */
  staleMs?: number;
  maxEntries?: number;
  /** Told about background refreshes that failed (the callers already had an answer). */
  onRefreshError?: (err: unknown, key: string) => void;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  freshUntil: number;
  staleUntil: number;
}

export class HotCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly inflight = new Map<string, Promise<V | undefined>>();
  private readonly now: () => number;
  private readonly maxEntries: number;

  constructor(private readonly options: HotCacheOptions) {
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? 10_000;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value while it is fresh, synchronously (the hot path's lookup); undefined when missing or stale. */
  peek(key: string): V | undefined {
    const entry = this.entries.get(key);
    return entry && this.now() < entry.freshUntil ? entry.value : undefined;
  }

  /** The entries the predicate picks, whatever their age. */
  filter(pick: (value: V, key: string) => boolean): [string, V][] {
    const picked: [string, V][] = [];
    for (const [key, entry] of this.entries) if (pick(entry.value, key)) picked.push([key, entry.value]);
    return picked;
  }

  /** Detaches every load in flight (their values may predate a change): the next caller loads afresh. */
  detachLoads(): void {
    this.inflight.clear();
  }

  /** Fresh → the entry; stale → the entry, and one refresh starts; missing → one shared load. */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && now < entry.freshUntil) return entry.value;
    if (entry && now < entry.staleUntil) {
      this.start(key, load).catch((err: unknown) => this.options.onRefreshError?.(err, key));
      return entry.value;
    }
    return this.start(key, load) as Promise<V>;
  }

  /**
   * Several keys at once with one batch load for those missing: `loadMissing` gets the keys that are neither
   * cached nor already loading and answers the values it found (keys it leaves out are answered undefined, and
   * not stored). Keys already loading join their load.
   */
  async getMany(keys: readonly string[], loadMissing: (keys: string[]) => Promise<Map<string, V>>): Promise<Map<string, V>> {
    const now = this.now();
    const found = new Map<string, V>();
    const waiting: [string, Promise<V | undefined>][] = [];
    const missing: string[] = [];
    const refresh: string[] = [];
    for (const key of new Set(keys)) {
      const entry = this.entries.get(key);
      if (entry && now < entry.freshUntil) found.set(key, entry.value);
      else if (entry && now < entry.staleUntil) {
        found.set(key, entry.value);
        if (!this.inflight.has(key)) refresh.push(key);
      } else {
        const running = this.inflight.get(key);
        if (running) waiting.push([key, running]);
        else missing.push(key);
      }
    }
    for (const [key, refreshing] of refresh.length > 0 ? this.startBatch(refresh, loadMissing) : []) {
      refreshing.catch((err: unknown) => this.options.onRefreshError?.(err, key));
    }
    if (missing.length > 0) waiting.push(...this.startBatch(missing, loadMissing));
    for (const [key, value] of await Promise.all(waiting.map(async ([key, running]) => [key, await running] as const))) {
      if (value !== undefined) found.set(key, value);
    }
    return found;
  }

  set(key: string, value: V): void {
    const now = this.now();
    const ttl = typeof this.options.ttlMs === 'function' ? this.options.ttlMs() : this.options.ttlMs;
    this.entries.delete(key); // re-inserted last: the Map's order is the eviction order
    this.entries.set(key, { value, freshUntil: now + ttl, staleUntil: now + ttl + (this.options.staleMs ?? 0) });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Drops the entry and detaches a load in flight for it. */
  delete(key: string): void {
    this.entries.delete(key);
    this.inflight.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.inflight.clear();
  }

  private start(key: string, load: () => Promise<V>): Promise<V | undefined> {
    const running = this.inflight.get(key);
    if (running) return running;
    const loading: Promise<V | undefined> = Promise.resolve()
      .then(load)
      .then((value) => {
        // Still ours: no invalidation came while it loaded, so the value is not older than the last write.
        if (this.inflight.get(key) === loading) this.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.inflight.get(key) === loading) this.inflight.delete(key);
      });
    this.inflight.set(key, loading);
    return loading;
  }

  private startBatch(keys: string[], loadMissing: (keys: string[]) => Promise<Map<string, V>>): [string, Promise<V | undefined>][] {
    const batch = Promise.resolve().then(() => loadMissing(keys));
    return keys.map((key) => {
      const loading: Promise<V | undefined> = batch
        .then((values) => {
          const value = values.get(key);
          if (value !== undefined && this.inflight.get(key) === loading) this.set(key, value);
          return value;
        })
        .finally(() => {
          if (this.inflight.get(key) === loading) this.inflight.delete(key);
        });
      this.inflight.set(key, loading);
      return [key, loading];
    });
  }
}
