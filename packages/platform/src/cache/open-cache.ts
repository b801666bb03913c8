import type { Logger } from 'pino';
import type { Cache } from './cache';
import { MemoryCache } from './memory-cache';
import { RedisCache } from './redis-cache';

export interface CacheOptions {
  /** Set → Redis; unset → in-memory. */
  redisUrl?: string;
  prefix: string;
  logger?: Logger;
}

/** Opens the cache; a Redis that is down at start-up is not fatal (calls fail fast until it is back). */
export async function openCache(options: CacheOptions): Promise<Cache> {
  if (!options.redisUrl) return new MemoryCache();
  return new RedisCache({ url: options.redisUrl, prefix: options.prefix, logger: options.logger }).connect();
}
