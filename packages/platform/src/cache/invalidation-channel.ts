import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * Tells the other instances of a service that cached answers changed, so their in-process caches drop them
 * at once (Redis pub/sub). Messages are fire-and-forget: one published while Redis is down, or sent while a
 * subscriber is reconnecting, is lost; `live` turns false then, and every reconnect calls the reset handlers,
 * so a caller can shorten its TTL and empty its cache rather than serve what it may have missed.
 */
export interface InvalidationChannel {
  readonly kind: 'redis' | 'local';
  /** True while messages from the other instances are known to arrive. */
  readonly live: boolean;
  /** Never rejects: the other instances' short TTL covers a message that could not be sent. */
  publish(message: string): Promise<void>;
  /** Messages from the other instances (never this one's own). */
  onMessage(handler: (message: string) => void): void;
  /** Called when messages may have been missed (the subscription came back after a break). */
  onReset(handler: () => void): void;
  close(): Promise<void>;
}

/** One process, nothing to tell: the instance that changed the data already dropped its own entries. */
export class LocalInvalidationChannel implements InvalidationChannel {
  readonly kind = 'local' as const;
  readonly live = true;
  async publish(): Promise<void> {}
  onMessage(): void {}
  onReset(): void {}
  async close(): Promise<void> {}
}

export interface RedisInvalidationOptions {
  url: string;
  channel: string;
  logger?: Logger;
}

export class RedisInvalidationChannel implements InvalidationChannel {
  readonly kind = 'redis' as const;
  private readonly id = randomUUID();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly messageHandlers: ((message: string) => void)[] = [];
  private readonly resetHandlers: (() => void)[] = [];
  private subscribedOnce = false;

  constructor(private readonly options: RedisInvalidationOptions) {
    const common = { connectTimeout: 2000, disconnectTimeout: 200, lazyConnect: true, retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000) };
    this.publisher = new Redis(options.url, { ...common, enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 2000 });
    // The subscriber queues its SUBSCRIBE until Redis answers, however long (no retry limit), and subscribes
    // again by itself after every reconnect (ioredis autoResubscribe).
    this.subscriber = new Redis(options.url, { ...common, maxRetriesPerRequest: null });
    for (const client of [this.publisher, this.subscriber]) client.on('error', () => undefined); // logged once below
    this.subscriber.on('close', () => options.logger?.warn({ channel: options.channel }, 'cache invalidation channel down'));
    this.subscriber.on('message', (_channel: string, raw: string) => {
      const space = raw.indexOf(' ');
      if (space < 0 || raw.slice(0, space) === this.id) return;
      const message = raw.slice(space + 1);
      for (const handler of this.messageHandlers) handler(message);
    });
    this.subscriber.on('ready', () => {
      // The first subscription has nothing to catch up on; any later one may have missed messages.
      if (this.subscribedOnce) for (const handler of this.resetHandlers) handler();
      this.subscribedOnce = true;
    });
  }

  get live(): boolean {
    return this.subscriber.status === 'ready';
  }

  async connect(): Promise<this> {
    await Promise.all([this.publisher.connect().catch(() => undefined), this.subscriber.connect().catch(() => undefined)]);
    // Not awaited: with Redis down at start-up it waits for Redis, and the service must start without it.
    this.subscriber.subscribe(this.options.channel).catch(() => undefined);
    return this;
  }

  async publish(message: string): Promise<void> {
    if (this.publisher.status !== 'ready') return;
    await this.publisher.publish(this.options.channel, `${this.id} ${message}`).catch((err: unknown) => {
      this.options.logger?.warn({ err: String(err) }, 'cache invalidation not sent');
    });
  }

  onMessage(handler: (message: string) => void): void {
    this.messageHandlers.push(handler);
  }

  onReset(handler: () => void): void {
    this.resetHandlers.push(handler);
  }

  async close(): Promise<void> {
    for (const client of [this.publisher, this.subscriber]) {
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    }
  }
}

/** Redis pub/sub when a URL is set, else the one-process channel. A Redis down at start-up is not fatal. */
export async function openInvalidationChannel(options: { redisUrl?: string; channel: string; logger?: Logger }): Promise<InvalidationChannel> {
  if (!options.redisUrl) return new LocalInvalidationChannel();
  return new RedisInvalidationChannel({ url: options.redisUrl, channel: options.channel, logger: options.logger }).connect();
}
