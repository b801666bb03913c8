import amqplib, { type ChannelModel, type GetMessage, type MessagePropertyHeaders } from 'amqplib';
import { DEAD_LETTER_HEADERS, deadLetterQueueOf, definedProperties, withoutKeys } from './dead-letter-queue';

/**
 * The operator's view of the dead-letter queues (`npm run dlq`): what is in each `<queue>.dlq` and why, and a
 * re-drive that moves the messages back to their own queue (not through the exchange, which would hand them to
 * every other queue bound to the same events as well).
 */
export interface DeadLetter {
  eventId?: string;
  type?: string;
  /** Ours (`invalid`, `retries-exhausted`, `malformed`, `forbidden-publisher`) or the broker's (`rejected`, `delivery_limit`, ...). */
  reason: string;
  /** The broker user that published it (its validated `user_id`). */
  publisher?: string;
  error?: string;
  attempts?: number;
  deadLetteredAt?: string;
}

export interface DeadLetterQueueReport {
  queue: string;
  deadLetterQueue: string;
  /** Every message in the dead-letter queue; `messages` shows the first `limit` of them. */
  count: number;
  messages: DeadLetter[];
}

/** Headers that belong to one stay in a dead-letter queue; a re-driven message starts afresh without them. */
const STALE_ON_REDRIVE = [...Object.values(DEAD_LETTER_HEADERS), 'x-delivery-count'];
const REDRIVE_BATCH = 100;

/** Lists each queue's dead letters without taking them: they are read unacked, then returned by closing the channel. */
export async function listDeadLetters(url: string, queues: string[], options: { limit?: number } = {}): Promise<DeadLetterQueueReport[]> {
  const limit = options.limit ?? 100;
  return withConnection(url, async (connection) => {
    const reports: DeadLetterQueueReport[] = [];
    for (const queue of queues) {
      const deadLetterQueue = deadLetterQueueOf(queue);
      const count = await messageCount(connection, deadLetterQueue);
      const messages: DeadLetter[] = [];
      if (count > 0) {
        const channel = quiet(await connection.createChannel());
        try {
          while (messages.length < Math.min(count, limit)) {
            const message = await channel.get(deadLetterQueue, { noAck: false });
            if (!message) break;
            messages.push(describe(message));
          }
        } finally {
          await channel.close().catch(() => undefined);
        }
      }
      reports.push({ queue, deadLetterQueue, count, messages });
    }
    return reports;
  });
}

/**
 * Moves every message in `<queue>.dlq` back to `queue`, so its consumer handles it again; returns how many moved.
 * Each batch is confirmed by the broker before it leaves the dead-letter queue: a crash part-way can only leave
 * a copy in both places, which the idempotent consumers absorb.
 */
export async function redriveDeadLetters(url: string, queue: string): Promise<number> {
  return withConnection(url, async (connection) => {
    const deadLetterQueue = deadLetterQueueOf(queue);
    // Only what is there now: a message dead-lettered again at once is not picked up a second time.
    let left = await messageCount(connection, deadLetterQueue);
    if (left === 0) return 0;
    const channel = quiet(await connection.createConfirmChannel());
    try {
      await channel.checkQueue(queue).catch(() => {
        throw new Error(`queue ${queue} does not exist: start its service once, then re-drive`);
      });
      let moved = 0;
      while (left > 0) {
        const batch: GetMessage[] = [];
        while (batch.length < Math.min(left, REDRIVE_BATCH)) {
          const message = await channel.get(deadLetterQueue, { noAck: false });
          if (!message) break;
          batch.push(message);
        }
        if (batch.length === 0) break;
        for (const message of batch) {
          const { headers = {}, ...properties } = message.properties;
          // Back with its publisher's user_id, so the consumer's publisher rule judges the original publisher; the
          // broker accepts another user's only from a user with the `impersonator` tag.
          const userId = stringOr(headers[DEAD_LETTER_HEADERS.publisher]) ?? stringOr(properties.userId);
          channel.sendToQueue(queue, message.content, { ...definedProperties(properties), ...(userId ? { userId } : {}), persistent: true, headers: withoutKeys(headers, STALE_ON_REDRIVE) });
        }
        await channel.waitForConfirms();
        channel.ack(batch[batch.length - 1]!, true);
        moved += batch.length;
        left -= batch.length;
      }
      return moved;
    } finally {
      await channel.close().catch(() => undefined);
    }
  });
}

async function withConnection<T>(url: string, work: (connection: ChannelModel) => Promise<T>): Promise<T> {
  const connection = quiet(await amqplib.connect(url));
  try {
    return await work(connection);
  } finally {
    await connection.close().catch(() => undefined);
  }
}

/** A missing queue closes the channel with an error event; the failed call already reports it. */
function quiet<T extends { on(event: 'error', listener: () => void): unknown }>(emitter: T): T {
  emitter.on('error', () => undefined);
  return emitter;
}

/** A queue that was never declared holds nothing (checking it closes its channel, hence one of its own). */
async function messageCount(connection: ChannelModel, queue: string): Promise<number> {
  const channel = quiet(await connection.createChannel());
  try {
    return (await channel.checkQueue(queue)).messageCount;
  } catch {
    return 0;
  } finally {
    await channel.close().catch(() => undefined);
  }
}

function describe(message: GetMessage): DeadLetter {
  const headers: MessagePropertyHeaders = message.properties.headers ?? {};
  const event = parseEvent(message.content);
  const base = {
    eventId: event?.id ?? stringOr(message.properties.messageId),
    type: event?.type ?? stringOr(message.properties.type),
    publisher: stringOr(headers[DEAD_LETTER_HEADERS.publisher]) ?? stringOr(message.properties.userId),
  };
  if (headers[DEAD_LETTER_HEADERS.reason]) {
    return {
      ...base,
      reason: String(headers[DEAD_LETTER_HEADERS.reason]),
      error: stringOr(headers[DEAD_LETTER_HEADERS.error]),
      attempts: Number(headers[DEAD_LETTER_HEADERS.attempts] ?? 0),
      deadLetteredAt: stringOr(headers[DEAD_LETTER_HEADERS.at]),
    };
  }
  // Dead-lettered by the broker: its newest `x-death` entry says why. amqplib gives its time, an AMQP timestamp
  // in seconds, as `{ '!': 'timestamp', value }`.
  const death = (headers['x-death'] as { reason?: string; count?: number; time?: { value?: number } }[] | undefined)?.[0];
  const seconds = death?.time?.value;
  return { ...base, reason: death?.reason ?? 'unknown', attempts: death?.count, deadLetteredAt: seconds ? new Date(seconds * 1000).toISOString() : undefined };
}

function parseEvent(content: Buffer): { id?: string; type?: string } | undefined {
  try {
    const parsed = JSON.parse(content.toString('utf8')) as unknown;
    if (!parsed || typeof parsed !== 'object') return undefined;
    const { id, type } = parsed as Record<string, unknown>;
    return { id: stringOr(id), type: stringOr(type) };
  } catch {
    return undefined;
  }
}

const stringOr = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
