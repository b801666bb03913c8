import amqp, { type AmqpConnectionManager, type ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel, ConsumeMessage } from 'amqplib';
import type { Logger } from 'pino';
import { eventsCounter } from '../http/metrics';
import { envelopeSchema } from './envelope';
import type { EventBus, EventEnvelope, EventHandler, SubscribeOptions } from './event-bus';

export interface RabbitMqBusOptions {
  url: string;
  exchange?: string;
  logger?: Logger;
  service?: string;
  /** A publish not confirmed within this time rejects (the outbox retries it later). */
  publishTimeoutMs?: number;
  prefetch?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * RabbitMQ through amqp-connection-manager, which reconnects and re-runs each channel's setup (exchange,
 * queues, bindings, consumers) after a broker restart. Queues are quorum queues: durable, replicated when
 * clustered, and they count deliveries, so `x-delivery-limit` bounds retries and the broker itself moves a
 * poison message to `<queue>.dlq` through the dead-letter exchange.
 */
export class RabbitMqBus implements EventBus {
  readonly kind = 'rabbitmq' as const;
  private readonly connection: AmqpConnectionManager;
  private readonly publisher: ChannelWrapper;
  private readonly consumers: ChannelWrapper[] = [];
  private readonly exchange: string;
  private inFlight = 0;
  private closing = false;

  constructor(private readonly options: RabbitMqBusOptions) {
    this.exchange = options.exchange ?? 'hostel.events';
    this.connection = amqp.connect([options.url], { heartbeatIntervalInSeconds: 5, reconnectTimeInSeconds: 1 });
    this.connection.on('disconnect', ({ err }) => options.logger?.warn({ err: err?.message }, 'rabbitmq disconnected'));
    this.connection.on('connect', () => options.logger?.info('rabbitmq connected'));
    this.publisher = this.connection.createChannel({
      confirm: true,
      publishTimeout: options.publishTimeoutMs ?? 5000,
      setup: (channel: ConfirmChannel) => channel.assertExchange(this.exchange, 'topic', { durable: true }),
    });
    this.publisher.on('error', (err) => options.logger?.warn({ err: err.message }, 'rabbitmq publish channel error'));
  }

  private get service(): string {
    return this.options.service ?? 'unknown';
  }

  async publish(event: EventEnvelope): Promise<void> {
    if (this.closing) throw new Error('bus is closing');
    await this.publisher.publish(this.exchange, event.type, Buffer.from(JSON.stringify(event)), {
      persistent: true,
      messageId: event.id,
      type: event.type,
      contentType: 'application/json',
      timestamp: Math.floor(Date.now() / 1000),
    });
    eventsCounter.inc({ service: this.service, type: event.type, outcome: 'published' });
  }

  async subscribe(queue: string, patterns: string[], handler: EventHandler, options: SubscribeOptions = {}): Promise<void> {
    const maxDeliveries = options.maxDeliveries ?? 5;
    const deadLetterExchange = `${this.exchange}.dlx`;
    const deadLetterQueue = `${queue}.dlq`;
    const channel = this.connection.createChannel({
      setup: async (ch: ConfirmChannel) => {
        await ch.assertExchange(this.exchange, 'topic', { durable: true });
        await ch.assertExchange(deadLetterExchange, 'direct', { durable: true });
        await ch.assertQueue(deadLetterQueue, { durable: true });
        await ch.bindQueue(deadLetterQueue, deadLetterExchange, queue);
        await ch.assertQueue(queue, {
          durable: true,
          arguments: {
            'x-queue-type': 'quorum',
            // The limit counts redeliveries: the first delivery plus (maxDeliveries - 1) retries.
            'x-delivery-limit': maxDeliveries - 1,
            'x-dead-letter-exchange': deadLetterExchange,
            'x-dead-letter-routing-key': queue,
          },
        });
        for (const pattern of patterns) await ch.bindQueue(queue, this.exchange, pattern);
        await ch.prefetch(this.options.prefetch ?? 20);
      },
    });
    channel.on('error', (err) => this.options.logger?.warn({ err: err.message, queue }, 'rabbitmq consumer channel error'));
    this.consumers.push(channel);
    await channel.waitForConnect();
    await channel.consume(queue, (message) => this.onMessage(channel, queue, handler, message), { noAck: false });
  }

  private async onMessage(channel: ChannelWrapper, queue: string, handler: EventHandler, message: ConsumeMessage | null): Promise<void> {
    // amqplib hands over null when the queue was deleted under the consumer.
    if (!message) return;
    const parsed = envelopeSchema.safeParse(safeJson(message.content));
    if (!parsed.success) {
      this.options.logger?.error({ queue, messageId: message.properties.messageId }, 'malformed event dead-lettered');
      eventsCounter.inc({ service: this.service, type: 'malformed', outcome: 'dead_lettered' });
      settle(() => channel.nack(message, false, false));
      return;
    }
    const event = parsed.data as EventEnvelope;
    this.inFlight++;
    try {
      await handler(event);
      settle(() => channel.ack(message));
      eventsCounter.inc({ service: this.service, type: event.type, outcome: 'consumed' });
    } catch (err) {
      const deliveries = Number(message.properties.headers?.['x-delivery-count'] ?? 0) + 1;
      this.options.logger?.warn({ err, eventId: event.id, type: event.type, queue, deliveries }, 'event handler failed');
      eventsCounter.inc({ service: this.service, type: event.type, outcome: 'failed' });
      // A short, growing pause before requeueing keeps a failing handler from spinning the CPU.
      await sleep(Math.min(100 * deliveries, 1000));
      settle(() => channel.nack(message, false, true));
    } finally {
      this.inFlight--;
    }
  }

  /** Resolves once connected; waits briefly so a probe right after start-up or a reconnect is not a false alarm. */
  async ping(timeoutMs = 1500): Promise<void> {
    if (this.connection.isConnected()) return;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.publisher.waitForConnect(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('rabbitmq is not connected')), timeoutMs);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    const deadline = Date.now() + 10_000;
    while (this.inFlight > 0 && Date.now() < deadline) await sleep(20);
    await Promise.allSettled(this.consumers.map((channel) => channel.close()));
    await this.publisher.close().catch(() => undefined);
    await this.connection.close();
  }
}

function safeJson(content: Buffer): unknown {
  try {
    return JSON.parse(content.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Acks on a channel that died with the connection throw; the broker redelivers those messages anyway. */
function settle(action: () => void): void {
  try {
    action();
  } catch {
    // The message returns to the queue and is redelivered; idempotent consumers make that harmless.
  }
}
