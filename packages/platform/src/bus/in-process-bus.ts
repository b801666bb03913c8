import type { Logger } from 'pino';
import { eventsCounter } from '../http/metrics';
import { envelopeSchema, topicMatcher } from './envelope';
import type { EventBus, EventEnvelope, EventHandler, PublisherRule, SubscribeOptions } from './event-bus';
import { publisherRefusal } from './publishers';
import { DEFAULT_RETRY_POLICY, deliverWithRetry, describeFailure, type DeadLetterReason, type RetryPolicy } from './retry';

interface Subscriber {
  bus: InProcessBus;
  handler: EventHandler;
  policy: RetryPolicy;
  publishers?: PublisherRule;
}

/** A message that ended in the in-process dead-letter list, and why. */
export interface InProcessDeadLetter {
  event: EventEnvelope;
  reason: DeadLetterReason;
  error: string;
  attempts: number;
}

interface Queue {
  name: string;
  matchers: ((key: string) => boolean)[];
  subscribers: Subscriber[];
  next: number;
  dead: InProcessDeadLetter[];
  /** Whose instance queue it is (SubscribeOptions.instanceQueue): removed when that bus closes. */
  owner?: InProcessBus;
}

/** One broker per exchange name per process: services sharing a process in embedded mode share it. */
class Broker {
  readonly queues = new Map<string, Queue>();

  /**
   * Hands one message (its serialised body: each delivery parses its own copy) to one live subscriber, with the
   * service whose bus published it, as RabbitMQ hands over the validated `user_id`.
   */
  async deliver(queue: Queue, body: string, publisher: string | undefined): Promise<void> {
    const live = queue.subscribers.filter((subscriber) => !subscriber.bus.closed);
    if (live.length === 0) {
      // No consumer right now: keep the message until one subscribes, like a durable queue.
      setTimeout(() => void this.deliver(queue, body, publisher), 100).unref();
      return;
    }
    const { bus, handler, policy, publishers } = live[queue.next++ % live.length]!;
    const parsed = envelopeSchema.safeParse(JSON.parse(body));
    if (!parsed.success) {
      bus.deadLetter(queue, { event: JSON.parse(body) as EventEnvelope, reason: 'malformed', error: 'not a valid event envelope', attempts: 0 });
      return;
    }
    const event = parsed.data as EventEnvelope;
    const refusal = publisherRefusal(publishers, event, publisher);
    if (refusal) {
      bus.deadLetter(queue, { event, reason: 'forbidden-publisher', error: refusal, attempts: 0 });
      return;
    }
    bus.track(+1);
    try {
      const delivery = await deliverWithRetry(() => handler(event), policy, {
        signal: bus.stopSignal,
        onFailure: (err, attempt, final) => bus.failed(queue, event, err, attempt, final),
      });
      if (delivery.outcome === 'handled') bus.count(event.type, 'consumed');
      else if (delivery.outcome === 'dead') {
        bus.deadLetter(queue, { event, reason: delivery.reason, error: describeFailure(delivery.error), attempts: delivery.attempts });
      } else {
        // This consumer is closing: the message goes back to the queue for another one, as a broker would do.
        setImmediate(() => void this.deliver(queue, body, publisher));
      }
    } finally {
      bus.track(-1);
    }
  }
}
const brokers = new Map<string, Broker>();

export interface InProcessBusOptions {
  logger?: Logger;
  /** Labels this bus's event metrics, and is the publisher its consumers' publisher rules see. */
  service?: string;
  /** Every subscription's retry policy unless it gives its own. */
  retry?: Partial<RetryPolicy>;
}

/**
 * The embedded event bus: RabbitMQ's semantics within one Node process — topic routing, one queue per
 * consuming service with competing consumers, asynchronous delivery, ack when the handler resolves, retries with
 * backoff for the retry window, then a dead-letter list. It is not durable: a message in flight when the process
 * stops is lost here, which the outbox makes harmless (events leave the producer's store only once published, and
 * the relay re-publishes whatever is still pending on the next start).
 */
export class InProcessBus implements EventBus {
  readonly kind = 'in-process' as const;
  private readonly stopping = new AbortController();
  private readonly broker: Broker;
  private inFlight = 0;
  private idle: (() => void)[] = [];

  constructor(
    exchange = 'hostel.events',
    private readonly options: InProcessBusOptions = {},
  ) {
    let broker = brokers.get(exchange);
    if (!broker) {
      broker = new Broker();
      brokers.set(exchange, broker);
    }
    this.broker = broker;
  }

  get closed(): boolean {
    return this.stopping.signal.aborted;
  }

  /** @internal aborted when this bus closes: its consumers stop waiting for retries */
  get stopSignal(): AbortSignal {
    return this.stopping.signal;
  }

  async publish(event: EventEnvelope): Promise<void> {
    if (this.closed) throw new Error('bus is closed');
    // A copy per queue, as a broker would deliver: handlers cannot mutate each other's message.
    const body = JSON.stringify(event);
    for (const queue of this.broker.queues.values()) {
      if (queue.matchers.some((matches) => matches(event.type))) setImmediate(() => void this.broker.deliver(queue, body, this.options.service));
    }
    this.count(event.type, 'published');
  }

  async subscribe(queueName: string, patterns: string[], handler: EventHandler, options: SubscribeOptions = {}): Promise<void> {
    let queue = this.broker.queues.get(queueName);
    if (!queue) {
      queue = { name: queueName, matchers: [], subscribers: [], next: 0, dead: [], owner: options.instanceQueue ? this : undefined };
      this.broker.queues.set(queueName, queue);
    }
    queue.matchers.push(...patterns.map(topicMatcher));
    queue.subscribers.push({ bus: this, handler, policy: { ...DEFAULT_RETRY_POLICY, ...this.options.retry, ...options.retry }, publishers: options.publishers });
  }

  /** Messages dead-lettered on a queue (the in-process dead-letter queue). */
  deadLetters(queueName: string): EventEnvelope[] {
    return this.deadLetterDetails(queueName).map((dead) => dead.event);
  }

  deadLetterDetails(queueName: string): InProcessDeadLetter[] {
    return [...(this.broker.queues.get(queueName)?.dead ?? [])];
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('bus is closed');
  }

  /** Stops this bus's consumers: messages waiting for a retry go back to the queue; running handlers finish first. */
  async close(): Promise<void> {
    this.stopping.abort();
    if (this.inFlight > 0) await new Promise<void>((resolve) => this.idle.push(resolve));
    for (const queue of this.broker.queues.values()) {
      queue.subscribers = queue.subscribers.filter((subscriber) => subscriber.bus !== this);
      if (queue.owner === this) this.broker.queues.delete(queue.name);
    }
  }

  /** @internal the broker's bookkeeping for this consumer */
  track(delta: number): void {
    this.inFlight += delta;
    if (this.inFlight === 0) this.idle.splice(0).forEach((resolve) => resolve());
  }

  /** @internal */
  count(type: string, outcome: 'published' | 'consumed' | 'failed' | 'dead_lettered'): void {
    eventsCounter.inc({ service: this.options.service ?? 'unknown', type, outcome });
  }

  /** @internal */
  failed(queue: Queue, event: EventEnvelope, err: unknown, attempt: number, final: boolean): void {
    this.count(event.type, 'failed');
    if (!final) this.options.logger?.warn({ err, eventId: event.id, type: event.type, queue: queue.name, attempt }, 'event handler failed; will retry');
  }

  /** @internal */
  deadLetter(queue: Queue, dead: InProcessDeadLetter): void {
    queue.dead.push(dead);
    this.count(typeof dead.event?.type === 'string' ? dead.event.type : 'malformed', 'dead_lettered');
    this.options.logger?.error({ eventId: dead.event?.id, type: dead.event?.type, queue: queue.name, reason: dead.reason, error: dead.error, attempts: dead.attempts }, 'event dead-lettered');
  }
}
