import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { CacheUnavailableError, type Cache } from './cache';

/** INCR and, on the first increment only, EXPIRE — atomically, so a window can never lose its TTL. */
const INCR_WITH_WINDOW = `
local value = redis.call('INCR', KEYS[1])
if value == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return value`;

export interface RedisCacheOptions {
  url: string;
  /** Namespace for every key, e.g. `meals:`; callers pass keys without it. */
  prefix: string;
  logger?: Logger;
}

/**
 * Redis through ioredis, tuned to fail fast: no offline queue and one retry per command, so a call during an
 * outage rejects at once with CacheUnavailableError and the caller falls back to the source of truth. The
 * client keeps reconnecting in the background and the same instance works again when Redis is back.
 */
export class RedisCache implements Cache {
  readonly kind = 'redis' as const;
  private readonly client: Redis;
  private lastErrorLog = 0;

  constructor(private readonly options: RedisCacheOptions) {
    this.client = new Redis(options.url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 2000,
      lazyConnect: true,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    // Without a listener an 'error' event would crash the process; log it, at most every 10 s.
    this.client.on('error', (err) => {
      if (Date.now() - this.lastErrorLog > 10_000) {
        this.lastErrorLog = Date.now();
        options.logger?.warn({ err: err.message }, 'redis unavailable');
      }
    });
  }

  async connect(): Promise<this> {
    await this.client.connect().catch(() => undefined);
    return this;
  }

  private key(key: string): string {
    return this.options.prefix + key;
  }

  private async run<T>(command: () => Promise<T>): Promise<T> {
    if (this.client.status !== 'ready') throw new CacheUnavailableError(`redis is ${this.client.status}`);
    try {
      return await command();
    } catch (err) {
      throw new CacheUnavailableError(err instanceof Error ? err.message : String(err));
    }
  }

  get(key: string): Promise<string | null> {
    return this.run(() => this.client.get(this.key(key)));
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    await this.run(() => (ttlSeconds ? this.client.set(this.key(key), value, 'EX', ttlSeconds) : this.client.set(this.key(key), value)));
  }

  async del(key: string): Promise<void> {
    await this.run(() => this.client.del(this.key(key)));
  }

  delPrefix(prefix: string): Promise<number> {
    return this.run(async () => {
      let removed = 0;
      let cursor = '0';
      const pattern = `${this.key(prefix).replace(/[*?[\]\\]/g, '\\$&')}*`;
      do {
        const [next, keys] = await this.client.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
        cursor = next;
        if (keys.length > 0) removed += await this.client.unlink(...keys);
      } while (cursor !== '0');
      return removed;
    });
  }

  incr(key: string, ttlSeconds: number): Promise<number> {
    return this.run(async () => Number(await this.client.eval(INCR_WITH_WINDOW, 1, this.key(key), String(ttlSeconds))));
  }

  async ping(): Promise<void> {
    await this.run(() => this.client.ping());
  }

  async close(): Promise<void> {
    if (this.client.status === 'ready') await this.client.quit().catch(() => this.client.disconnect());
    else this.client.disconnect();
  }
}
