import { OPERATIONS } from '../routing/route-table';
import { EdgeCache, type UpstreamAnswer } from './edge-cache';
import { admits, droppedBy, droppedByEvent, edgeCachedOperation, edgeEventTypes, isEdgeCached, isShared, sharedKey } from './edge-routes';
import { pickEncoding } from './encodings';

const MEAL = '0123456789abcdef01234567';
const ok = (body: string, etag = '"a"'): UpstreamAnswer => ({ status: 200, headers: { 'content-type': 'application/json', etag }, body: Buffer.from(body) });

describe('which reads the edge keeps (from the route table)', () => {
  it('when the table is read, then exactly the public JSON reads of a service are kept, and the role-gated ones declared the same for everyone', () => {
    const kept = OPERATIONS.filter(isEdgeCached).map((operation) => `${operation.method} ${operation.path}`);

    expect(kept).toEqual(expect.arrayContaining(['get /meals', 'get /meals/{id}', 'get /mess/headcount']));
    expect(kept).not.toEqual(expect.arrayContaining(['get /uploads/{id}', 'get /mess/settings', 'get /mess/plan', 'get /users']));
    for (const operation of OPERATIONS.filter(isEdgeCached)) {
      if (operation.access !== 'public') expect([operation.name, operation.sameForEveryCaller]).toEqual([operation.name, true]);
      expect(isShared(operation)).toBe(operation.access !== 'public');
      expect(operation.service).not.toBe('gateway');
    }
    expect(edgeCachedOperation('GET', '/upcoming-meals')).toBeUndefined();
    expect(edgeCachedOperation('GET', '/health')).toBeUndefined();
    expect(edgeCachedOperation('HEAD', '/meals')).toBeUndefined();
  });

  it('when one meal is written, then its details, every list and the menu go, other meals’ details stay; a write declaring no change drops nothing', () => {
    const like = droppedBy('PATCH', `/meals/${MEAL}/like`)!;

    expect(['/meals', `/meals/${MEAL}`, '/menu'].map(like)).toEqual([true, true, true]);
    expect(like('/meals/ffffffffffffffffffffffff')).toBe(false);
    expect(droppedBy('POST', '/meals')!('/meals/ffffffffffffffffffffffff')).toBe(true);
    const unreview = droppedBy('DELETE', `/meals/${MEAL}/reviews/ffffffffffffffffffffffff`)!;
    expect(['/meals', `/meals/${MEAL}`, '/menu', '/meals/ffffffffffffffffffffffff'].map(unreview)).toEqual([true, true, true, false]);
    expect(droppedBy('PUT', '/menu/2026-11-23/Lunch')!('/meals/ffffffffffffffffffffffff')).toBe(true);
    expect(droppedBy('DELETE', '/reviews/x')).toBeUndefined();
    expect(droppedBy('POST', '/serve-meals')).toBeUndefined();
    expect(droppedBy('GET', '/meals')).toBeUndefined();
  });
});

describe('the shared reads (sameForEveryCaller): who gets them, and what drops them', () => {
  const headcount = edgeCachedOperation('GET', '/mess/headcount')!;

  it('when a session asks for the headcount, then only an admin’s is admitted, under a key no request URL can name', () => {
    expect(admits(headcount, { sub: 'a', email: 'a@x', role: 'admin' })).toBe(true);
    expect(admits(headcount, { sub: 's', email: 's@x', role: 'user' })).toBe(false);
    expect(sharedKey('/api/mess/headcount?date=2027-01-04')).not.toBe('/api/mess/headcount?date=2027-01-04');
    expect(sharedKey('/api/mess/headcount?date=2027-01-04').startsWith('/')).toBe(false);
  });

  it('when a slot’s count changes on the bus, then the kept answers of its date, and of ranges holding it, are dropped; others stay', () => {
    const changed = droppedByEvent('headcount.changed', { date: '2027-01-04', slot: 'Lunch', on: 3, guests: 0 });
    const url = (query: string) => sharedKey(`/api/mess/headcount?${query}`);

    expect(edgeEventTypes()).toEqual(['headcount.changed']);
    expect(changed('/mess/headcount', url('date=2027-01-04'))).toBe(true);
    expect(changed('/mess/headcount', url('date=2027-01-05'))).toBe(false);
    expect(changed('/mess/headcount', url('from=2027-01-01&to=2027-01-04'))).toBe(true);
    expect(changed('/mess/headcount', url('from=2027-01-04&to=2027-01-31'))).toBe(true);
    expect(changed('/mess/headcount', url('from=2027-01-05&to=2027-01-31'))).toBe(false);
    expect(changed('/meals', '/api/meals')).toBe(false);
    expect(droppedByEvent('meal.created', { date: '2027-01-04' })('/mess/headcount', url('date=2027-01-04'))).toBe(false);
  });
});

describe('EdgeCache', () => {
  it('when an answer names the instant it stops being true (an unlocked slot’s cutoff), then it is not answered from then on, not even stale', async () => {
    let now = Date.parse('2027-01-04T03:00:00.000Z');
    const cache = new EdgeCache({ ttlMs: 60_000, staleMs: 60_000, maxBytes: 1e6, now: () => now });
    const body = JSON.stringify({ slots: [{ locked: true, cutoffAt: '2027-01-04T02:00:00.000Z' }, { locked: false, cutoffAt: '2027-01-04T03:00:05.000Z' }, { locked: false, cutoffAt: '2027-01-04T12:00:00.000Z' }] });
    const expiryOf = (bytes: Buffer) => {
      const slots = (JSON.parse(bytes.toString()) as { slots: { locked: boolean; cutoffAt: string }[] }).slots;
      return Math.min(...slots.filter((slot) => !slot.locked).map((slot) => Date.parse(slot.cutoffAt)));
    };
    await cache.load('k', '/mess/headcount', 'standard', async () => ok(body), undefined, expiryOf);

    now += 4_999;
    expect(cache.fresh('k')).toBeDefined();
    now += 1;
    expect(cache.fresh('k')).toBeUndefined();
    expect(cache.stale('k')).toBeUndefined();
    // Revalidated unchanged (a 304): still capped by the same cutoff, which has passed.
    await cache.load('k', '/mess/headcount', 'standard', async () => ({ status: 304, headers: {}, body: Buffer.alloc(0) }), undefined, expiryOf);
    expect(cache.fresh('k')).toBeUndefined();
  });

  it('when a write lands while a load is in flight, then the load answers its waiters but is not kept, and the next reader loads again', async () => {
    const cache = new EdgeCache({ ttlMs: 1000, maxBytes: 1e6 });
    let release!: (answer: UpstreamAnswer) => void;
    const loading = cache.load('/api/meals', '/meals', 'standard', () => new Promise((resolve) => (release = resolve)));

    cache.drop(() => true);
    const next = cache.load('/api/meals', '/meals', 'standard', async () => ok('[2]', '"b"'));
    release(ok('[1]'));

    expect('entry' in (await loading)).toBe(true);
    const after = await next;
    expect('entry' in after && after.entry.variants.identity.toString()).toBe('[2]');
    expect(cache.fresh('/api/meals')?.variants.identity.toString()).toBe('[2]');
  });

  it('when a write drops an entry, then only while its refill is in flight, and within staleMs, is the old answer offered', async () => {
    let now = 0;
    const cache = new EdgeCache({ ttlMs: 1000, staleMs: 1000, maxBytes: 1e6, now: () => now });
    await cache.load('/api/meals', '/meals', 'standard', async () => ok('[1]'));

    cache.drop(() => true);
    expect(cache.fresh('/api/meals')).toBeUndefined();
    expect(cache.staleWhileRefilling('/api/meals')).toBeUndefined(); // nothing refilling yet: the reader loads

    let release!: (answer: UpstreamAnswer) => void;
    const refill = cache.load('/api/meals', '/meals', 'standard', () => new Promise((resolve) => (release = resolve)));
    expect(cache.staleWhileRefilling('/api/meals')?.variants.identity.toString()).toBe('[1]');
    now = 1000;
    expect(cache.staleWhileRefilling('/api/meals')).toBeUndefined(); // too old to offer, even while refilling

    release(ok('[2]', '"b"'));
    await refill;
    expect(cache.fresh('/api/meals')?.variants.identity.toString()).toBe('[2]');
    expect(cache.staleWhileRefilling('/api/meals')).toBeUndefined();
  });

  it('when an entry expires, then while its revalidation is in flight, and within staleMs, it still answers', async () => {
    let now = 0;
    const cache = new EdgeCache({ ttlMs: 1000, staleMs: 1000, maxBytes: 1e6, now: () => now });
    await cache.load('/api/meals', '/meals', 'standard', async () => ok('[1]', '"a"'));

    now = 1500;
    expect(cache.fresh('/api/meals')).toBeUndefined();
    expect(cache.staleWhileRefilling('/api/meals')).toBeUndefined(); // nobody revalidates yet: the reader does

    let release!: (answer: UpstreamAnswer) => void;
    const revalidation = cache.load('/api/meals', '/meals', 'standard', () => new Promise((resolve) => (release = resolve)));
    expect(cache.staleWhileRefilling('/api/meals')?.variants.identity.toString()).toBe('[1]');
    now = 2000;
    expect(cache.staleWhileRefilling('/api/meals')).toBeUndefined(); // a whole staleMs past its end: too old

    release(ok('[2]', '"b"'));
    await revalidation;
    expect(cache.fresh('/api/meals')?.variants.identity.toString()).toBe('[2]');
  });

  it('when entries outgrow the memory budget, then the oldest fills go first', async () => {
    const cache = new EdgeCache({ ttlMs: 1000, maxBytes: 25 });
    for (const key of ['a', 'b', 'c']) await cache.load(key, '/meals', 'standard', async () => ok('x'.repeat(10)));

    expect([cache.fresh('a'), cache.fresh('b'), cache.fresh('c')].map(Boolean)).toEqual([false, true, true]);
  });

  it('when the service answers with a cookie, private, or already encoded, then nothing is kept', async () => {
    const cache = new EdgeCache({ ttlMs: 1000, maxBytes: 1e6 });
    const answers: UpstreamAnswer[] = [
      { ...ok('[]'), headers: { 'set-cookie': ['a=b'] } },
      { ...ok('[]'), headers: { 'cache-control': 'private' } },
      { ...ok('[]'), headers: { 'content-encoding': 'gzip' } },
    ];
    for (const [index, answer] of answers.entries()) {
      const outcome = await cache.load(`k${index}`, '/meals', 'standard', async () => answer);
      expect('answer' in outcome).toBe(true);
    }
    expect(cache.size).toBe(0);
  });
});

describe('encodings', () => {
  it('when Accept-Encoding is read, then q-values count, brotli wins ties and q=0 refuses', () => {
    const both = { identity: Buffer.from('x'), br: Buffer.from('b'), gzip: Buffer.from('g') };

    expect(pickEncoding('gzip, deflate, br', both)).toBe('br');
    expect(pickEncoding('br;q=0.5, gzip', both)).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0', both)).toBe('identity');
    expect(pickEncoding(undefined, both)).toBe('identity');
    expect(pickEncoding('br', { identity: Buffer.from('small') })).toBe('identity');
  });
});
