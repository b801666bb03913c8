import type { Collection, Doc, DocumentStore } from '../store/document-store';
import { OUTBOX_COUNT_FIELD, OUTBOX_FIELD, type OutboxFields } from '../outbox/outbox';
import type { AuditEvent } from './audit';

/** Where a deleted document's audit entry waits; the service's outbox relay publishes from it like any outbox. */
export const AUDIT_OUTBOX = 'audit_outbox';

export interface AuditIntentDoc extends Doc, OutboxFields {
  /** The document whose deletion the entry records. */
  subject: { collection: string; id: string };
  event: AuditEvent;
  writtenAt: string;
}

export type AuditOutbox = Collection<AuditIntentDoc>;

export const auditOutbox = (store: DocumentStore): AuditOutbox => store.collection<AuditIntentDoc>(AUDIT_OUTBOX);

const arm = (intent: Pick<AuditIntentDoc, 'event'>) => ({ $set: { [OUTBOX_FIELD]: [intent.event], [OUTBOX_COUNT_FIELD]: 1 } });

/**
 * A deleted document cannot carry its own audit entry, and the stores have no multi-document transactions. So the
 * entry is written first as an intent naming the document, not yet in any outbox; the delete follows; then the
 * intent is armed (its event joins the outbox) or, when nothing was deleted, dropped. A process that stops between
 * the steps leaves an unarmed intent, which `settleAuditIntents` decides from the one fact that matters: whether the
 * document is gone. Ids are never reused, so the trail records a deletion exactly when one happened.
 */
export async function auditedDelete(
  outbox: AuditOutbox,
  event: AuditEvent,
  subject: AuditIntentDoc['subject'],
  remove: () => Promise<number>,
): Promise<number> {
  await outbox.insertOne({ _id: event.id, subject, event, writtenAt: new Date().toISOString() });
  let removed: number;
  try {
    removed = await remove();
  } catch (err) {
    await outbox.deleteOne({ _id: event.id }).catch(() => undefined);
    throw err;
  }
  if (removed === 0) await outbox.deleteOne({ _id: event.id });
  else await outbox.updateOne({ _id: event.id }, arm({ event }));
  return removed;
}

/**
 * Settles intents left unarmed longer than `olderThanMs` (a delete still running elsewhere is younger): armed when
 * their document is gone, dropped when it is still there. Intents already published are removed: svc-users keeps the
 * trail. Services run it at start.
 */
export async function settleAuditIntents(store: DocumentStore, outbox: AuditOutbox, olderThanMs = 60_000, now = new Date()): Promise<{ armed: number; dropped: number }> {
  await outbox.deleteMany({ [OUTBOX_COUNT_FIELD]: 0 });
  const cutoff = new Date(now.getTime() - olderThanMs).toISOString();
  const stale = await outbox.find({ [OUTBOX_FIELD]: { $exists: false }, writtenAt: { $lt: cutoff } }, { limit: 1000 });
  let armed = 0;
  let dropped = 0;
  for (const intent of stale) {
    const still = await store.collection(intent.subject.collection).findOne({ _id: intent.subject.id }, { projection: { _id: 1 } });
    if (still) {
      await outbox.deleteOne({ _id: intent._id });
      dropped++;
    } else {
      await outbox.updateOne({ _id: intent._id, [OUTBOX_FIELD]: { $exists: false } }, arm(intent));
      armed++;
    }
  }
  return { armed, dropped };
}
