import type { Logger } from 'pino';
import { eventsCounter } from '../http/metrics';
import { topicMatcher } from './envelope';
import type { EventBus, EventEnvelope, EventHandler, SubscribeOptions } from './event-bus';

interface Queue {
  name: string;
  matchers: ((key: string) => boolean)[];
  handlers: { bus: InProcessBus; handler: EventHandler }[];
  next: number;
  maxDeliveries: number;
  dead: EventEnvelope[];
}

/** One broker per exchange name per process: services sharing a process in embedded mode share it. */
class Broker {
  readonly queues = new Map<string, Queue>();
}
const brokers = new Map<string, Broker>();

/**
 * The embedded event bus: RabbitMQ's semantics within one Node process — topic routing, one queue per
 * consuming service with competing consumers, asynchronous delivery, ack when the handler resolves, bounded
 * retries, then a dead-letter list. It is not durable: a message in flight when the process stops is lost here,
 * which the outbox makes harmless (events leave the producer's store only once published, and the relay
 * re-publishes whatever is still pending on the next start).
 */
export class InProcessBus implements EventBus {
  readonly kind = 'in-process' as const;
  private readonly broker: Broker;
  private inFlight = 0;
  private closed = false;
  private idle: (() => void)[] = [];

  constructor(
    exchange = 'hostel.events',
    private readonly options: { logger?: Logger; service?: string; retryDelayMs?: number } = {},
  ) {
    let broker = brokers.get(exchange);
    if (!broker) {
      broker = new Broker();
      brokers.set(exchange, broker);
    }
    this.broker = broker;
  }

  async publish(event: EventEnvelope): Promise<void> {
    if (this.closed) throw new Error('bus is closed');
    // A copy per queue, as a broker would deliver: handlers cannot mutate each other's message.
    const body = JSON.stringify(event);
    for (const queue of this.broker.queues.values()) {
      if (queue.matchers.some((matches) => matches(event.type))) {
        setImmediate(() => void this.deliver(queue, JSON.parse(body) as EventEnvelope, 1));
      }
    }
    eventsCounter.inc({ service: this.options.service ?? 'unknown', type: event.type, outcome: 'published' });
  }

  private async deliver(queue: Queue, event: EventEnvelope, attempt: number): Promise<void> {
    const live = queue.handlers.filter((entry) => !entry.bus.closed);
    if (live.length === 0) {
      // No consumer right now: keep the message until one subscribes, like a durable queue.
      setTimeout(() => void this.deliver(queue, event, attempt), 100).unref();
      return;
    }
    const consumer = live[queue.next++ % live.length]!;
    const bus = consumer.bus;
    bus.inFlight++;
    try {
      await consumer.handler(event);
      eventsCounter.inc({ service: bus.options.service ?? 'unknown', type: event.type, outcome: 'consumed' });
    } catch (err) {
      eventsCounter.inc({ service: bus.options.service ?? 'unknown', type: event.type, outcome: 'failed' });
      if (attempt >= queue.maxDeliveries) {
        queue.dead.push(event);
        eventsCounter.inc({ service: bus.options.service ?? 'unknown', type: event.type, outcome: 'dead_lettered' });
        bus.options.logger?.error({ err, eventId: event.id, type: event.type, queue: queue.name }, 'event dead-lettered');
      } else {
        const delay = (bus.options.retryDelayMs ?? 50) * attempt;
        setTimeout(() => void this.deliver(queue, event, attempt + 1), delay).unref();
      }
    } finally {
      bus.inFlight--;
      if (bus.inFlight === 0) bus.idle.splice(0).forEach((resolve) => resolve());
    }
  }

  async subscribe(queueName: string, patterns: string[], handler: EventHandler, options: SubscribeOptions = {}): Promise<void> {
    let queue = this.broker.queues.get(queueName);
    if (!queue) {
      queue = { name: queueName, matchers: [], handlers: [], next: 0, maxDeliveries: options.maxDeliveries ?? 5, dead: [] };
      this.broker.queues.set(queueName, queue);
    }
    queue.matchers.push(...patterns.map(topicMatcher));
    queue.handlers.push({ bus: this, handler });
  }

  /** Messages that exhausted their deliveries on a queue (the in-process dead-letter queue). */
  deadLetters(queueName: string): EventEnvelope[] {
    return [...(this.broker.queues.get(queueName)?.dead ?? [])];
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('bus is closed');
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.inFlight > 0) await new Promise<void>((resolve) => this.idle.push(resolve));
    for (const queue of this.broker.queues.values()) queue.handlers = queue.handlers.filter((entry) => entry.bus !== this);
  }
}
