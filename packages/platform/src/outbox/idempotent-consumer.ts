import type { EventHandler } from '../bus/event-bus';
import { DuplicateKeyError, type Doc, type DocumentStore } from '../store/document-store';

interface ProcessedEvent extends Doc {
  consumer: string;
  eventId: string;
  type: string;
  processedAt: Date;
}

const COLLECTION = 'processed_events';

/**
 * Wraps a consumer so a redelivered event changes nothing: processed event ids are remembered (unique per
 * consumer) after the handler's effect is stored. A crash between the effect and the mark redelivers the event
 * and runs the handler again, so handlers should also be idempotent writes (set a badge, insert with a unique
 * key) rather than blind increments — the mark makes that rare, the write makes it harmless.
 */
export function idempotent(store: DocumentStore, consumer: string, handler: EventHandler): EventHandler {
  const processed = store.collection<ProcessedEvent>(COLLECTION);
  let indexed: Promise<void> | undefined;
  return async (event) => {
    // A failed attempt (the store was down at start-up) is forgotten, so the next delivery tries again.
    indexed ??= processed.createIndex({ consumer: 1, eventId: 1 }, { unique: true }).catch((err: unknown) => {
      indexed = undefined;
      throw err;
    });
    await indexed;
    if (await processed.findOne({ consumer, eventId: event.id })) return;
    await handler(event);
    try {
      await processed.insertOne({ consumer, eventId: event.id, type: event.type, processedAt: new Date() });
    } catch (err) {
      if (!(err instanceof DuplicateKeyError)) throw err;
    }
  };
}
