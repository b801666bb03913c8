import type { Logger } from 'pino';
import type { EventBus, EventEnvelope } from '../bus/event-bus';
import type { Collection, Doc, Update } from '../store/document-store';

/**
 * Neither FerretDB nor NeDB has multi-document transactions, so an event travels inside the same
 * single-document write as the state change it describes: the document carries `_outbox` (pending events) and
 * `_outboxPending` (their count, so the relay finds them with a plain indexed comparison). The relay publishes
 * with broker confirms and only then removes the event; a crash or a broker outage in between means the event
 * is published again later — at-least-once, which idempotent consumers absorb.
 */
export const OUTBOX_FIELD = '_outbox';
export const OUTBOX_COUNT_FIELD = '_outboxPending';

export interface OutboxFields {
  _outbox?: EventEnvelope[];
  _outboxPending?: number;
}

/**
 * Adds `event` to an update so the state change and the event are stored atomically. Applied again (a change with
 * its event and its audit entry), it adds to the events already there.
 */
export function withOutbox(update: Update, event: EventEnvelope): Update {
  const pushed = update.$push?.[OUTBOX_FIELD] as EventEnvelope | { $each: EventEnvelope[] } | undefined;
  const events = pushed === undefined ? [] : '$each' in pushed ? pushed.$each : [pushed];
  return {
    ...update,
    $push: { ...update.$push, [OUTBOX_FIELD]: events.length === 0 ? event : { $each: [...events, event] } },
    $inc: { ...update.$inc, [OUTBOX_COUNT_FIELD]: events.length + 1 },
  };
}

/** A new document that carries its creation event. */
export function outboxed<T extends object>(doc: T, event: EventEnvelope): T & OutboxFields & Record<string, unknown> {
  const pending = (doc as OutboxFields)._outbox ?? [];
  return { ...doc, [OUTBOX_FIELD]: [...pending, event], [OUTBOX_COUNT_FIELD]: pending.length + 1 };
}

/** Removes the outbox bookkeeping from a document before it leaves the service. */
export function withoutOutbox<T extends object>(doc: T): Omit<T, keyof OutboxFields> {
  const { _outbox: _pending, _outboxPending: _count, ...rest } = doc as T & OutboxFields;
  return rest;
}

export interface OutboxRelayOptions {
  bus: EventBus;
  collections: Collection<Doc & OutboxFields>[];
  logger?: Logger;
  intervalMs?: number;
  batch?: number;
}

export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private failures = 0;
  private stopped = true;

  constructor(private readonly options: OutboxRelayOptions) {}

  async start(): Promise<void> {
    this.stopped = false;
    await Promise.all(this.options.collections.map((collection) => collection.createIndex({ [OUTBOX_COUNT_FIELD]: 1 }, { sparse: true })));
    this.schedule(0);
  }

  /** Relays soon, e.g. right after a write that stored an event. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Runs one pass now and resolves when it is done (tests and shutdown use it). */
  async flush(): Promise<void> {
    if (this.running) await this.running;
    await this.runPass();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    if (this.running) await this.running;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.runPass(), delayMs);
    this.timer.unref();
  }

  private runPass(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.pass()
      .then(
        (sentAll) => {
          this.failures = sentAll ? 0 : this.failures + 1;
        },
        (err: unknown) => {
          this.failures++;
          this.options.logger?.warn({ err }, 'outbox pass failed');
        },
      )
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        const interval = this.options.intervalMs ?? 1000;
        // Back off while the broker is away; come back quickly when asked or when more work is waiting.
        const delay = this.again ? 0 : this.failures ? Math.min(interval * 2 ** this.failures, 15_000) : interval;
        this.again = false;
        this.schedule(delay);
      });
    return this.running;
  }

  /** Publishes every pending event once; resolves true when all went out. */
  private async pass(): Promise<boolean> {
    const batch = this.options.batch ?? 100;
    for (const collection of this.options.collections) {
      const docs = await collection.find({ [OUTBOX_COUNT_FIELD]: { $gt: 0 } }, { limit: batch, projection: { [OUTBOX_FIELD]: 1 } });
      if (docs.length === batch) this.again = true;
      for (const doc of docs) {
        for (const event of doc._outbox ?? []) {
          try {
            await this.options.bus.publish(event);
          } catch (err) {
            this.options.logger?.warn({ err, eventId: event.id, type: event.type }, 'outbox publish failed; will retry');
            return false;
          }
          await collection.updateOne(
            { _id: doc._id, [`${OUTBOX_FIELD}.id`]: event.id },
            { $pull: { [OUTBOX_FIELD]: event }, $inc: { [OUTBOX_COUNT_FIELD]: -1 } },
          );
        }
      }
    }
    return true;
  }
}
