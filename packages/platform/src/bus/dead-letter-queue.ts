import type { ConfirmChannel, ConsumeMessage, MessagePropertyHeaders } from 'amqplib';
import type { DeadLetterReason } from './retry';

/** Every consuming queue `<queue>` has its dead letters in `<queue>.dlq`. */
export const deadLetterQueueOf = (queue: string) => `${queue}.dlq`;
export const DLQ_SUFFIX = '.dlq';

/** Headers a consumer adds when it dead-letters a message itself (the broker adds `x-death` when it does). */
export const DEAD_LETTER_HEADERS = {
  reason: 'x-dlq-reason',
  error: 'x-dlq-error',
  attempts: 'x-dlq-attempts',
  at: 'x-dlq-at',
  /** The message's validated `user_id`: a copy may not carry another user's (the broker refuses it), so it travels here. */
  publisher: 'x-dlq-publisher',
} as const;

/** Set by the broker on each delivery from a quorum queue; stale on a copy. */
const BROKER_DELIVERY_HEADERS = ['x-delivery-count'];

export interface DeadLetterInfo {
  reason: DeadLetterReason;
  error: string;
  attempts: number;
}

/**
 * Moves a message to its queue's dead-letter queue with the reason in its headers, then acks it. The copy goes
 * through the queue's dead-letter exchange (`deadLetterExchange`, routed by the queue's name), not the default
 * exchange: a service's broker user may not write to the default exchange, which reaches every queue. Should the
 * copy not be confirmed, the message is rejected instead and the broker dead-letters it through the same exchange
 * (reason `rejected` in `x-death`), so it is never dropped.
 */
export async function deadLetter(ch: ConfirmChannel, deadLetterExchange: string, queue: string, message: ConsumeMessage, info: DeadLetterInfo): Promise<void> {
  const { headers = {}, userId, ...properties } = message.properties;
  try {
    await new Promise<void>((resolve, reject) => {
      ch.publish(
        deadLetterExchange,
        queue,
        message.content,
        {
          ...definedProperties(properties),
          persistent: true,
          headers: {
            ...withoutKeys(headers, BROKER_DELIVERY_HEADERS),
            ...(userId ? { [DEAD_LETTER_HEADERS.publisher]: userId } : {}),
            [DEAD_LETTER_HEADERS.reason]: info.reason,
            [DEAD_LETTER_HEADERS.error]: info.error,
            [DEAD_LETTER_HEADERS.attempts]: info.attempts,
            [DEAD_LETTER_HEADERS.at]: new Date().toISOString(),
          },
        },
        (err) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve()),
      );
    });
    settle(() => ch.ack(message));
  } catch {
    settle(() => ch.nack(message, false, false));
  }
}

export function withoutKeys(headers: MessagePropertyHeaders, keys: readonly string[]): MessagePropertyHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([key]) => !keys.includes(key)));
}

/** Message properties to publish a copy with: amqplib sends an explicit undefined as a property. */
export function definedProperties<T extends object>(properties: T): Partial<T> {
  return Object.fromEntries(Object.entries(properties).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** Settling on a channel that died with the connection throws; the broker redelivers those messages anyway. */
export function settle(action: () => void): void {
  try {
    action();
  } catch {
    // The message returns to the queue and is redelivered; idempotent consumers make that harmless.
  }
}
