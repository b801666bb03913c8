import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import helmet from 'helmet';
import { createLogger, DEV_JWT_SECRET, issueSessionToken, listen, type RunningServer } from '@hostel/platform';
import { loadGatewayConfig } from '../config';
import { createGateway } from '../service';
import { compressVariants, type Compressor } from './encodings';
import { securityHeaders } from './edge-headers';

const MEAL_ID = '0123456789abcdef01234567';
const SITE = 'http://localhost:3000';

/** A stand-in svc-meals: counts its GETs, answers 304 to a matching ETag, and a like changes the meal. */
class FakeMeals {
  likes = 0;
  gets: string[] = [];
  /** Held answers: while set, GETs wait for it (to line up concurrent misses). */
  gate: Promise<void> | undefined;
  server!: Server;
  url = '';

  private body(path: string): string {
    const meal = { _id: MEAL_ID, title: 'Chicken Biryani', description: 'x'.repeat(600), likes: this.likes };
    return path.startsWith(`/meals/${MEAL_ID}`) ? JSON.stringify(meal) : JSON.stringify([meal, { ...meal, _id: 'f'.repeat(24) }, meal]);
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const path = req.url ?? '/';
    if (path === '/ready') return void res.end('{}');
    if (req.method === 'PATCH' && path === `/meals/${MEAL_ID}/like`) {
      this.likes++;
      res.setHeader('content-type', 'application/json');
      return void res.end(JSON.stringify({ likes: this.likes }));
    }
    this.gets.push(path);
    await this.gate;
    if (path === '/meals/ffffffffffffffffffffffff') {
      res.writeHead(404, { 'content-type': 'application/json' });
      return void res.end('{"success":false,"message":"Meal not found"}');
    }
    const body = this.body(path);
    const etag = `"v${this.likes}-${body.length}"`;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { etag });
      return void res.end();
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', etag, 'x-total-count': '3', 'x-content-type-options': 'nosniff' });
    res.end(body);
  }
}

interface Harness {
  meals: FakeMeals;
  gateway: RunningServer;
  stopGateway: () => Promise<void>;
  compressions: () => number;
  get: (path: string, headers?: Record<string, string>) => Promise<Response>;
}

const open: Harness[] = [];

async function harness(env: NodeJS.ProcessEnv = {}, others: FakeMeals[] = []): Promise<Harness> {
  const meals = new FakeMeals();
  await meals.start();
  for (const other of others) await other.start();
  let compressions = 0;
  const counting: Compressor = (body) => {
    compressions++;
    return compressVariants(body);
  };
  const config = loadGatewayConfig({ NODE_ENV: 'test', MEALS_URL: [meals, ...others].map((instance) => instance.url).join(','), RATE_LIMIT_ANONYMOUS: '100000', RATE_LIMIT_USER: '100000', ...env });
  const handle = await createGateway({ config, logger: createLogger('edge-test', 'silent'), compress: counting });
  const gateway = await listen(handle, 0, '127.0.0.1');
  const h: Harness = {
    meals,
    gateway,
    stopGateway: async () => {
      await gateway.close();
      await handle.stop();
      for (const instance of [meals, ...others]) await new Promise((resolve) => instance.server.close(resolve));
    },
    compressions: () => compressions,
    get: (path, headers = {}) => fetch(`${gateway.url}/api${path}`, { headers }),
  };
  open.push(h);
  return h;
}

afterEach(async () => {
  for (const h of open.splice(0)) await h.stopGateway();
});

const token = () => issueSessionToken({ sub: 'u1', email: 'student@hostel.test', role: 'user' }, DEV_JWT_SECRET);
const bearer = () => ({ authorization: `Bearer ${token()}` });

describe('the edge cache of public reads', () => {
  it('when a public read is asked twice, then the service is asked once and both answers carry ETag, Cache-Control and Vary', async () => {
    const { meals, get } = await harness();

    const first = await get('/meals?page=1&limit=6');
    const second = await get('/meals?page=1&limit=6');

    expect(meals.gets).toEqual(['/meals?page=1&limit=6']);
    expect(await second.text()).toBe(await first.text());
    for (const res of [first, second]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).toMatch(/^W\/"v0-/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');
      expect(res.headers.get('vary')).toBe('Origin, Accept-Encoding');
      expect(res.headers.get('x-total-count')).toBe('3');
    }
  });

  it('when the ETag the caller holds still matches, then 304 without a body, from the hot path and from Express alike', async () => {
    const { get } = await harness();
    const { headers } = await get(`/meals/${MEAL_ID}`);
    const etag = headers.get('etag')!;

    const hot = await get(`/meals/${MEAL_ID}`, { 'if-none-match': etag });
    const listed = await get(`/meals/${MEAL_ID}`, { 'if-none-match': `"other", ${etag}` });
    const changed = await get(`/meals/${MEAL_ID}`, { 'if-none-match': 'W/"something-else"' });

    expect(hot.status).toBe(304);
    expect(await hot.text()).toBe('');
    expect(hot.headers.get('etag')).toBe(etag);
    expect(listed.status).toBe(304);
    expect(changed.status).toBe(200);
  });

  it('when many callers read one entry in brotli, gzip and plain, then it was compressed once; an upstream 304 on expiry keeps the variants', async () => {
    const { meals, get, compressions } = await harness();
    const reads = await Promise.all(
      ['br', 'gzip', 'identity', 'gzip, deflate, br', 'br;q=0, gzip'].flatMap((encoding) => [get('/meals', { 'accept-encoding': encoding }), get('/meals', { 'accept-encoding': encoding })]),
    );
    const encodings = reads.map((res) => res.headers.get('content-encoding'));

    expect(encodings).toEqual(['br', 'br', 'gzip', 'gzip', null, null, 'br', 'br', 'gzip', 'gzip']);
    expect(compressions()).toBe(1);
    expect(meals.gets).toHaveLength(1);
  });

  it('when an entry expires and the service answers 304 to its ETag, then the bytes are kept without compressing again; a change compresses once more', async () => {
    const { meals, get, compressions } = await harness({ EDGE_CACHE_TTL_MS: '1' });
    const first = await (await get('/meals', { 'accept-encoding': 'br' })).text();
    await new Promise((resolve) => setTimeout(resolve, 5));

    const revalidated = await (await get('/meals', { 'accept-encoding': 'br' })).text();
    expect(revalidated).toBe(first);
    expect(meals.gets).toHaveLength(2);
    expect(compressions()).toBe(1);

    meals.likes++;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const changed = JSON.parse(await (await get('/meals', { 'accept-encoding': 'br' })).text()) as { likes: number }[];
    expect(changed[0]!.likes).toBe(1);
    expect(compressions()).toBe(2);
  });

  it('when 50 callers miss one key at once, then one request goes to the service and all get its answer', async () => {
    const { meals, get } = await harness();
    let release!: () => void;
    meals.gate = new Promise((resolve) => (release = resolve));

    const pending = Promise.all(Array.from({ length: 50 }, () => get('/meals?page=1&limit=6')));
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    const answers = await pending;

    expect(meals.gets).toEqual(['/meals?page=1&limit=6']);
    expect(answers.map((res) => res.status)).toEqual(Array(50).fill(200));
  });

  it('when a signed-in student reads a public read, then the service answers them each time and the edge keeps only the anonymous answer', async () => {
    const { meals, get } = await harness();

    await get('/meals?page=1&limit=6');
    const signedIn = [await get('/meals?page=1&limit=6', bearer()), await get('/meals?page=1&limit=6', bearer())];
    await get('/meals?page=1&limit=6');

    expect(signedIn.map((res) => res.status)).toEqual([200, 200]);
    // Their answer says which meals they liked: it is theirs, never one kept for everyone.
    expect(meals.gets).toEqual(Array(3).fill('/meals?page=1&limit=6'));
  });

  it('when a student likes a meal through the gateway, then the very next read shows it (the meal and every list)', async () => {
    const { meals, gateway, get } = await harness();
    expect(((await (await get(`/meals/${MEAL_ID}`)).json()) as { likes: number }).likes).toBe(0);
    await get('/meals');

    const like = await fetch(`${gateway.url}/api/meals/${MEAL_ID}/like`, { method: 'PATCH', headers: { ...bearer(), 'content-type': 'application/json' }, body: '{}' });
    expect(like.status).toBe(200);
    expect(like.headers.get('cache-control')).toBe('private, no-store');

    expect(((await (await get(`/meals/${MEAL_ID}`)).json()) as { likes: number }).likes).toBe(1);
    expect(((await (await get('/meals')).json()) as { likes: number }[])[0]!.likes).toBe(1);
    expect(meals.likes).toBe(1);
  });

  it('when svc-meals runs several instances and the others learn of a like late, then the next read still shows it (from the instance that took it)', async () => {
    // Each fake instance sees only the likes it took itself: another instance's are "not yet heard of".
    const other = new FakeMeals();
    const { gateway, get } = await harness({}, [other]);

    for (let i = 0; i < 4; i++) {
      await get(`/meals/${MEAL_ID}`);
      const like = await fetch(`${gateway.url}/api/meals/${MEAL_ID}/like`, { method: 'PATCH', headers: { ...bearer(), 'content-type': 'application/json' }, body: '{}' });
      const { likes } = (await like.json()) as { likes: number };

      expect(((await (await get(`/meals/${MEAL_ID}`)).json()) as { likes: number }).likes).toBe(likes);
    }
    expect(other.likes).toBeGreaterThan(0);
  });

  it('when a write is refused (no session), then nothing is dropped', async () => {
    const { meals, gateway, get } = await harness();
    await get('/meals');

    const refused = await fetch(`${gateway.url}/api/meals/${MEAL_ID}/like`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{}' });
    await get('/meals');

    expect(refused.status).toBe(401);
    expect(meals.gets).toHaveLength(1);
  });

  it('when the service answers something other than 200, then it is passed on and not kept', async () => {
    const { meals, get } = await harness();

    const missing = await get('/meals/ffffffffffffffffffffffff');
    const again = await get('/meals/ffffffffffffffffffffffff');

    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, message: 'Meal not found' });
    expect(again.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
    expect(meals.gets).toHaveLength(2);
  });

  it('when a signed-in call reads its own data, then the answer says private, no-store and the gateway does not keep it', async () => {
    const { meals, get } = await harness();

    const res = await get('/upcoming-meals', bearer());
    await get('/upcoming-meals', bearer());

    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(meals.gets).toEqual(['/upcoming-meals', '/upcoming-meals']);
  });

  it('when the edge cache is off (EDGE_CACHE_TTL_MS=0), then every read goes to the service', async () => {
    const { meals, get } = await harness({ EDGE_CACHE_TTL_MS: '0' });

    await get('/meals');
    await get('/meals');

    expect(meals.gets).toHaveLength(2);
  });
});

describe('the hot path (a fresh hit answered before Express)', () => {
  const EDGE_OWN = new Set(['date', 'x-request-id', 'content-length', 'connection', 'keep-alive']);
  const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => !EDGE_OWN.has(name)));

  it('when a hit is answered, then it carries the headers Express answers with: helmet’s, CORS for the site, Vary and a request id', async () => {
    const { get } = await harness();
    const miss = await get('/meals', { origin: SITE, 'accept-encoding': 'br' });
    const hit = await get('/meals', { origin: SITE, 'accept-encoding': 'br' });

    expect(headersOf(hit)).toEqual(headersOf(miss));
    expect(hit.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(hit.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(hit.headers.get('x-request-id')).not.toBe(miss.headers.get('x-request-id'));

    const kept = await get('/meals', { 'x-request-id': 'edge-test-123456' });
    expect(kept.headers.get('x-request-id')).toBe('edge-test-123456');
    const otherOrigin = await get('/meals', { origin: 'https://evil.example' });
    expect(otherOrigin.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('when helmet answers a plain Express app, then the hot path sends exactly the same security headers', async () => {
    const app = express();
    app.use(helmet());
    app.get('/x', (_req, res) => void res.end());
    const plain = await listen(app, 0, '127.0.0.1');
    try {
      const helmets = Object.fromEntries([...(await fetch(`${plain.url}/x`)).headers].filter(([name]) => !EDGE_OWN.has(name)));
      const { get } = await harness();
      await get('/meals');
      const hit = await get('/meals');

      expect(securityHeaders()).toEqual(helmets);
      for (const [name, value] of Object.entries(helmets)) expect([name, hit.headers.get(name)]).toEqual([name, value]);
    } finally {
      await plain.close();
    }
  });

  it('when an entry has expired, then an anonymous reader gets it at once while the hot path revalidates it in the background', async () => {
    const { meals, get } = await harness({ EDGE_CACHE_TTL_MS: '300' });
    await get('/meals?page=1&limit=6');
    await new Promise((resolve) => setTimeout(resolve, 350)); // past its TTL, inside its stale window
    meals.likes++;
    let release!: () => void;
    meals.gate = new Promise((resolve) => (release = resolve));

    // The service holds its answer: a reader who waited for the revalidation would not be answered before release.
    const stale = await get('/meals?page=1&limit=6');
    expect(((await stale.json()) as { likes: number }[])[0]!.likes).toBe(0);
    expect(meals.gets).toEqual(['/meals?page=1&limit=6', '/meals?page=1&limit=6']);

    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(((await (await get('/meals?page=1&limit=6')).json()) as { likes: number }[])[0]!.likes).toBe(1);
    expect(meals.gets).toHaveLength(2);
  });

  it('when an anonymous caller reads cached answers past its budget, then 429 with Retry-After, as through Express', async () => {
    const { get } = await harness({ RATE_LIMIT_ANONYMOUS: '3' });

    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await get('/meals')).status);
    const limited = await get('/meals');

    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ success: false, message: 'Too many requests, please slow down' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('when a signed-in student reads cached answers, then their own budget is spent, not the address’s', async () => {
    const { get } = await harness({ RATE_LIMIT_USER: '2', RATE_LIMIT_ANONYMOUS: '3' });

    const signedIn: number[] = [];
    for (let i = 0; i < 3; i++) signedIn.push((await get('/meals', bearer())).status);
    const anonymous: number[] = [];
    for (let i = 0; i < 3; i++) anonymous.push((await get('/meals')).status);

    expect(signedIn).toEqual([200, 200, 429]);
    expect(anonymous).toEqual([200, 200, 200]);
  });
});
