import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { requireServer, uniqueName } from '../testing/servers';
import { CacheUnavailableError } from './cache';
import { RedisCache } from './redis-cache';

const ctl = join(__dirname, '../../../../scripts/test-servers/ctl.sh');
const redis = (action: 'stop' | 'start') => execFileSync('bash', [ctl, action, 'redis'], { stdio: 'inherit' });

/** The caller pattern the services use: the cache is an optimisation, the store is the truth. */
async function readThrough(cache: RedisCache, key: string, source: () => Promise<string>): Promise<string> {
  try {
    const hit = await cache.get(key);
    if (hit !== null) return hit;
  } catch (err) {
    if (!(err instanceof CacheUnavailableError)) throw err;
  }
  const value = await source();
  await cache.set(key, value, 60).catch(() => undefined);
  return value;
}

describe('RedisCache when Redis goes down (fault)', () => {
  const url = requireServer('REDIS_URL');
  let cache: RedisCache;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    cache = await new RedisCache({ url, prefix: `${uniqueName('fault')}:` }).connect();
    await cache.set('meals', 'cached');
  });

  afterAll(async () => {
    redis('start');
    await cache.delPrefix('').catch(() => undefined);
    await cache.close();
    process.off('unhandledRejection', onUnhandled);
  });

  it('when Redis stops, then every call rejects quickly with CacheUnavailableError', async () => {
    redis('stop');
    const calls: [string, () => Promise<unknown>][] = [
      ['get', () => cache.get('meals')],
      ['set', () => cache.set('x', 'y', 10)],
      ['del', () => cache.del('x')],
      ['delPrefix', () => cache.delPrefix('m')],
      ['incr', () => cache.incr('rate', 10)],
      ['ping', () => cache.ping()],
    ];
    for (const [, call] of calls) {
      const started = Date.now();
      await expect(call()).rejects.toBeInstanceOf(CacheUnavailableError);
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });

  it('when Redis is down, then a read-through caller falls back to the source and the process keeps running', async () => {
    const value = await readThrough(cache, 'meals', async () => 'from-store');
    expect(value).toBe('from-store');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(unhandled).toEqual([]);
  });

  it('when Redis comes back, then the same cache instance works again', async () => {
    redis('start');
    const deadline = Date.now() + 10_000;
    let pinged = false;
    while (!pinged && Date.now() < deadline) {
      pinged = await cache.ping().then(
        () => true,
        () => false,
      );
      if (!pinged) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(pinged).toBe(true);
    await cache.set('back', 'yes');
    expect(await cache.get('back')).toBe('yes');
  }, 15_000);
});
