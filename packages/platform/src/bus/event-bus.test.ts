import amqplib from 'amqplib';
import { requireServer, uniqueName } from '../testing/servers';
import { describeEventBusContract, waitFor, type BusHarness } from './event-bus.contract';
import type { EventEnvelope } from './event-bus';
import { newEvent } from './envelope';
import { InProcessBus } from './in-process-bus';
import { RabbitMqBus } from './rabbitmq-bus';

describeEventBusContract('in-process', async (): Promise<BusHarness> => {
  const exchange = uniqueName('ex');
  const probe = new InProcessBus(exchange);
  return {
    open: async () => new InProcessBus(exchange),
    queue: (name) => `${exchange}.${name}`,
    deadLetters: async (queue) => probe.deadLetters(queue),
    cleanup: () => probe.close(),
  };
});

async function rabbitHarness(): Promise<BusHarness> {
  const url = requireServer('AMQP_URL');
  const exchange = uniqueName('ex');
  const admin = await amqplib.connect(url);
  const channel = await admin.createChannel();
  const queues = new Set<string>();
  return {
    open: async () => new RabbitMqBus({ url, exchange }),
    queue: (name) => {
      const queue = `${exchange}.${name}`;
      queues.add(queue);
      return queue;
    },
    deadLetters: async (queue) => {
      // Peek: get everything, remember it, and requeue by publishing back is not needed — tests only read.
      const { messageCount } = await channel.checkQueue(`${queue}.dlq`).catch(() => ({ messageCount: 0 }));
      if (messageCount === 0) return [];
      const events: EventEnvelope[] = [];
      for (;;) {
        const message = await channel.get(`${queue}.dlq`, { noAck: false });
        if (!message) break;
        events.push(JSON.parse(message.content.toString()) as EventEnvelope);
      }
      await channel.recover();
      return events;
    },
    cleanup: async () => {
      for (const queue of queues) {
        await channel.deleteQueue(queue).catch(() => undefined);
        await channel.deleteQueue(`${queue}.dlq`).catch(() => undefined);
      }
      await channel.deleteExchange(exchange).catch(() => undefined);
      await channel.deleteExchange(`${exchange}.dlx`).catch(() => undefined);
      await admin.close();
    },
  };
}

describeEventBusContract('rabbitmq', rabbitHarness);

describe('RabbitMqBus specifics', () => {
  it('when a message is not a valid event envelope, then it goes straight to the dead-letter queue', async () => {
    const harness = await rabbitHarness();
    const bus = new RabbitMqBus({ url: requireServer('AMQP_URL'), exchange: harness.queue('x').replace(/\.x$/, '') });
    const queue = harness.queue('malformed');
    const handled: string[] = [];
    await bus.subscribe(queue, ['raw.*'], async (event) => void handled.push(event.id));
    const raw = await amqplib.connect(requireServer('AMQP_URL'));
    const channel = await raw.createConfirmChannel();
    const exchange = queue.replace(/\.malformed$/, '');
    channel.publish(exchange, 'raw.bad', Buffer.from('not json'));
    channel.publish(exchange, 'raw.bad', Buffer.from(JSON.stringify({ hello: 'world' })));
    await channel.waitForConfirms();
    const good = newEvent('raw.good', {});
    await bus.publish(good);
    await waitFor(() => handled.length === 1);
    await waitFor(async () => {
      const check = await channel.checkQueue(`${queue}.dlq`);
      return check.messageCount === 2;
    });
    expect(handled).toEqual([good.id]);
    await raw.close();
    await bus.close();
    await harness.cleanup();
  });
});
