import { operation } from 'retry';
import { z } from 'zod';

/**
 * How a consumer rides out an outage: a failed handler is tried again with exponential backoff (doubling, with
 * jitter, up to `maxDelayMs`) until it succeeds or `windowMs` has passed since its first failure; only then is the
 * message dead-lettered. A message that fails validation is dead-lettered at once: retrying cannot fix it.
 */
export interface RetryPolicy {
  windowMs: number;
  minDelayMs: number;
  maxDelayMs: number;
}

/** DESIGN §6 asks for at least 10 minutes; a quarter of an hour leaves a margin. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { windowMs: 15 * 60_000, minDelayMs: 500, maxDelayMs: 30_000 };

/** Thrown by a handler for a message that can never succeed, so it goes to the dead-letter queue without retries. */
export class PermanentEventError extends Error {
  override readonly name = 'PermanentEventError';
}

/** Validation failures: the consumer's zod schema (any zod flavour) or an explicit PermanentEventError. */
export function isPermanentFailure(err: unknown): boolean {
  return err instanceof PermanentEventError || err instanceof z.core.$ZodError;
}

export type DeadLetterReason = 'malformed' | 'invalid' | 'retries-exhausted' | 'forbidden-publisher';

export type Delivery =
  | { outcome: 'handled'; attempts: number }
  | { outcome: 'dead'; attempts: number; reason: Exclude<DeadLetterReason, 'malformed' | 'forbidden-publisher'>; error: unknown }
  /** Given up without a verdict (the bus is closing or the channel was lost): the broker hands the message out again. */
  | { outcome: 'abandoned'; attempts: number };

export interface RetryHooks {
  /** Stops waiting for the next attempt; an attempt already running finishes first. */
  signal?: AbortSignal;
  onFailure?: (err: unknown, attempt: number, final: boolean) => void;
}

/** Runs one message's handler under the policy and says what became of it; never rejects. */
export function deliverWithRetry(handle: () => Promise<void>, policy: RetryPolicy, hooks: RetryHooks = {}): Promise<Delivery> {
  const { signal, onFailure } = hooks;
  return new Promise((resolve) => {
    // `unref`: a message waiting for its next attempt must not keep a stopping process alive.
    const attempts = operation({ forever: true, factor: 2, minTimeout: policy.minDelayMs, maxTimeout: policy.maxDelayMs, randomize: true, unref: true });
    let count = 0;
    let running = false;
    let firstFailure: number | undefined;
    const finish = (delivery: Delivery) => {
      attempts.stop();
      signal?.removeEventListener('abort', onAbort);
      resolve(delivery);
    };
    const onAbort = () => {
      if (!running) finish({ outcome: 'abandoned', attempts: count });
    };
    if (signal?.aborted) return finish({ outcome: 'abandoned', attempts: 0 });
    signal?.addEventListener('abort', onAbort, { once: true });

    attempts.attempt(async () => {
      count++;
      running = true;
      try {
        await handle();
        finish({ outcome: 'handled', attempts: count });
      } catch (error) {
        firstFailure ??= Date.now();
        const invalid = isPermanentFailure(error);
        const expired = Date.now() - firstFailure >= policy.windowMs;
        onFailure?.(error, count, invalid || expired);
        if (invalid || expired) finish({ outcome: 'dead', attempts: count, reason: invalid ? 'invalid' : 'retries-exhausted', error });
        else if (signal?.aborted) finish({ outcome: 'abandoned', attempts: count });
        else attempts.retry(error instanceof Error ? error : new Error(String(error)));
      } finally {
        running = false;
      }
    });
  });
}

/** The error text a dead letter carries, short enough for a message header. */
export function describeFailure(err: unknown): string {
  const text = err instanceof z.core.$ZodError ? `invalid payload: ${z.prettifyError(err)}` : err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return text.length > 500 ? `${text.slice(0, 497)}...` : text;
}
