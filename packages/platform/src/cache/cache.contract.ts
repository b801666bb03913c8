import type { Cache } from './cache';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One behaviour for every Cache adapter; `open` gives a fresh cache with its own key namespace. */
export function describeCacheContract(title: string, open: () => Promise<Cache>): void {
  describe(`Cache contract — ${title}`, () => {
    let cache: Cache;
    beforeEach(async () => {
      cache = await open();
    });
    afterEach(async () => {
      await cache.delPrefix('');
      await cache.close();
    });

    it('when a value is set, then get returns it; a missing key gives null', async () => {
      await cache.set('meals:all', '[1,2]');
      expect(await cache.get('meals:all')).toBe('[1,2]');
      expect(await cache.get('meals:none')).toBeNull();
    });

    it('when a TTL passes, then the value is gone', async () => {
      await cache.set('short', 'v', 1);
      await cache.set('long', 'v');
      await sleep(1200);
      expect(await cache.get('short')).toBeNull();
      expect(await cache.get('long')).toBe('v');
    });

    it('when a key is deleted, then get gives null', async () => {
      await cache.set('k', 'v');
      await cache.del('k');
      expect(await cache.get('k')).toBeNull();
    });

    it('when deleting by prefix, then only keys with that prefix go and the count is reported', async () => {
      await Promise.all([cache.set('meals:a', '1'), cache.set('meals:b', '2'), cache.set('meal:c', '3'), cache.set('users:a', '4')]);
      expect(await cache.delPrefix('meals:')).toBe(2);
      expect(await cache.get('meals:a')).toBeNull();
      expect(await cache.get('meal:c')).toBe('3');
      expect(await cache.get('users:a')).toBe('4');
    });

    it('when a prefix holds glob characters, then they are taken literally', async () => {
      await cache.set('a*b', '1');
      await cache.set('axb', '2');
      expect(await cache.delPrefix('a*')).toBe(1);
      expect(await cache.get('axb')).toBe('2');
    });

    it('when 50 increments run concurrently, then the counter is exactly 50', async () => {
      const values = await Promise.all(Array.from({ length: 50 }, () => cache.incr('rate:ip', 10)));
      expect(Math.max(...values)).toBe(50);
      expect(new Set(values).size).toBe(50);
    });

    it('when a counter window ends, then counting starts again at 1', async () => {
      expect(await cache.incr('rate:win', 1)).toBe(1);
      expect(await cache.incr('rate:win', 1)).toBe(2);
      await sleep(1200);
      expect(await cache.incr('rate:win', 1)).toBe(1);
    });

    it('when pinged, then it answers', async () => {
      await expect(cache.ping()).resolves.toBeUndefined();
    });
  });
}
