import type { EventHandler } from '../bus/event-bus';
import { insertOnce, type Doc, type DocumentStore } from '../store/document-store';

interface ProcessedEvent extends Doc {
  consumer: string;
  eventId: string;
  type: string;
  /** Set while a delivery runs the handler; a crash leaves it, and another delivery may take over once it passes. */
  claimedUntil?: Date;
  /** Set once the handler's effect is stored: later deliveries change nothing. */
  processedAt?: Date;
}

const COLLECTION = 'processed_events';

/** Far beyond any handler's run, short enough that an event whose handler crashed is retried well inside the retry window. */
export const CLAIM_MS = 60_000;

/**
 * Another delivery of the same event is running its handler right now (a republished copy, or a redelivery
 * after a broker restart while the first is still at work). Thrown so the bus retries this copy later, when
 * the first has either stored its effect (the copy then changes nothing) or failed and let go of its claim.
 */
export class EventInProgressError extends Error {
  override readonly name = 'EventInProgressError';
}

/**
 * Wraps a consumer so a redelivered event changes nothing. A delivery first claims the event (a unique
 * `(consumer, eventId)` mark), so two copies delivered at once never both run the handler; the mark is
 * completed after the handler's effect is stored, and let go if the handler fails. A crash between the effect
 * and the mark leaves the claim, which another delivery takes over once it passes and runs the handler again,
 * so handlers should still be idempotent writes (set a badge, insert with a unique key) — the claim makes that
 * rare, the write makes it harmless.
 */
export function idempotent(store: DocumentStore, consumer: string, handler: EventHandler): EventHandler {
  const processed = store.collection<ProcessedEvent>(COLLECTION);
  let indexed: Promise<void> | undefined;

  /** True when this delivery may run the handler; false when the event was already processed. */
  const claim = async (eventId: string, type: string): Promise<boolean> => {
    const claimedUntil = new Date(Date.now() + CLAIM_MS);
    if (await insertOnce(processed, { consumer, eventId, type, claimedUntil })) return true;
    const mark = await processed.findOne({ consumer, eventId });
    // Marks from before claims existed carry only processedAt.
    if (mark && (mark.processedAt || !mark.claimedUntil)) return false;
    if (!mark || mark.claimedUntil! > new Date()) throw new EventInProgressError(`event ${eventId} is being handled by another delivery`);
    // The claim's holder crashed: take it over, unless another delivery just did.
    const taken = await processed.updateOne({ _id: mark._id, claimedUntil: mark.claimedUntil }, { $set: { claimedUntil } });
    if (taken.matched === 0) throw new EventInProgressError(`event ${eventId} was just taken over by another delivery`);
    return true;
  };

  return async (event) => {
    // A failed attempt (the store was down at start-up) is forgotten, so the next delivery tries again.
    indexed ??= processed.createIndex({ consumer: 1, eventId: 1 }, { unique: true }).catch((err: unknown) => {
      indexed = undefined;
      throw err;
    });
    await indexed;
    if (!(await claim(event.id, event.type))) return;
    try {
      await handler(event);
    } catch (err) {
      // Let go so the retry (this copy's or another's) can claim it; if the store is down too, the claim passes by itself.
      await processed.deleteOne({ consumer, eventId: event.id, processedAt: { $exists: false } }).catch(() => undefined);
      throw err;
    }
    await processed.updateOne({ consumer, eventId: event.id }, { $set: { processedAt: new Date() }, $unset: { claimedUntil: '' } });
  };
}
