import type { Cache, Logger } from '@hostel/platform';

const PREFIX = 'meals:';

/**
 * GET /meals read through the cache. The cache is an optimisation only: when it fails the list comes from the
 * store and the request still succeeds. The list carries likes and ratings, so every use case that changes a
 * meal or a review empties it.
 */
export class MealListCache {
  constructor(
    private readonly cache: Cache,
    private readonly ttlSeconds: number,
    private readonly logger?: Logger,
  ) {}

  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const cacheKey = `${PREFIX}list:${key}`;
    try {
      const hit = await this.cache.get(cacheKey);
      if (hit) return JSON.parse(hit) as T;
    } catch (err) {
      this.logger?.warn({ err }, 'meals cache read failed; using the store');
    }
    const value = await load();
    await this.cache.set(cacheKey, JSON.stringify(value), this.ttlSeconds).catch(() => undefined);
    return value;
  }

  async invalidate(): Promise<void> {
    await this.cache.delPrefix(PREFIX).catch((err: unknown) => this.logger?.warn({ err }, 'meals cache invalidation failed'));
  }
}
