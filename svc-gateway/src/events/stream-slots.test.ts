import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { Redis } from 'ioredis';
import { createLogger, type SessionClaims } from '@hostel/platform';
import { requireServer, uniqueName } from '@hostel/platform/testing';
import { GATEWAY_FULL, streamSlots, TOO_MANY_STREAMS, type StreamCeilings, type StreamSlots } from './stream-slots';

const logger = createLogger('stream-slots-test', 'silent');

/** A gateway stand-in: `GET /s` as the account the `x-account` header names, held open like a live stream. */
async function gateway(slots: StreamSlots): Promise<{ url: string; server: Server }> {
  const app = express();
  app.get(
    '/s',
    (req, _res, next) => {
      req.auth = { sub: String(req.headers['x-account']) } as SessionClaims;
      next();
    },
    slots.limit((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write(': connected\n\n');
    }),
  );
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/s`, server };
}

const opened: AbortController[] = [];
const open = async (url: string, account: string) => {
  const controller = new AbortController();
  opened.push(controller);
  const res = await fetch(url, { headers: { 'x-account': account }, signal: controller.signal });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: res.status === 200 ? undefined : await res.json(), close: () => controller.abort() };
};

/** A stream closed by its client frees its place once the server sees the close: try until it does. */
async function openEventually(url: string, account: string, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const stream = await open(url, account);
    if (stream.status === 200 || Date.now() > deadline) return stream;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const running: { slots: StreamSlots; server: Server }[] = [];
const start = async (ceilings: StreamCeilings, redisUrl?: string, prefix = 'streams') => {
  const slots = streamSlots(ceilings, redisUrl, prefix, logger);
  const { url, server } = await gateway(slots);
  running.push({ slots, server });
  return url;
};

afterEach(async () => {
  for (const controller of opened.splice(0)) controller.abort();
  for (const { slots, server } of running.splice(0)) {
    server.closeAllConnections();
    server.close();
    await slots.stop();
  }
});

describe('stream ceilings — one gateway, counted in memory', () => {
  it('when an account holds 5 streams, then the 6th answers 429 with Retry-After, another account still opens, and closing one frees a place', async () => {
    const url = await start({ perAccount: 5, perInstance: 100 });
    const five = await Promise.all(Array.from({ length: 5 }, () => open(url, 'ann')));

    const sixth = await open(url, 'ann');
    const bob = await open(url, 'bob');
    five[0]!.close();
    const afterClose = await openEventually(url, 'ann');

    expect(five.map((stream) => stream.status)).toEqual([200, 200, 200, 200, 200]);
    expect(sixth).toMatchObject({ status: 429, retryAfter: expect.stringMatching(/^[1-9][0-9]*$/), body: TOO_MANY_STREAMS });
    expect(bob.status).toBe(200);
    expect(afterClose.status).toBe(200);
  });

  it('when the gateway holds its ceiling, then the next stream of any account answers 503 with Retry-After', async () => {
    const url = await start({ perAccount: 5, perInstance: 3 });
    const three = await Promise.all(['ann', 'bob', 'cat'].map((account) => open(url, account)));

    const fourth = await open(url, 'dan');

    expect(three.map((stream) => stream.status)).toEqual([200, 200, 200]);
    expect(fourth).toMatchObject({ status: 503, retryAfter: expect.any(String), body: GATEWAY_FULL });
  });
});

describe('stream ceilings — several gateways — real (Redis)', () => {
  let prefix: string;
  let redis: Redis;

  beforeEach(() => {
    prefix = uniqueName('streams-test');
    redis = new Redis(requireServer('REDIS_URL'));
  });

  afterEach(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('when an account spreads 5 streams over two gateways, then a 6th on either answers 429, and a place closed on one frees it for the other', async () => {
    const [one, other] = [await start({ perAccount: 5, perInstance: 100 }, requireServer('REDIS_URL'), prefix), await start({ perAccount: 5, perInstance: 100 }, requireServer('REDIS_URL'), prefix)];
    const onOne = await Promise.all(Array.from({ length: 3 }, () => open(one, 'ann')));
    const onOther = await Promise.all(Array.from({ length: 2 }, () => open(other, 'ann')));

    const sixth = [await open(one, 'ann'), await open(other, 'ann')];
    onOne[0]!.close();
    const afterClose = await openEventually(other, 'ann');

    expect([...onOne, ...onOther].every((stream) => stream.status === 200)).toBe(true);
    expect(sixth.map((stream) => stream.status)).toEqual([429, 429]);
    expect(afterClose.status).toBe(200);
  });

  it('when streams stay open past the lease, then their gateway renews them and they still count', async () => {
    const one = await start({ perAccount: 5, perInstance: 100, leaseMs: 300 }, requireServer('REDIS_URL'), prefix);
    const other = await start({ perAccount: 5, perInstance: 100, leaseMs: 300 }, requireServer('REDIS_URL'), prefix);
    await Promise.all(Array.from({ length: 5 }, () => open(one, 'ann')));

    await new Promise((resolve) => setTimeout(resolve, 900));
    const sixth = await open(other, 'ann');

    expect(sixth.status).toBe(429);
  });

  it('when a gateway died holding an account’s places (never released, never renewed), then they free themselves after the lease', async () => {
    const leaseMs = 400;
    const url = await start({ perAccount: 5, perInstance: 100, leaseMs }, requireServer('REDIS_URL'), prefix);
    const [seconds, micros] = (await redis.time()).map(Number) as [number, number];
    const until = seconds * 1000 + Math.floor(micros / 1000) + leaseMs * 2;
    await redis.zadd(`${prefix}:ann`, ...Array.from({ length: 5 }, (_, i) => [until, `dead-gateway-${i}`]).flat());

    const whileLeased = await open(url, 'ann');
    const afterLease = await openEventually(url, 'ann', leaseMs * 6);

    expect(whileLeased.status).toBe(429);
    expect(afterLease.status).toBe(200);
  });
});
