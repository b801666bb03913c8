/**
 * Live updates (DESIGN §7): GET /api/events streams serve-request changes. In real mode the suite runs its
 * own stack of three svc-meals and two gateways on FerretDB, RabbitMQ and Redis, and streams through both gateways;
 * in embedded mode it uses the suites' one-process stack. (RabbitMQ restarted mid-stream: live-events.fault.test.ts.)
 */
import { randomBytes } from 'node:crypto';
import type { ServeRequest } from '@hostel/contracts';
import { DEV_JWT_SECRET, issueSessionToken } from '@hostel/platform';
import { startProcessBackend, type ProcessBackend } from '../scripts/stack/backend';
import { admin, bronzeStudent, premiumStudent, type Actor } from './support/actors';
import { api, eventually } from './support/client';
import { EventStream } from './support/event-stream';
import { createMeal, FORGED_TOKEN, idOf } from './support/fixtures';
import { ownRealStackEnv } from './support/own-stack';

const real = process.env.API_TEST_MODE === 'real';
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
const PORTS = { gateway: 19380 + offset, meals: 19301 + offset, users: 19302 + offset, payments: 19303 + offset, mess: 19304 + offset };

let backend: ProcessBackend | undefined;
let gateways: string[];
const previousGateway = process.env.API_GATEWAY_URL;
let boss: Actor;
let ann: Actor;
let bob: Actor;
let mealId: string;
const open: EventStream[] = [];

const stream = async (gateway: string, actor: Actor | undefined, lastEventId?: string) => {
  const opened = await EventStream.open(gateway, actor?.token, lastEventId);
  open.push(opened);
  return opened;
};
const request = async (actor: Actor) => {
  const res = await api<{ request: ServeRequest }>('/serve-meals', { token: actor.token, body: { mealId } });
  if (res.status !== 201) throw new Error(`request failed: ${res.status}`);
  return res.body.request;
};
const deliver = (id: string) => api(`/serve-meals/${id}`, { method: 'PATCH', token: boss.token });
const cancel = (actor: Actor, id: string) => api(`/serve-meals/${id}`, { method: 'DELETE', token: actor.token });

beforeAll(async () => {
  if (real) {
    const env = ownRealStackEnv('live', { LIVE_HEARTBEAT_MS: '300' });
    backend = await startProcessBackend(PORTS, env, true, 3, {}, 2);
    gateways = backend.gatewayUrls;
    process.env.API_GATEWAY_URL = gateways[0];
  } else gateways = [process.env.API_GATEWAY_URL!, process.env.API_GATEWAY_URL!];
  [boss, ann, bob] = await Promise.all([admin(), premiumStudent('gold', { name: 'Ann Live' }), premiumStudent('silver', { name: 'Bob Live' })]);
  mealId = (await createMeal(boss, { title: `Live Tehari ${randomBytes(3).toString('hex')}` }))._id;
}, 180_000);

afterEach(() => {
  for (const opened of open.splice(0)) opened.close();
});

afterAll(async () => {
  process.env.API_GATEWAY_URL = previousGateway;
  await backend?.stop();
});

describe('GET /api/events', () => {
  it('when nobody is signed in, or the token is expired or forged, then 401 and no stream', async () => {
    const expired = issueSessionToken({ sub: idOf(ann), email: ann.email, role: 'user' }, process.env.JWT_SECRET ?? DEV_JWT_SECRET, '-1m');
    for (const token of [undefined, expired, FORGED_TOKEN]) {
      const res = await fetch(`${gateways[0]}/api/events`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it('when a stream is open, then it is text/event-stream, uncompressed, with a heartbeat comment', async () => {
    const res = await fetch(`${gateways[0]}/api/events`, { headers: { Authorization: `Bearer ${ann.token}`, 'Accept-Encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    await res.body?.cancel();
    const opened = await stream(gateways[0]!, ann);
    expect(await opened.until(() => opened.comments.includes('heartbeat'), 5000)).toBe(true);
  });

  it("when an admin delivers a student's request, then that student's stream has serve-request.updated within 1 s, and another student's never", async () => {
    const [annStream, bobStream] = [await stream(gateways[0]!, ann), await stream(gateways[1]!, bob)];
    const mine = await request(ann);
    const bobs = await request(bob);
    expect(await annStream.next((event) => event.data._id === mine._id && event.type === 'serve-request.created')).toBeDefined();

    const sentAt = Date.now();
    const delivered = await deliver(mine._id);
    expect(delivered.status).toBe(200);
    const updated = await annStream.next((event) => event.type === 'serve-request.updated' && event.data._id === mine._id, 5000);
    expect(Date.now() - sentAt).toBeLessThan(1000);
    expect(updated).toMatchObject({ id: expect.stringMatching(/^[0-9]+-[0-9]+$/), data: { ...mine, status: 'Delivered' } });

    await deliver(bobs._id);
    expect(await bobStream.next((event) => event.type === 'serve-request.updated' && event.data._id === bobs._id)).toBeDefined();
    // Published after Bob's delivery reached the broker, so Ann's gateway has handled that event before this one.
    const marker = await request(ann);
    expect(await annStream.next((event) => event.data._id === marker._id)).toBeDefined();
    expect(annStream.events.filter((event) => event.data.userId !== idOf(ann))).toEqual([]);
    expect(bobStream.events.filter((event) => event.data.userId !== idOf(bob))).toEqual([]);
    expect(annStream.messages.find((message) => message.data?.includes(mine._id))?.event).toBe('serve-request.created');
  });

  it("when students request and cancel, then an admin's stream receives every created and cancelled request, once each", async () => {
    const adminStream = await stream(gateways[1]!, boss);
    const made = [await request(ann), await request(bob), await request(ann)];
    expect((await cancel(ann, made[0]!._id)).status).toBe(200);
    expect((await cancel(boss, made[1]!._id)).status).toBe(200);

    const ids = new Set(made.map((made) => made._id));
    await adminStream.until(() => adminStream.events.filter((event) => ids.has(event.data._id)).length >= 5);
    const seen = adminStream.events.filter((event) => ids.has(event.data._id)).map((event) => `${event.type} ${event.data._id}`);
    expect(seen.sort()).toEqual(
      [...made.map((made) => `serve-request.created ${made._id}`), `serve-request.cancelled ${made[0]!._id}`, `serve-request.cancelled ${made[1]!._id}`].sort(),
    );
    const eventIds = adminStream.events.map((event) => event.id);
    expect(new Set(eventIds).size).toBe(eventIds.length);
  });

  it('when the stream is cut and reconnects with Last-Event-ID (to the other gateway), then what was missed arrives, and nothing twice', async () => {
    const watcher = await stream(gateways[0]!, boss);
    const first = await stream(gateways[0]!, ann);
    const before = await request(ann);
    const seen = await first.next((event) => event.data._id === before._id);
    expect(seen).toBeDefined();
    first.close();

    const missed = await request(ann);
    await deliver(before._id);
    await cancel(ann, missed._id);
    // Let the events reach the replay store before coming back.
    await watcher.next((event) => event.type === 'serve-request.cancelled' && event.data._id === missed._id);
    await watcher.next((event) => event.type === 'serve-request.updated' && event.data._id === before._id);

    const resumed = await stream(gateways[1]!, ann, seen!.id);
    await resumed.until(() => resumed.events.length >= 3);
    const replayed = resumed.events.map((event) => `${event.type} ${event.data._id}`);
    // One request's events keep their order; two requests' outboxes are relayed independently, in either order.
    expect(replayed.filter((line) => line.endsWith(missed._id))).toEqual([`serve-request.created ${missed._id}`, `serve-request.cancelled ${missed._id}`]);
    expect([...replayed].sort()).toEqual([`serve-request.cancelled ${missed._id}`, `serve-request.created ${missed._id}`, `serve-request.updated ${before._id}`].sort());
  });

  it('when Last-Event-ID is not an id of this stream, or empty, then 400', async () => {
    for (const lastEventId of ['$where', '']) {
      const res = await fetch(`${gateways[0]}/api/events`, { headers: { Authorization: `Bearer ${ann.token}`, 'Last-Event-ID': lastEventId } });
      expect({ lastEventId, status: res.status }).toEqual({ lastEventId, status: 400 });
      expect(await res.json()).toEqual({ success: false, message: expect.stringContaining('Last-Event-ID') });
    }
  });
});

describe('GET /api/events: open streams per account', () => {
  it('when one account holds 5 open streams (over both gateways), then the 6th answers 429 with Retry-After, and closing one frees a place', async () => {
    const student = await bronzeStudent();
    const five: EventStream[] = [];
    for (let i = 0; i < 5; i++) five.push(await stream(gateways[i % 2]!, student));

    const sixth = await fetch(`${gateways[1]}/api/events`, { headers: { Authorization: `Bearer ${student.token}` } });
    const neighbour = await stream(gateways[0]!, ann);
    five[0]!.close();
    const afterClose = await eventually(() => stream(gateways[1]!, student), (opened) => opened.status === 200, 5000);

    expect(five.map((opened) => opened.status)).toEqual([200, 200, 200, 200, 200]);
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toMatch(/^[1-9][0-9]*$/);
    expect(await sixth.json()).toEqual({ success: false, message: expect.stringContaining('live streams') });
    expect(neighbour.status).toBe(200);
    expect(afterClose.status).toBe(200);
  });
});
