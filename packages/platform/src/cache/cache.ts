/**
 * The cache port: Redis (ioredis) or in-memory. Every call rejects with CacheUnavailableError when the
 * backing server is down, quickly (no unbounded offline queue), so callers can fall back to the source
 * of truth; the process never crashes because the cache is gone.
 */
export interface Cache {
  readonly kind: 'redis' | 'memory';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Deletes every key starting with prefix; returns how many went. */
  delPrefix(prefix: string): Promise<number>;
  /** Atomic increment; the key expires ttlSeconds after its first increment (a fixed window). */
  incr(key: string, ttlSeconds: number): Promise<number>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class CacheUnavailableError extends Error {
  override readonly name = 'CacheUnavailableError';
}
