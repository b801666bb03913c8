import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import amqplib from 'amqplib';
import { newEvent } from '../bus/envelope';
import { waitFor } from '../bus/event-bus.contract';
import type { EventBus, EventEnvelope } from '../bus/event-bus';
import { InProcessBus } from '../bus/in-process-bus';
import { RabbitMqBus } from '../bus/rabbitmq-bus';
import type { Doc, DocumentStore } from '../store/document-store';
import { EmbeddedDocumentStore } from '../store/embedded-store';
import { MongoDocumentStore } from '../store/mongo-store';
import { requireServer, uniqueName } from '../testing/servers';
import { idempotent } from './idempotent-consumer';
import { OutboxRelay, outboxed, withOutbox, withoutOutbox, type OutboxFields } from './outbox';

interface Payment extends Doc, OutboxFields {
  amount: number;
  status?: string;
}

interface Setup {
  store: DocumentStore;
  bus: EventBus;
  exchange: string;
  cleanup(): Promise<void>;
}

function describeOutbox(title: string, setup: () => Promise<Setup>) {
  describe(`Outbox and idempotent consumer — ${title}`, () => {
    let env: Setup;
    let relay: OutboxRelay;
    beforeEach(async () => {
      env = await setup();
    });
    afterEach(async () => {
      await relay?.stop();
      await env.cleanup();
    });

    it('when a state change is written with its event, then both are in one document and the relay publishes and clears it', async () => {
      const payments = env.store.collection<Payment>('payments');
      const received: EventEnvelope[] = [];
      await env.bus.subscribe(`${env.exchange}.users`, ['payment.*'], async (event) => void received.push(event));
      const created = newEvent('payment.created', { amount: 399 });
      const doc = await payments.insertOne(outboxed({ amount: 399 }, created));
      const succeeded = newEvent('payment.succeeded', { amount: 399 });
      await payments.updateOne({ _id: doc._id }, withOutbox({ $set: { status: 'succeeded' } }, succeeded));
      const stored = (await payments.findOne({ _id: doc._id }))!;
      expect(stored.status).toBe('succeeded');
      expect(stored._outbox?.map((event) => event.id)).toEqual([created.id, succeeded.id]);
      expect(withoutOutbox(stored)).toEqual({ _id: doc._id, amount: 399, status: 'succeeded' });

      relay = new OutboxRelay({ bus: env.bus, collections: [payments], intervalMs: 50 });
      await relay.start();
      await waitFor(() => received.length === 2);
      expect(received.map((event) => event.id)).toEqual([created.id, succeeded.id]);
      await waitFor(async () => ((await payments.findOne({ _id: doc._id }))?._outboxPending ?? 1) === 0);
      expect((await payments.findOne({ _id: doc._id }))?._outbox).toEqual([]);
    });

    it('when publishing fails, then the event stays stored and goes out on a later pass', async () => {
      const payments = env.store.collection<Payment>('payments');
      const received: string[] = [];
      await env.bus.subscribe(`${env.exchange}.users`, ['payment.*'], async (event) => void received.push(event.id));
      let failing = true;
      const flaky: EventBus = {
        ...env.bus,
        kind: env.bus.kind,
        publish: (event) => (failing ? Promise.reject(new Error('broker away')) : env.bus.publish(event)),
        subscribe: env.bus.subscribe.bind(env.bus),
        ping: env.bus.ping.bind(env.bus),
        close: env.bus.close.bind(env.bus),
      };
      const event = newEvent('payment.succeeded', { amount: 199 });
      const doc = await payments.insertOne(outboxed({ amount: 199 }, event));
      relay = new OutboxRelay({ bus: flaky, collections: [payments], intervalMs: 20 });
      await relay.flush();
      expect((await payments.findOne({ _id: doc._id }))?._outboxPending).toBe(1);
      failing = false;
      await relay.flush();
      await waitFor(() => received.length === 1);
      expect(received).toEqual([event.id]);
    });

    it('when the same event is delivered twice, then the idempotent consumer applies it once', async () => {
      const effects = env.store.collection<Doc & { count: number }>('effects');
      await effects.insertOne({ _id: 'cccccccccccccccccccccccc', count: 0 });
      const handler = idempotent(env.store, 'svc-test', async () => {
        await effects.updateOne({ _id: 'cccccccccccccccccccccccc' }, { $inc: { count: 1 } });
      });
      const event = newEvent('payment.succeeded', {});
      await handler(event);
      await handler(event);
      await handler(newEvent('payment.succeeded', {}));
      expect((await effects.findOne({ _id: 'cccccccccccccccccccccccc' }))?.count).toBe(2);
    });

    it('when the handler fails, then the event is not marked and a redelivery runs it again', async () => {
      let calls = 0;
      const handler = idempotent(env.store, 'svc-test', async () => {
        calls++;
        if (calls === 1) throw new Error('transient');
      });
      const event = newEvent('x.y', {});
      await expect(handler(event)).rejects.toThrow('transient');
      await handler(event);
      await handler(event);
      expect(calls).toBe(2);
    });
  });
}

describeOutbox('embedded (NeDB + in-process bus)', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
  const store = await EmbeddedDocumentStore.open(dir);
  const exchange = uniqueName('ex');
  const bus = new InProcessBus(exchange);
  return {
    store,
    bus,
    exchange,
    cleanup: async () => {
      await bus.close();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
});

describeOutbox('real (FerretDB + RabbitMQ)', async () => {
  const store = await MongoDocumentStore.connect(requireServer('MONGODB_URI'), uniqueName('outbox'));
  const url = requireServer('AMQP_URL');
  const exchange = uniqueName('ex');
  const bus = new RabbitMqBus({ url, exchange });
  return {
    store,
    bus,
    exchange,
    cleanup: async () => {
      await bus.close();
      const admin = await amqplib.connect(url);
      const channel = await admin.createChannel();
      for (const queue of [`${exchange}.users`, `${exchange}.users.dlq`]) await channel.deleteQueue(queue).catch(() => undefined);
      await channel.deleteExchange(exchange).catch(() => undefined);
      await channel.deleteExchange(`${exchange}.dlx`).catch(() => undefined);
      await admin.close();
      await store.drop();
      await store.close();
    },
  };
});
