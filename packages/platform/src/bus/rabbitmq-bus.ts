import amqp, { type AmqpConnectionManager, type ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel, ConsumeMessage } from 'amqplib';
import type { Logger } from 'pino';
import { eventsCounter } from '../http/metrics';
import { deadLetter, deadLetterQueueOf, settle } from './dead-letter-queue';
import { envelopeSchema } from './envelope';
import type { EventBus, EventEnvelope, EventHandler, PublisherRule, SubscribeOptions } from './event-bus';
import { publisherRefusal } from './publishers';
import { DEFAULT_RETRY_POLICY, deliverWithRetry, describeFailure, type RetryPolicy } from './retry';

export interface RabbitMqBusOptions {
  url: string;
  exchange?: string;
  logger?: Logger;
  service?: string;
  /** A publish not confirmed within this time rejects (the outbox retries it later). */
  publishTimeoutMs?: number;
  /** How many messages one consumer holds at once, those waiting for a retry included. */
  prefetch?: number;
  /** Every subscription's retry policy unless it gives its own. */
  retry?: Partial<RetryPolicy>;
  /**
   * Every service connects as this one user (development's single AMQP_URL): publishers cannot be told apart, so
   * subscriptions' publisher rules are not applied.
   */
  sharedCredentials?: boolean;
  /** The service each broker user publishes as, where users are not named after their services (tests' own users). */
  publisherNames?: Readonly<Record<string, string>>;
}

interface Consumer {
  ch: ConfirmChannel;
  /** Aborted when the bus closes or this channel is lost. */
  signal: AbortSignal;
  queue: string;
  handler: EventHandler;
  policy: RetryPolicy;
  publishers?: PublisherRule;
}

/**
 * The queue argument RabbitMQ checks on every declaration: changing it would make existing queues refuse the
 * new declaration. Retries do not count against it (a message waits for its next attempt unacked, not
 * requeued); it counts the times a message went back to the queue because its consumer's channel or process
 * died while holding it, so a message that keeps crashing consumers still ends in the dead-letter queue.
 */
const REDELIVERY_LIMIT = 4;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * RabbitMQ through amqp-connection-manager, which reconnects and re-runs each channel's setup (exchange,
 * queues, bindings, consumers) after a broker restart. Queues are quorum queues: durable, replicated when
 * clustered. A failing message is retried by its consumer under the retry policy, then moved to
 * `<queue>.dlq` with the reason in its headers. Held messages stay well inside RabbitMQ's `consumer_timeout`
 * (30 min by default) as long as the retry window does (the service config caps it at 25 min).
 */
export class RabbitMqBus implements EventBus {
  readonly kind = 'rabbitmq' as const;
  private readonly connection: AmqpConnectionManager;
  private readonly publisher: ChannelWrapper;
  private readonly consumers: ChannelWrapper[] = [];
  private readonly exchange: string;
  /** The connection's user: every message carries it as `user_id`, which the broker checks (a forged one closes the channel). */
  private readonly brokerUser: string;
  private readonly stopping = new AbortController();
  private inFlight = 0;
  private closing = false;

  constructor(private readonly options: RabbitMqBusOptions) {
    this.exchange = options.exchange ?? 'hostel.events';
    this.brokerUser = brokerUserOf(options.url);
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
      userId: this.brokerUser,
      type: event.type,
      contentType: 'application/json',
      timestamp: Math.floor(Date.now() / 1000),
    });
    eventsCounter.inc({ service: this.service, type: event.type, outcome: 'published' });
  }

  async subscribe(queue: string, patterns: string[], handler: EventHandler, options: SubscribeOptions = {}): Promise<void> {
    const policy = { ...DEFAULT_RETRY_POLICY, ...this.options.retry, ...options.retry };
    const deadLetterExchange = `${this.exchange}.dlx`;
    const deadLetterQueue = deadLetterQueueOf(queue);
    const channel = this.connection.createChannel({
      // Runs again on every reconnect. Each message is settled on the channel it came from: after a reconnect
      // its delivery tag means nothing on the new channel (acking it there would close that channel too).
      setup: async (ch: ConfirmChannel) => {
        await ch.assertExchange(this.exchange, 'topic', { durable: true });
        await ch.assertExchange(deadLetterExchange, 'direct', { durable: true });
        if (options.instanceQueue) {
          // Quorum queues cannot be exclusive; a classic one goes with its connection (and comes back on reconnect).
          await ch.assertQueue(queue, { durable: false, exclusive: true, autoDelete: true });
        } else {
          await ch.assertQueue(deadLetterQueue, { durable: true });
          await ch.bindQueue(deadLetterQueue, deadLetterExchange, queue);
          await ch.assertQueue(queue, {
            durable: true,
            arguments: {
              'x-queue-type': 'quorum',
              'x-delivery-limit': REDELIVERY_LIMIT,
              'x-dead-letter-exchange': deadLetterExchange,
              'x-dead-letter-routing-key': queue,
            },
          });
        }
        for (const pattern of patterns) await ch.bindQueue(queue, this.exchange, pattern);
        await ch.prefetch(this.options.prefetch ?? 20);
        const lost = new AbortController();
        ch.once('close', () => lost.abort());
        const signal = AbortSignal.any([this.stopping.signal, lost.signal]);
        const publishers = this.options.sharedCredentials ? undefined : options.publishers;
        await ch.consume(queue, (message) => void this.onMessage({ ch, signal, queue, handler, policy, publishers }, message), { noAck: false });
      },
    });
    channel.on('error', (err) => this.options.logger?.warn({ err: err.message, queue }, 'rabbitmq consumer channel error'));
    this.consumers.push(channel);
    await channel.waitForConnect();
  }

  private async onMessage(consumer: Consumer, message: ConsumeMessage | null): Promise<void> {
    // amqplib hands over null when the queue was deleted under the consumer.
    if (!message) return;
    const { ch, signal, queue, handler, policy, publishers } = consumer;
    const deadLetterExchange = `${this.exchange}.dlx`;
    this.inFlight++;
    try {
      const parsed = envelopeSchema.safeParse(safeJson(message.content));
      if (!parsed.success) {
        this.options.logger?.error({ queue, messageId: message.properties.messageId }, 'malformed event dead-lettered');
        eventsCounter.inc({ service: this.service, type: 'malformed', outcome: 'dead_lettered' });
        await deadLetter(ch, deadLetterExchange, queue, message, { reason: 'malformed', error: 'not a valid event envelope', attempts: 0 });
        return;
      }
      const event = parsed.data as EventEnvelope;
      const publisher = message.properties.userId as string | undefined;
      const refusal = publisherRefusal(publishers, event, publisher === undefined ? undefined : (this.options.publisherNames?.[publisher] ?? publisher));
      if (refusal) {
        this.options.logger?.error({ eventId: event.id, type: event.type, queue, publisher }, 'event from a publisher not allowed to send it dead-lettered');
        eventsCounter.inc({ service: this.service, type: event.type, outcome: 'dead_lettered' });
        await deadLetter(ch, deadLetterExchange, queue, message, { reason: 'forbidden-publisher', error: refusal, attempts: 0 });
        return;
      }
      // Held (unacked) while it waits for its next attempt; the prefetch lets the other messages flow meanwhile.
      const delivery = await deliverWithRetry(() => handler(event), policy, {
        signal,
        onFailure: (err, attempt, final) => {
          eventsCounter.inc({ service: this.service, type: event.type, outcome: 'failed' });
          if (!final) this.options.logger?.warn({ err, eventId: event.id, type: event.type, queue, attempt }, 'event handler failed; will retry');
        },
      });
      if (delivery.outcome === 'handled') {
        settle(() => ch.ack(message));
        eventsCounter.inc({ service: this.service, type: event.type, outcome: 'consumed' });
      } else if (delivery.outcome === 'dead') {
        const error = describeFailure(delivery.error);
        this.options.logger?.error({ eventId: event.id, type: event.type, queue, reason: delivery.reason, error, attempts: delivery.attempts }, 'event dead-lettered');
        eventsCounter.inc({ service: this.service, type: event.type, outcome: 'dead_lettered' });
        await deadLetter(ch, deadLetterExchange, queue, message, { reason: delivery.reason, error, attempts: delivery.attempts });
      }
      // Abandoned (closing, or the channel is gone): left unacked, the broker hands it out again.
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

  /** Messages waiting for a retry are given back to the broker; handlers already running get up to 10 s. */
  async close(): Promise<void> {
    this.closing = true;
    this.stopping.abort();
    const deadline = Date.now() + 10_000;
    while (this.inFlight > 0 && Date.now() < deadline) await sleep(20);
    await Promise.allSettled(this.consumers.map((channel) => channel.close()));
    await this.publisher.close().catch(() => undefined);
    await this.connection.close();
  }
}

/** The user an AMQP URL signs in as (amqplib's default, guest, when it names none). */
export function brokerUserOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url).username) || 'guest';
  } catch {
    return 'guest';
  }
}

function safeJson(content: Buffer): unknown {
  try {
    return JSON.parse(content.toString('utf8'));
  } catch {
    return undefined;
  }
}
