import type { RetryPolicy } from './retry';

/**
 * The events port. Two adapters: RabbitMQ (durable topic exchange, one durable queue per consuming
 * service, publisher confirms, reconnects, manual ack, retries with backoff then dead-letter queue) and
 * in-process (same semantics within one Node process, used by `npm start`'s embedded mode).
 */
export interface EventEnvelope<T = unknown> {
  /** Unique per event; consumers remember it to make redelivery harmless. */
  id: string;
  /** The routing key, e.g. `payment.succeeded`. */
  type: string;
  occurredAt: string;
  data: T;
}

/**
 * Who may have published an event a queue receives: the services allowed (by broker user name), or undefined when
 * anyone may. A subscription that gives one has every other publisher's event dead-lettered, reason
 * `forbidden-publisher`: on RabbitMQ the publisher is the `user_id` the broker validated against the connection's
 * user, in process the publishing bus's service.
 */
export type PublisherRule = (event: EventEnvelope) => readonly string[] | undefined;

export type EventHandler = (event: EventEnvelope) => Promise<void>;

export interface SubscribeOptions {
  /** Overrides the bus's retry policy for this queue (see RetryPolicy). */
  retry?: Partial<RetryPolicy>;
  /**
   * Who may have published what this queue receives (`declaredPublishers`: the contracts' EVENT_PUBLISHERS). An
   * event from anyone else goes to the dead-letter queue at once, reason `forbidden-publisher`.
   */
  publishers?: PublisherRule;
  /**
   * The queue is this bus's alone and lives only while it consumes (each instance of a service that must hear every
   * event gives a name of its own): RabbitMQ's exclusive, auto-deleted queue, without a dead-letter queue (what it
   * cannot handle is logged and dropped); in process, removed when the bus closes. Nothing published while it is
   * down (a reconnect) reaches it: for what may be missed, such as a cache's drop notices.
   */
  instanceQueue?: true;
}

export interface EventBus {
  readonly kind: 'rabbitmq' | 'in-process';
  /** Resolves once the broker has confirmed the message (in-process: once it is queued). */
  publish(event: EventEnvelope): Promise<void>;
  /**
   * Binds the durable queue `queue` to the routing-key patterns and consumes it. The handler's promise
   * resolving means its effect is stored: only then is the message acked. A rejection is retried with
   * backoff for the retry window (other messages keep flowing meanwhile), then the message goes to
   * `<queue>.dlq`; a validation failure (zod, PermanentEventError) goes there at once.
   */
  subscribe(queue: string, patterns: string[], handler: EventHandler, options?: SubscribeOptions): Promise<void>;
  /** Resolves when connected to the broker (used by /ready). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
