/**
 * DESIGN §6: the dead-letter queue receives the messages that fail validation, at once, and `npm run dlq` re-drives
 * them once the consumer is fixed. A consumer playing svc-users on its own exchange of the real RabbitMQ rejects a
 * payment.succeeded that names its package in another case; the "fixed" consumer accepts it; the operator's
 * commands are the real `npm run dlq` and `npm run dlq -- redrive svc-users`.
 */
import { randomBytes } from 'node:crypto';
import amqplib from 'amqplib';
import { EVENTS, paymentSucceededSchema, type PaymentSucceeded } from '@hostel/contracts';
import { newEvent, RabbitMqBus, type EventHandler } from '@hostel/platform';
import { requireServer } from '@hostel/platform/testing';
import { eventually } from './support/client';
import { dlqCli } from './support/dlq-cli';

describe('a payment event that fails validation, the dead-letter queue and its re-drive (real RabbitMQ)', () => {
  const exchange = `redrive.${randomBytes(4).toString('hex')}`;
  const queue = `${exchange}.svc-users`;
  const buses: RabbitMqBus[] = [];
  let admin: amqplib.ChannelModel;
  let channel: amqplib.Channel;

  /** svc-users' consumer as deployed: the whole retry policy of a service, a 15-minute window included. */
  async function deploy(handler: EventHandler): Promise<RabbitMqBus> {
    const bus = new RabbitMqBus({ url: requireServer('AMQP_URL'), exchange });
    buses.push(bus);
    await bus.subscribe(queue, [EVENTS.paymentSucceeded], handler);
    return bus;
  }

  beforeAll(async () => {
    admin = await amqplib.connect(requireServer('AMQP_URL'));
    channel = await admin.createChannel();
  });

  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await channel.deleteQueue(queue).catch(() => undefined);
    await channel.deleteQueue(`${queue}.dlq`).catch(() => undefined);
    await channel.deleteExchange(exchange).catch(() => undefined);
    await channel.deleteExchange(`${exchange}.dlx`).catch(() => undefined);
    await admin.close();
  });

  it('when the consumer rejects the payload, then it is dead-lettered at once; after the fix, the re-drive delivers it and it is processed', async () => {
    const applied: PaymentSucceeded[] = [];
    let attempts = 0;
    const strict = await deploy(async (event) => {
      attempts++;
      applied.push(paymentSucceededSchema.parse(event.data));
    });
    const event = newEvent(EVENTS.paymentSucceeded, { paymentId: 'p1', userId: 'u1', package: 'Gold', amount: 399, transactionId: 'pi_case' });
    const published = Date.now();
    await strict.publish(event);

    await eventually(async () => (await channel.checkQueue(`${queue}.dlq`)).messageCount, (count) => count === 1, 5_000);
    expect(Date.now() - published).toBeLessThan(5_000);
    expect(attempts).toBe(1);
    const listed = await dlqCli([], exchange);
    expect(listed.stdout).toContain(`${queue}.dlq: 1 dead letter`);
    expect(listed.stdout).toMatch(new RegExp(`${event.id}\\s+payment\\.succeeded\\s+invalid after 1 attempt`));
    expect(listed.stdout).toContain('invalid payload');
    expect(applied).toEqual([]);

    // The fix: names of packages are read in any case.
    await strict.close();
    await deploy(async (e) => {
      const data = e.data as { package?: unknown };
      applied.push(paymentSucceededSchema.parse({ ...data, package: String(data.package).toLowerCase() }));
    });
    const redriven = await dlqCli(['redrive', 'svc-users'], exchange);

    expect(redriven.stdout.trim()).toBe(`${queue}: 1 re-driven`);
    await eventually(async () => applied.length, (count) => count === 1, 10_000);
    expect(applied).toEqual([expect.objectContaining({ paymentId: 'p1', package: 'gold' })]);
    expect((await dlqCli([], exchange)).stdout).toContain(`${queue}.dlq: empty`);
    expect((await channel.checkQueue(queue)).messageCount).toBe(0);
  }, 60_000);
});
