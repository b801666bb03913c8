import { HotCache } from './hot-cache';

/** A loader that counts its calls and answers only when released, so a test controls what is in flight. */
function gatedLoader<V>(value: (call: number) => V) {
  let calls = 0;
  const gates: (() => void)[] = [];
  const load = () => {
    const call = ++calls;
    return new Promise<V>((resolve) => gates.push(() => resolve(value(call))));
  };
  return { load, calls: () => calls, release: () => gates.splice(0).forEach((open) => open()) };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('HotCache', () => {
  let now = 1_000;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000;
  });

  it('when 50 callers miss one key at once, then one load runs and all get its value', async () => {
    const cache = new HotCache<string>({ ttlMs: 1000, now: clock });
    const loader = gatedLoader((call) => `value ${call}`);
    const answers = Promise.all(Array.from({ length: 50 }, () => cache.get('k', loader.load)));
    await tick();
    loader.release();
    expect(new Set(await answers)).toEqual(new Set(['value 1']));
    expect(loader.calls()).toBe(1);
    expect(cache.peek('k')).toBe('value 1');
  });

  it('when an entry is stale, then it is answered at once while one refresh runs, and the refresh replaces it', async () => {
    const cache = new HotCache<string>({ ttlMs: 1000, staleMs: 5000, now: clock });
    await cache.get('k', async () => 'old');
    now += 1500;
    expect(cache.peek('k')).toBeUndefined(); // the hot path does not answer stale entries
    const loader = gatedLoader(() => 'new');
    expect(await Promise.all([cache.get('k', loader.load), cache.get('k', loader.load)])).toEqual(['old', 'old']);
    await tick();
    expect(loader.calls()).toBe(1);
    loader.release();
    await tick();
    expect(await cache.get('k', loader.load)).toBe('new');
  });

  it('when an entry is past its stale window, then callers wait for the load', async () => {
    const cache = new HotCache<string>({ ttlMs: 1000, staleMs: 1000, now: clock });
    await cache.get('k', async () => 'old');
    now += 2500;
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('when the key is deleted while its load runs, then that load is not stored and the next caller loads again', async () => {
    const cache = new HotCache<string>({ ttlMs: 1000, now: clock });
    const loader = gatedLoader((call) => `value ${call}`);
    const before = cache.get('k', loader.load);
    await tick();
    cache.delete('k');
    const after = cache.get('k', loader.load);
    await tick();
    loader.release();
    expect(await before).toBe('value 1');
    expect(await after).toBe('value 2');
    expect(cache.peek('k')).toBe('value 2');
  });

  it('when several keys are asked for, then one batch loads those missing, joined by callers of the same keys', async () => {
    const cache = new HotCache<string>({ ttlMs: 1000, now: clock });
    cache.set('a', 'A');
    const batches: string[][] = [];
    const loadMissing = async (keys: string[]) => {
      batches.push(keys);
      return new Map(keys.filter((key) => key !== 'gone').map((key) => [key, key.toUpperCase()]));
    };
    const [first, second] = await Promise.all([cache.getMany(['a', 'b', 'c', 'gone'], loadMissing), cache.getMany(['b', 'c'], loadMissing)]);
    expect(batches).toEqual([['b', 'c', 'gone']]);
    expect([...first]).toEqual([
      ['a', 'A'],
      ['b', 'B'],
      ['c', 'C'],
    ]);
    expect([...second]).toEqual([
      ['b', 'B'],
      ['c', 'C'],
    ]);
    expect(cache.peek('gone')).toBeUndefined();
  });

  it('when a load fails, then its callers see the error and nothing is stored', async () => {
    const cache = new HotCache<string>({ ttlMs: 1000, now: clock });
    await expect(cache.get('k', () => Promise.reject(new Error('store down')))).rejects.toThrow('store down');
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });

  it('when more entries than the bound are written, then the oldest written go first', () => {
    const cache = new HotCache<number>({ ttlMs: 1000, maxEntries: 2, now: clock });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect([cache.peek('a'), cache.peek('b'), cache.peek('c')]).toEqual([3, undefined, 4]);
  });

  it('when the TTL is a function, then each write takes its current value', () => {
    let ttl = 1000;
    const cache = new HotCache<string>({ ttlMs: () => ttl, now: clock });
    cache.set('long', 'x');
    ttl = 10;
    cache.set('short', 'y');
    now += 100;
    expect([cache.peek('long'), cache.peek('short')]).toEqual(['x', undefined]);
  });
});
