import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import amqplib from 'amqplib';
import { idempotent } from '../outbox/idempotent-consumer';
import { OutboxRelay, outboxed, type OutboxFields } from '../outbox/outbox';
import type { Doc } from '../store/document-store';
import { MongoDocumentStore } from '../store/mongo-store';
import { requireServer, uniqueName } from '../testing/servers';
import { newEvent } from './envelope';
import { waitFor } from './event-bus.contract';
import { RabbitMqBus } from './rabbitmq-bus';

const run = promisify(execFile);
const ctl = join(__dirname, '../../../../scripts/test-servers/ctl.sh');
const rabbit = (action: 'restart' | 'start') => run('bash', [ctl, action, 'rabbitmq']);

describe('RabbitMQ faults (real FerretDB + RabbitMQ)', () => {
  const url = requireServer('AMQP_URL');
  const exchange = uniqueName('fault');
  let store: MongoDocumentStore;

  beforeAll(async () => {
    store = await MongoDocumentStore.connect(requireServer('MONGODB_URI'), uniqueName('fault'));
  });

  afterAll(async () => {
    await rabbit('start').catch(() => undefined);
    const admin = await amqplib.connect(url);
    const channel = await admin.createChannel();
    for (const queue of ['effects', 'poison']) {
      await channel.deleteQueue(`${exchange}.${queue}`).catch(() => undefined);
      await channel.deleteQueue(`${exchange}.${queue}.dlq`).catch(() => undefined);
    }
    await channel.deleteExchange(exchange).catch(() => undefined);
    await channel.deleteExchange(`${exchange}.dlx`).catch(() => undefined);
    await admin.close();
    await store.drop();
    await store.close();
    // Starting a broker that a failed case left stopped takes longer than Jest's 5 s hook default.
  }, 60_000);

  it('when RabbitMQ restarts while 1,000 events go through the outbox, then each is consumed exactly once in effect and none is lost', async () => {
    const orders = store.collection<Doc & OutboxFields & { n: number }>('orders');
    const effects = store.collection<Doc & { eventId: string }>('effects');
    const producerBus = new RabbitMqBus({ url, exchange, publishTimeoutMs: 2000 });
    const consumerBus = new RabbitMqBus({ url, exchange });
    await consumerBus.subscribe(
      `${exchange}.effects`,
      ['order.*'],
      idempotent(store, 'effects', async (event) => {
        await effects.insertOne({ eventId: event.id });
      }),
    );
    const relay = new OutboxRelay({ bus: producerBus, collections: [orders], intervalMs: 100, batch: 200 });
    await relay.start();

    try {
      let restart: Promise<unknown> | undefined;
      for (let n = 0; n < 1000; n += 50) {
        const batch = Array.from({ length: 50 }, (_, i) => outboxed({ n: n + i }, newEvent('order.placed', { n: n + i })));
        await orders.insertMany(batch);
        relay.kick();
        if (n === 300) restart = rabbit('restart');
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      await restart;

      const progress = async () => ({ effects: await effects.count(), pending: await orders.count({ _outboxPending: { $gt: 0 } }) });
      await waitFor(async () => {
        const { effects: done, pending } = await progress();
        return done >= 1000 && pending === 0;
      }, 150_000).catch(async () => {
        // Say how far it got: a stall after the restart and a slow machine look alike otherwise.
        throw new Error(`not settled in 150 s: ${JSON.stringify(await progress())}`);
      });
      // Late redeliveries would show up as extra effects: give them time to arrive.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const all = await effects.find({}, { projection: { eventId: 1 } });
      expect(all).toHaveLength(1000);
      expect(new Set(all.map((effect) => effect.eventId)).size).toBe(1000);
    } finally {
      // Also on failure, so the buses' reconnect loops do not outlive the case and hold up the clean-up.
      await relay.stop();
      await Promise.all([producerBus.close(), consumerBus.close()]);
    }
  }, 200_000);

  it('when a handler always throws for one message, then it ends in the dead-letter queue once the retry window has passed and the others flow', async () => {
    const bus = new RabbitMqBus({ url, exchange });
    const queue = `${exchange}.poison`;
    const handled: number[] = [];
    let attempts = 0;
    await bus.subscribe(
      queue,
      ['job.*'],
      async (event) => {
        const { n } = event.data as { n: number };
        if (n === 13) {
          attempts++;
          throw new Error('always fails');
        }
        handled.push(n);
      },
      { retry: { windowMs: 1500, minDelayMs: 50, maxDelayMs: 300 } },
    );
    for (let n = 0; n < 30; n++) await bus.publish(newEvent('job.run', { n }));
    await waitFor(() => handled.length === 29, 30_000);

    const admin = await amqplib.connect(url);
    const channel = await admin.createChannel();
    await waitFor(async () => (await channel.checkQueue(`${queue}.dlq`)).messageCount === 1, 30_000);
    const dead = await channel.get(`${queue}.dlq`, { noAck: true });
    expect(dead && JSON.parse(dead.content.toString()).data).toEqual({ n: 13 });
    expect(attempts).toBeGreaterThan(2);
    expect((await channel.checkQueue(queue)).messageCount).toBe(0);
    await admin.close();
    await bus.close();
  }, 60_000);
});
