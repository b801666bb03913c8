import amqplib from 'amqplib';
import { z } from 'zod';
import { requireServer, uniqueName } from '../testing/servers';
import { listDeadLetters, redriveDeadLetters } from './dead-letters';
import { newEvent } from './envelope';
import { waitFor } from './event-bus.contract';
import type { EventEnvelope } from './event-bus';
import { RabbitMqBus } from './rabbitmq-bus';

const url = () => requireServer('AMQP_URL');

describe('dead letters: list and re-drive (real RabbitMQ)', () => {
  const exchange = uniqueName('dlq');
  const queue = `${exchange}.svc-test`;
  const bystander = `${exchange}.svc-other`;
  const buses: RabbitMqBus[] = [];

  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    const connection = await amqplib.connect(url());
    const channel = await connection.createChannel();
    for (const name of [queue, bystander]) {
      await channel.deleteQueue(name).catch(() => undefined);
      await channel.deleteQueue(`${name}.dlq`).catch(() => undefined);
    }
    await channel.deleteExchange(exchange).catch(() => undefined);
    await channel.deleteExchange(`${exchange}.dlx`).catch(() => undefined);
    await connection.close();
  });

  /** A consumer that validates its payload with `schema`, as the services do; `n: 13` keeps failing. */
  async function consumer(schema: z.ZodType<{ n: unknown }>, handled: EventEnvelope[], retry = { windowMs: 300, minDelayMs: 20, maxDelayMs: 50 }) {
    const bus = new RabbitMqBus({ url: url(), exchange, retry });
    buses.push(bus);
    await bus.subscribe(queue, ['job.*'], async (event) => {
      const { n } = schema.parse(event.data);
      if (n === 13 && retry.windowMs < 1000) throw new Error('connect ECONNREFUSED 127.0.0.1:27017');
      handled.push(event);
    });
    return bus;
  }

  it('when messages are dead-lettered for each reason, then the list shows them all with why, and re-drive sends them back to their own queue only', async () => {
    const v1: EventEnvelope[] = [];
    const oldConsumer = await consumer(z.object({ n: z.number() }), v1);
    const bystanderGot: string[] = [];
    const watcher = new RabbitMqBus({ url: url(), exchange });
    buses.push(watcher);
    await watcher.subscribe(bystander, ['job.*'], async (event) => void bystanderGot.push(event.id));

    const fine = newEvent('job.run', { n: 1 });
    const renamed = newEvent('job.run', { n: 'two' });
    const flaky = newEvent('job.run', { n: 13 });
    for (const event of [fine, renamed, flaky]) await oldConsumer.publish(event);
    const raw = await amqplib.connect(url());
    const channel = await raw.createConfirmChannel();
    channel.publish(exchange, 'job.run', Buffer.from('not json'), { messageId: 'raw-1' });
    await channel.waitForConfirms();
    await waitFor(async () => (await listDeadLetters(url(), [queue]))[0]!.count === 3, 10_000);

    const [report, never] = await listDeadLetters(url(), [queue, `${exchange}.never-declared`]);
    const again = await listDeadLetters(url(), [queue]);

    expect(v1.map((event) => event.id)).toEqual([fine.id]);
    expect(report).toMatchObject({ queue, deadLetterQueue: `${queue}.dlq`, count: 3 });
    const byReason = Object.fromEntries(report!.messages.map((dead) => [dead.reason, dead]));
    expect(byReason.invalid).toMatchObject({ eventId: renamed.id, type: 'job.run', attempts: 1, error: expect.stringContaining('invalid payload') });
    expect(byReason['retries-exhausted']).toMatchObject({ eventId: flaky.id, type: 'job.run', error: expect.stringContaining('ECONNREFUSED') });
    expect(byReason['retries-exhausted']!.attempts).toBeGreaterThan(1);
    expect(byReason.malformed).toMatchObject({ eventId: 'raw-1', attempts: 0 });
    expect(report!.messages.every((dead) => !Number.isNaN(Date.parse(dead.deadLetteredAt ?? '')))).toBe(true);
    expect(never).toEqual({ queue: `${exchange}.never-declared`, deadLetterQueue: `${exchange}.never-declared.dlq`, count: 0, messages: [] });
    expect(again[0]!.count).toBe(3);

    // The fix is deployed: the payload may now carry a string, and the store is back.
    await oldConsumer.close();
    const v2: EventEnvelope[] = [];
    await consumer(z.object({ n: z.union([z.number(), z.string()]) }), v2, { windowMs: 60_000, minDelayMs: 20, maxDelayMs: 50 });
    const moved = await redriveDeadLetters(url(), queue);

    expect(moved).toBe(3);
    await waitFor(() => v2.length === 2, 10_000);
    expect(v2.map((event) => event.id).sort()).toEqual([renamed.id, flaky.id].sort());
    // Only the message that can never be an event is back in the dead-letter queue.
    await waitFor(async () => (await listDeadLetters(url(), [queue]))[0]!.count === 1, 10_000);
    expect((await listDeadLetters(url(), [queue]))[0]!.messages).toEqual([expect.objectContaining({ eventId: 'raw-1', reason: 'malformed' })]);
    expect(bystanderGot).toEqual([fine.id, renamed.id, flaky.id]);
    await raw.close();
  }, 30_000);

  it('when the broker dead-letters a message (rejected), then its x-death entry gives the reason', async () => {
    // No consumer of ours this time: the message is read straight from the queue and rejected.
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
    const connection = await amqplib.connect(url());
    const channel = await connection.createConfirmChannel();
    const event = newEvent('job.run', { n: 7 });
    channel.publish(exchange, 'job.run', Buffer.from(JSON.stringify(event)), { messageId: event.id });
    await channel.waitForConfirms();
    await waitFor(async () => (await channel.checkQueue(queue)).messageCount === 1);
    const message = await channel.get(queue, { noAck: false });
    expect(message).not.toBe(false);
    channel.nack(message as amqplib.GetMessage, false, false);

    await waitFor(async () => (await listDeadLetters(url(), [queue]))[0]!.count === 2);
    const [report] = await listDeadLetters(url(), [queue]);
    await connection.close();

    const rejected = report!.messages.find((dead) => dead.eventId === event.id);
    expect(rejected).toMatchObject({ type: 'job.run', reason: 'rejected', attempts: 1 });
    expect(Math.abs(Date.parse(rejected!.deadLetteredAt!) - Date.now())).toBeLessThan(60_000);
  });

  it('when a dead-letter queue is empty, then re-drive moves nothing; when its origin queue is gone, then it refuses and says so', async () => {
    const gone = `${exchange}.gone`;
    const connection = await amqplib.connect(url());
    const channel = await connection.createConfirmChannel();
    await channel.assertQueue(`${gone}.dlq`, { durable: true });
    channel.sendToQueue(`${gone}.dlq`, Buffer.from(JSON.stringify(newEvent('job.run', {}))));
    await channel.waitForConfirms();

    await expect(redriveDeadLetters(url(), `${exchange}.never-declared`)).resolves.toBe(0);
    await expect(redriveDeadLetters(url(), gone)).rejects.toThrow(`queue ${gone} does not exist`);
    expect((await channel.checkQueue(`${gone}.dlq`)).messageCount).toBe(1);

    await channel.deleteQueue(`${gone}.dlq`);
    await connection.close();
  });
});
