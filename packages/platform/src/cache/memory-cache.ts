import { CacheUnavailableError, type Cache } from './cache';

interface Entry {
  value: string;
  expiresAt: number;
}

/** The embedded cache: one process, one Map, same semantics as the Redis adapter (TTL, prefix delete, counters). */
export class MemoryCache implements Cache {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, Entry>();
  private closed = false;

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private assertOpen(): void {
    if (this.closed) throw new CacheUnavailableError('cache is closed');
  }

  async get(key: string): Promise<string | null> {
    this.assertOpen();
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    this.assertOpen();
    this.entries.set(key, { value, expiresAt: ttlSeconds ? Date.now() + ttlSeconds * 1000 : Number.POSITIVE_INFINITY });
  }

  async del(key: string): Promise<void> {
    this.assertOpen();
    this.entries.delete(key);
  }

  async delPrefix(prefix: string): Promise<number> {
    this.assertOpen();
    let removed = 0;
    for (const key of [...this.entries.keys()]) {
      if (key.startsWith(prefix) && this.live(key)) {
        this.entries.delete(key);
        removed++;
      }
    }
    return removed;
  }

  async incr(key: string, ttlSeconds: number): Promise<number> {
    this.assertOpen();
    const entry = this.live(key);
    const next = (entry ? Number(entry.value) : 0) + 1;
    this.entries.set(key, { value: String(next), expiresAt: entry?.expiresAt ?? Date.now() + ttlSeconds * 1000 });
    return next;
  }

  async ping(): Promise<void> {
    this.assertOpen();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.entries.clear();
  }
}
