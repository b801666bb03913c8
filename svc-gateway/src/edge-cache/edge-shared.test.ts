import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EVENTS } from '@hostel/contracts';
import { createLogger, DEV_JWT_SECRET, issueSessionToken, listen, newEvent, openBus, SESSIONS_REVOKED_HEADER, sessionIfValid, sessionsRevokedValue, type EventBus, type RunningServer } from '@hostel/platform';
import { loadGatewayConfig } from '../config';
import { createGateway } from '../service';

const DATE = '2027-01-04';
const HEADCOUNT = `/mess/headcount?date=${DATE}`;

/**
 * A stand-in svc-mess (and svc-users, for ending sessions): the headcount for admins only, as the real one checks
 * the role; counts the GETs that reach it, answers 304 to a matching ETag.
 */
class FakeMess {
  on = 3;
  /** An unlocked slot's cutoff, as the answer states it. */
  cutoffAt = '2099-01-01T00:00:00.000Z';
  gets: { path: string; role?: string }[] = [];
  server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private handle(req: IncomingMessage, res: ServerResponse) {
    const path = req.url ?? '/';
    if (path === '/ready') return void res.end('{}');
    const session = sessionIfValid((req.headers.authorization ?? '').replace(/^Bearer /, ''), DEV_JWT_SECRET);
    if (req.method === 'DELETE' && path === '/sessions') {
      res.writeHead(200, { 'content-type': 'application/json', [SESSIONS_REVOKED_HEADER]: sessionsRevokedValue(session!.sub, 1) });
      return void res.end('{"success":true}');
    }
    if (req.method === 'PUT' && path === `/mess/closures/${DATE}`) {
      this.on = 0;
      return json(res, 200, { date: DATE, slots: ['Lunch'], reason: 'Eid' });
    }
    this.gets.push({ path, role: session?.role });
    if (!session) return json(res, 401, { success: false, message: 'Unauthorized' });
    if (session.role !== 'admin') return json(res, 403, { success: false, message: 'Forbidden' });
    const slot = (name: string, locked: boolean) => ({ slot: name, on: this.on, guests: 0, plates: this.on, off: 0, locked, cutoffAt: locked ? '2000-01-01T00:00:00.000Z' : this.cutoffAt, meals: [] });
    const body = JSON.stringify({ from: DATE, to: DATE, days: [{ date: DATE, slots: [slot('Breakfast', true), slot('Lunch', false), slot('Dinner', false)] }] });
    const etag = `"c${this.on}-${this.cutoffAt}"`;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { etag });
      return void res.end();
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', etag });
    res.end(body);
  }
}

const json = (res: ServerResponse, status: number, body: object) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const ADMIN = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const OTHER_ADMIN = 'aaaaaaaaaaaaaaaaaaaaaaa2';
const STUDENT = 'bbbbbbbbbbbbbbbbbbbbbbb1';
const token = (role: 'admin' | 'user', sub = role === 'admin' ? ADMIN : STUDENT) => issueSessionToken({ sub, email: `${sub}@hostel.test`, role }, DEV_JWT_SECRET);
const as = (bearer: string, more: Record<string, string> = {}) => ({ authorization: `Bearer ${bearer}`, ...more });

interface Harness {
  mess: FakeMess;
  /** Requests the hot path answered (before Express). */
  hot: () => number;
  get: (path: string, headers?: Record<string, string>) => Promise<Response>;
  call: (method: string, path: string, headers?: Record<string, string>) => Promise<Response>;
  /** svc-mess's bus, on the gateway's exchange. */
  bus: EventBus;
}

const open: (() => Promise<void>)[] = [];
let exchanges = 0;

async function harness(env: NodeJS.ProcessEnv = {}, shared?: { exchange: string }): Promise<Harness> {
  const mess = new FakeMess();
  await mess.start();
  const exchange = shared?.exchange ?? `edge-shared-test-${process.pid}-${++exchanges}`;
  const config = loadGatewayConfig({ NODE_ENV: 'test', MESS_URL: mess.url, USERS_URL: mess.url, EVENTS_EXCHANGE: exchange, RATE_LIMIT_ANONYMOUS: '100000', RATE_LIMIT_USER: '100000', ...env });
  const logger = createLogger('edge-shared-test', 'silent');
  const handle = await createGateway({ config, logger });
  let hot = 0;
  const inner = handle.hot!;
  handle.hot = (req, res) => {
    const answered = inner(req, res);
    if (answered) hot++;
    return answered;
  };
  const gateway: RunningServer = await listen(handle, 0, '127.0.0.1');
  const bus = await openBus({ exchange, logger, service: 'svc-mess' });
  open.push(async () => {
    await bus.close();
    await gateway.close();
    await handle.stop();
    await new Promise((resolve) => mess.server.close(resolve));
  });
  const call = (method: string, path: string, headers: Record<string, string> = {}) => fetch(`${gateway.url}/api${path}`, { method, headers });
  return { mess, hot: () => hot, get: (path, headers) => call('GET', path, headers), call, bus };
}

afterEach(async () => {
  for (const stop of open.splice(0)) await stop();
});

const onOf = async (res: Response) => ((await res.json()) as { days: { slots: { on: number }[] }[] }).days[0]!.slots[1]!.on;

describe('the edge’s shared reads (the headcount: the same for every admin)', () => {
  it('when admins read the headcount many times, then the service is asked once and the rest are answered on the hot path', async () => {
    const { mess, get, hot } = await harness();
    const admin = token('admin');
    const other = token('admin', OTHER_ADMIN);

    const answers = [await get(HEADCOUNT, as(admin))];
    for (let i = 0; i < 9; i++) answers.push(await get(HEADCOUNT, as(i % 2 === 0 ? other : admin)));

    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    expect(await Promise.all(answers.map(onOf))).toEqual(Array(10).fill(3));
    expect(mess.gets).toHaveLength(1);
    expect(hot()).toBe(9);
    expect(answers[9]!.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('when the kept answer is warm, then an anonymous caller, a student, a garbage, an expired and a revoked admin token never get it', async () => {
    const { mess, get, call } = await harness();
    const admin = token('admin');
    expect((await get(HEADCOUNT, as(admin))).status).toBe(200);
    expect((await get(HEADCOUNT, as(admin))).status).toBe(200);
    const stale = issueSessionToken({ sub: OTHER_ADMIN, email: 'admin2@hostel.test', role: 'admin' }, DEV_JWT_SECRET, '-1h' as `${number}h`);

    const anonymous = await get(HEADCOUNT);
    const student = await get(HEADCOUNT, as(token('user')));
    const garbage = await get(HEADCOUNT, as('not.a.token'));
    const forged = await get(HEADCOUNT, as(issueSessionToken({ sub: 'x', email: 'x@x', role: 'admin' }, 'another-secret-of-thirty-two-chars!!')));
    const late = await get(HEADCOUNT, as(stale));

    expect([anonymous.status, student.status, garbage.status, forged.status, late.status]).toEqual([401, 403, 401, 401, 401]);
    // The student's went to the service, which refused it; the others the gateway refused itself.
    expect(mess.gets.map((got) => got.role)).toEqual(['admin', 'user']);

    expect((await call('DELETE', '/sessions', as(admin))).status).toBe(200);
    const revoked = await get(HEADCOUNT, as(admin));
    expect(revoked.status).toBe(401);
    expect(await get(HEADCOUNT, as(token('admin', OTHER_ADMIN))).then((res) => res.status)).toBe(200);
    expect(mess.gets).toHaveLength(2);
  });

  it('when an admin holds the current ETag, then 304 without a body, on the hot path', async () => {
    const { get, hot } = await harness();
    const admin = token('admin');
    const etag = (await get(HEADCOUNT, as(admin))).headers.get('etag')!;

    const again = await get(HEADCOUNT, as(admin, { 'if-none-match': etag }));

    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(hot()).toBe(1);
  });

  it('when a kept answer has expired, then an admin gets it at once while the hot path revalidates it with their token', async () => {
    const { mess, get, hot } = await harness({ EDGE_CACHE_TTL_MS: '300' });
    const admin = token('admin');
    await get(HEADCOUNT, as(admin));

    await new Promise((resolve) => setTimeout(resolve, 350)); // past its TTL, inside its stale window
    mess.on = 5;
    const stale = await get(HEADCOUNT, as(admin));
    expect(await onOf(stale)).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await onOf(await get(HEADCOUNT, as(admin)))).toBe(5);
    expect(mess.gets.map((got) => got.role)).toEqual(['admin', 'admin']);
    expect(hot()).toBe(2);
  });

  it('when svc-mess tells a new count of that date on the bus, then the next read asks the service and shows it; another date’s stays kept', async () => {
    const { mess, get, bus } = await harness();
    const admin = token('admin');
    await get(HEADCOUNT, as(admin));
    await get('/mess/headcount?date=2027-01-05', as(admin));

    mess.on = 4;
    await bus.publish(newEvent(EVENTS.headcountChanged, { date: DATE, slot: 'Lunch', on: 4, guests: 0 }));
    const deadline = Date.now() + 2000;
    let on = 3;
    while (on !== 4 && Date.now() < deadline) {
      on = await onOf(await get(HEADCOUNT, as(admin)));
      if (on !== 4) await new Promise((resolve) => setTimeout(resolve, 20));
    }

    expect(on).toBe(4);
    expect(mess.gets.map((got) => got.path)).toEqual([HEADCOUNT, '/mess/headcount?date=2027-01-05', HEADCOUNT]);
    await get('/mess/headcount?date=2027-01-05', as(admin));
    expect(mess.gets).toHaveLength(3);
  });

  it('when several gateways keep the headcount, then each hears the one headcount.changed on a queue of its own and drops it', async () => {
    const exchange = `edge-shared-test-${process.pid}-${++exchanges}`;
    const gateways = [await harness({}, { exchange }), await harness({}, { exchange })];
    const admin = token('admin');
    for (const gateway of gateways) await gateway.get(HEADCOUNT, as(admin));

    for (const gateway of gateways) gateway.mess.on = 7;
    await gateways[0]!.bus.publish(newEvent(EVENTS.headcountChanged, { date: DATE, slot: 'Lunch', on: 7, guests: 0 }));
    await new Promise((resolve) => setTimeout(resolve, 300));

    for (const gateway of gateways) {
      expect(await onOf(await gateway.get(HEADCOUNT, as(admin)))).toBe(7);
      expect(gateway.mess.gets).toHaveLength(2);
    }
  });

  it('when an admin closes the mess that day through the gateway (a write declaring it changes the headcount), then the very next read asks the service', async () => {
    const { mess, get, call } = await harness();
    const admin = token('admin');
    await get(HEADCOUNT, as(admin));

    expect((await call('PUT', `/mess/closures/${DATE}`, as(admin, { 'content-type': 'application/json' }))).status).toBe(200);
    const after = await get(HEADCOUNT, as(token('admin', OTHER_ADMIN)));

    expect(await onOf(after)).toBe(0);
    expect(mess.gets).toHaveLength(2);
  });

  it('when an unlocked slot’s cutoff comes, then the kept answer is not answered past it, however long the TTL', async () => {
    const { mess, get } = await harness({ EDGE_CACHE_TTL_MS: '60000' });
    const admin = token('admin');
    mess.cutoffAt = new Date(Date.now() + 400).toISOString();
    await get(HEADCOUNT, as(admin));
    await get(HEADCOUNT, as(admin));
    expect(mess.gets).toHaveLength(1);

    await new Promise((resolve) => setTimeout(resolve, 450));
    mess.cutoffAt = '2099-01-01T00:00:00.000Z';
    await get(HEADCOUNT, as(admin));

    expect(mess.gets).toHaveLength(2);
  });

  it('when admins read the headcount past their own budget, then 429: each spends their user budget, not the address’s', async () => {
    const { get } = await harness({ RATE_LIMIT_USER: '3', RATE_LIMIT_ANONYMOUS: '100000' });
    const admin = token('admin');

    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await get(HEADCOUNT, as(admin))).status);
    const other = await get(HEADCOUNT, as(token('admin', OTHER_ADMIN)));

    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(other.status).toBe(200);
  });
});
