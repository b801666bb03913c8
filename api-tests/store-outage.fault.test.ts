/**
 * DESIGN §6: events survive outages, and a dependency that is down answers 503. svc-users reaches FerretDB through
 * a TCP proxy this suite owns; closing it cuts svc-users' database (open connections destroyed, new ones refused)
 * while every other service and server keeps running. Each service is its own process, as in production.
 */
import { randomBytes } from 'node:crypto';
import amqplib from 'amqplib';
import { EVENTS, type PaymentSucceeded } from '@hostel/contracts';
import { RabbitMqBus, type EventEnvelope } from '@hostel/platform';
import { requireServer, TcpProxy } from '@hostel/platform/testing';
import { startProcessBackend, type ProcessBackend } from '../scripts/stack/backend';
import { pay, signUp, type Actor } from './support/actors';
import { api, eventually, type ApiResponse } from './support/client';
import { dlqCli } from './support/dlq-cli';
import { idOf, PNG } from './support/fixtures';

const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
const PORTS = { gateway: 19280 + offset, meals: 19201 + offset, users: 19202 + offset, payments: 19203 + offset, mess: 19204 + offset };
const OUTAGE_MS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("svc-users' database unreachable (real servers, one process per service)", () => {
  const run = randomBytes(4).toString('hex');
  const exchange = `outage.${run}`;
  const usersQueue = `${exchange}.svc-users`;
  let proxy: TcpProxy;
  /** svc-meals' and svc-payments' own ways to the database, cut in the last test. */
  let mealsProxy: TcpProxy;
  let paymentsProxy: TcpProxy;
  let backend: ProcessBackend;
  let tap: RabbitMqBus;
  /** Publishes as svc-payments: svc-users takes payment events from no other broker user. */
  let asPayments: RabbitMqBus;
  const tapped: EventEnvelope[] = [];
  let admin: amqplib.ChannelModel;
  let channel: amqplib.Channel;

  const readSelf = (actor: Actor) => api<{ badge?: string; success?: boolean; message?: string }>(`/users/${encodeURIComponent(actor.email)}`, { token: actor.token });
  const deadLetters = async () => (await channel.checkQueue(`${usersQueue}.dlq`)).messageCount;
  /**
   * What a service says of itself on `/ready` (its store, bus…), past the gateway: when a call has not recovered,
   * the failure shows whether the gateway refused or the service still finds its store away.
   */
  const readyOf = async (port: number) => {
    const res = await fetch(`http://127.0.0.1:${port}/ready`, { signal: AbortSignal.timeout(5000) }).catch((err: unknown) => ({ status: 0, text: async () => String(err) }));
    const text = await res.text();
    try {
      return { status: res.status, body: JSON.parse(text) as unknown };
    } catch {
      return { status: res.status, body: text };
    }
  };
  /** The answer, and on failure the service's own readiness, in the shape a failed `toEqual` prints. */
  const outcome = async (call: string, res: ApiResponse<unknown>, ok: boolean, port: number) =>
    ok ? { call, ok } : { call, ok, status: res.status, body: res.body, retryAfter: res.headers.get('retry-after'), serviceReady: await readyOf(port) };

  beforeAll(async () => {
    const mongoUri = requireServer('MONGODB_URI');
    proxy = await TcpProxy.forUrl(mongoUri, 27017);
    mealsProxy = await TcpProxy.forUrl(mongoUri, 27017);
    paymentsProxy = await TcpProxy.forUrl(mongoUri, 27017);
    backend = await startProcessBackend(
      PORTS,
      {
        ...process.env,
        MONGODB_URI: mongoUri,
        AMQP_URL: requireServer('AMQP_URL'),
        REDIS_URL: requireServer('REDIS_URL'),
        DB_NAME_SUFFIX: `_outage${run}`,
        EVENTS_EXCHANGE: exchange,
        RATE_LIMIT_PREFIX: `rl-outage-${run}`,
        RATE_LIMIT_ANONYMOUS: '100000',
        RATE_LIMIT_USER: '100000',
        RATE_LIMIT_SIGN_IN: '100000',
        RATE_LIMIT_SIGN_IN_PER_ADDRESS: '100000',
        LOG_LEVEL: 'silent',
      },
      true,
      1,
      // The default retry window (15 min): the outage must be ridden out, not shortened for the test.
      {
        'svc-users': { MONGODB_URI: proxy.urlFor(mongoUri) },
        'svc-meals': { MONGODB_URI: mealsProxy.urlFor(mongoUri) },
        'svc-payments': { MONGODB_URI: paymentsProxy.urlFor(mongoUri) },
      },
    );
    process.env.API_GATEWAY_URL = backend.gatewayUrl;
    tap = new RabbitMqBus({ url: requireServer('AMQP_URL'), exchange });
    await tap.subscribe(`${exchange}.tap`, [EVENTS.paymentSucceeded, EVENTS.userBadgeChanged], async (event) => void tapped.push(event));
    asPayments = new RabbitMqBus({ url: process.env.AMQP_URL_SVC_PAYMENTS ?? requireServer('AMQP_URL'), exchange });
    admin = await amqplib.connect(requireServer('AMQP_URL'));
    channel = await admin.createChannel();
  }, 120_000);

  // A failed test must not leave the database away for the next one.
  afterEach(() => Promise.all([proxy, mealsProxy, paymentsProxy].map((each) => each.open())));

  afterAll(async () => {
    await Promise.all([proxy, mealsProxy, paymentsProxy].map((each) => each?.open()));
    await backend?.stop();
    await tap?.close();
    await asPayments?.close();
    for (const queue of [usersQueue, `${exchange}.svc-meals`, `${exchange}.svc-payments`, `${exchange}.tap`]) {
      await channel?.deleteQueue(queue).catch(() => undefined);
      await channel?.deleteQueue(`${queue}.dlq`).catch(() => undefined);
    }
    await channel?.deleteExchange(exchange).catch(() => undefined);
    await channel?.deleteExchange(`${exchange}.dlx`).catch(() => undefined);
    await admin?.close();
    await Promise.all([proxy, mealsProxy, paymentsProxy].map((each) => each?.close()));
  }, 60_000);

  it('when the database is away for 60 s while a payment succeeds, then the badge changes once it is back, nothing is dead-lettered and a redelivery changes nothing', async () => {
    const student = await signUp();
    const intent = await pay(student, 'gold');
    expect(intent.status).toBe(200);

    await proxy.close();
    const outageEnds = Date.now() + OUTAGE_MS;
    const saved = await api('/payments/save', { token: student.token, body: { package: 'gold', transactionId: intent.body.paymentIntentId } });
    expect(saved.status).toBe(200);
    const isThisPayment = (event: EventEnvelope) => event.type === EVENTS.paymentSucceeded && (event.data as PaymentSucceeded).userId === idOf(student);
    await eventually(async () => tapped.some(isThisPayment), Boolean, 15_000);
    expect(tapped.some(isThisPayment)).toBe(true);
    const during = await readSelf(student);
    expect(during.status).toBe(503);

    await sleep(outageEnds - Date.now());
    // The old bus gave up after four quick redeliveries (about a second): by now the payment would be dead-lettered.
    expect(await deadLetters()).toBe(0);
    await proxy.open();

    const after = await eventually(() => readSelf(student), (res) => res.body.badge === 'Gold', 50_000);
    expect(await outcome('GET /users/:email is Gold', after, after.body.badge === 'Gold', PORTS.users)).toEqual({ call: 'GET /users/:email is Gold', ok: true });
    const badgeChanges = () => tapped.filter((event) => event.type === EVENTS.userBadgeChanged && (event.data as { userId: string }).userId === idOf(student));
    await eventually(async () => badgeChanges().length, (count) => count === 1, 15_000);

    // The same event again (as a redelivery after a lost ack would bring it): no second change, nothing dead-lettered.
    await asPayments.publish(tapped.find(isThisPayment)!);
    await eventually(async () => (await channel.checkQueue(usersQueue)).messageCount, (count) => count === 0, 10_000);
    await sleep(2000);
    expect(badgeChanges()).toHaveLength(1);
    expect((await readSelf(student)).body.badge).toBe('Gold');
    expect(await deadLetters()).toBe(0);
  }, 170_000);

  it('when the database is away, then reads and writes through the gateway answer 503 with Retry-After, never 500, and recover by themselves', async () => {
    const student = await signUp();
    const calls: Record<string, () => Promise<ApiResponse<{ success?: boolean; message?: string }>>> = {
      'GET /users/:email': () => readSelf(student),
      'POST /users': () => api('/users', { token: student.idToken, body: { name: student.name, email: student.email, image: 'https://example.com/b.png' } }),
      'POST /jwt': () => api('/jwt', { token: student.idToken, body: { email: student.email } }),
    };

    await proxy.close();
    const seen: { call: string; status: number; retryAfter: string | null; ms: number }[] = [];
    const until = Date.now() + 12_000;
    while (Date.now() < until) {
      for (const [call, send] of Object.entries(calls)) {
        const started = Date.now();
        const res = await send();
        seen.push({ call, status: res.status, retryAfter: res.headers.get('retry-after'), ms: Date.now() - started });
        expect(res.body).toEqual({ success: false, message: expect.any(String) });
      }
    }
    await proxy.open();

    expect(seen.length).toBeGreaterThanOrEqual(6);
    expect(seen.filter((entry) => entry.status !== 503 || !entry.retryAfter)).toEqual([]);
    // A caller is not held for the driver's 30 s default.
    expect(Math.max(...seen.map((entry) => entry.ms))).toBeLessThan(8000);
    // DESIGN §8: every service serves again within 30 s of the dependency's return.
    for (const [call, send] of Object.entries(calls)) {
      const res = await eventually(send, (r) => r.status === 200, 30_000);
      // The answer's message names who refused (the gateway when svc-users is gone, svc-users when its store is).
      expect(await outcome(call, res, res.status === 200, PORTS.users)).toEqual({ call, ok: true });
    }
  }, 90_000);

  it("when svc-meals' and svc-payments' databases are away, then their reads and writes answer 503 with Retry-After, never 500, and recover by themselves", async () => {
    const student = await signUp();
    const intent = await pay(student, 'silver');
    expect(intent.status).toBe(200);
    const picture = new FormData();
    picture.append('image', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'dot.png');
    const calls: Record<string, () => Promise<ApiResponse<{ success?: boolean; message?: string }>>> = {
      // A search no cache has seen, so the store is asked.
      'GET /meals?search': () => api(`/meals?search=${randomBytes(4).toString('hex')}`),
      'GET /upcoming-meals': () => api('/upcoming-meals', { token: student.token }),
      'POST /uploads': () => api('/uploads', { body: picture }),
      'GET /payments/:userId': () => api(`/payments/${idOf(student)}`, { token: student.token }),
      'POST /payments/save': () => api('/payments/save', { token: student.token, body: { package: 'silver', transactionId: intent.body.paymentIntentId } }),
    };
    const succeeded = (call: string, status: number) => status === (call === 'POST /uploads' ? 201 : 200);

    await Promise.all([mealsProxy.close(), paymentsProxy.close()]);
    const seen: { call: string; status: number; retryAfter: string | null }[] = [];
    for (const [call, send] of Object.entries(calls)) {
      const res = await send();
      seen.push({ call, status: res.status, retryAfter: res.headers.get('retry-after') });
      expect(res.body).toEqual({ success: false, message: expect.any(String) });
    }
    await Promise.all([mealsProxy.open(), paymentsProxy.open()]);

    expect(seen.filter((entry) => entry.status !== 503 || !entry.retryAfter)).toEqual([]);
    for (const [call, send] of Object.entries(calls)) {
      const res = await eventually(send, (r) => succeeded(call, r.status), 30_000);
      const port = call.includes('payments') ? PORTS.payments : PORTS.meals;
      expect(await outcome(call, res, succeeded(call, res.status), port)).toEqual({ call, ok: true });
    }
  }, 90_000);

  it('when a payment.succeeded fails validation, then svc-users dead-letters it at once and `npm run dlq` lists it with the reason', async () => {
    const student = await signUp();
    const invalid = { paymentId: 'p-invalid', userId: idOf(student), package: 'diamond', amount: 1, transactionId: `pi_${run}` };
    const event: EventEnvelope = { id: randomBytes(8).toString('hex'), type: EVENTS.paymentSucceeded, occurredAt: new Date().toISOString(), data: invalid };
    const published = Date.now();
    await asPayments.publish(event);

    await eventually(deadLetters, (count) => count === 1, 5_000);
    expect(Date.now() - published).toBeLessThan(5_000);
    const { stdout } = await dlqCli(['--json'], exchange);
    const report = (JSON.parse(stdout) as { queue: string; count: number; messages: { eventId: string; reason: string; attempts: number }[] }[]).find((entry) => entry.queue === usersQueue);
    expect(report).toMatchObject({ count: 1, messages: [expect.objectContaining({ eventId: event.id, reason: 'invalid', attempts: 1 })] });
    expect((await readSelf(student)).body.badge).toBe('Bronze');
    await channel.purgeQueue(`${usersQueue}.dlq`);
  }, 60_000);
});

