import type { AuditEntry } from '@hostel/contracts';
import { insertOnce, type Collection, type Doc, type DocumentStore } from '@hostel/platform';

export type AuditDoc = Doc & Omit<AuditEntry, 'id'>;

/**
 * The audit trail is append-only: this module is the collection's only writer and it only appends. There is no
 * update or delete here, and no route leads to one.
 */
export interface AuditTrail {
  /** Appends an entry once: the entry's id is the document's, so a redelivered event adds nothing. */
  append(entry: AuditEntry): Promise<boolean>;
  readonly entries: Pick<Collection<AuditDoc>, 'find' | 'findOne' | 'count'>;
}

export async function auditTrail(store: DocumentStore): Promise<AuditTrail> {
  const entries = store.collection<AuditDoc>('audit');
  await Promise.all([
    entries.createIndex({ at: -1 }),
    entries.createIndex({ actorEmail: 1, at: -1 }),
    entries.createIndex({ actorId: 1, at: -1 }),
    entries.createIndex({ action: 1, at: -1 }),
  ]);
  return {
    entries,
    append: ({ id, ...entry }) => insertOnce(entries, { _id: id, ...entry }),
  };
}

export const toEntry = ({ _id, ...entry }: AuditDoc): AuditEntry => ({ id: _id, ...entry }) as AuditEntry;
