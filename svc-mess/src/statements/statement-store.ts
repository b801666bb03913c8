import type { StatementLine, StatementSnapshot } from '@hostel/contracts';
import type { Collection, Doc, DocumentStore, EventEnvelope, Filter, OutboxFields } from '@hostel/platform';
import { derivedId } from '../derived-id';

/** An adjustment line as statements issued before the accounts stored it (migrated into entries at start). */
export interface AdjustmentDoc {
  amount: number;
  reason: string;
  at: string;
  by: string;
}

/**
 * An issued statement: the month's meal lines and the terms fixed when it closed. Its money (adjustments, late fees,
 * payments) is the account's entries; whether it is paid is read from them, never stored.
 */
export interface StatementDoc extends Doc, OutboxFields {
  userId: string;
  email: string;
  month: string;
  lines: StatementLine[];
  /** Statements issued before the accounts: their adjustments (entries since). */
  adjustments?: AdjustmentDoc[];
  /** Meal lines and adjustments: what svc-payments is told the statement comes to before late fees. */
  subtotal: number;
  dueDate: string;
  lateFeePerDay: number;
  lateFeeMaxDays: number;
  issuedAt: string;
  /** 1 when issued, +1 per adjustment: the events' version. */
  version: number;
  /** Statements issued before the accounts carried a paid flag and the payment that set it (migrated into entries). */
  status?: 'due' | 'paid';
  paidAt?: string;
  paymentId?: string;
  amountPaid?: number;
  refundedPayments?: string[];
}

/** Makes an admin change's audit event (the binder's `audit`), stored with the change in the same write. */
export type AuditOf = (change: { target: { type: string; id: string }; before?: unknown; after?: unknown }) => EventEnvelope;

export async function statementsCollection(store: DocumentStore): Promise<Collection<StatementDoc>> {
  const statements = store.collection<StatementDoc>('statements');
  await Promise.all([
    // One statement per boarder and month: closing twice, or two admins closing at once, issues each once.
    statements.createIndex({ userId: 1, month: 1 }, { unique: true }),
    statements.createIndex({ month: 1, email: 1 }),
  ]);
  return statements;
}

/**
 * A boarder-month's statement id, derived rather than drawn: the running month's preview answers the id its statement
 * gets when the month closes, so one boarder-month has one id before and after (an id taken from a preview names
 * nothing stored until then: 404).
 */
export const statementIdOf = (userId: string, month: string): string => derivedId('statement', userId, month);

/** How many documents one read of a batch brings (a CSV's rows). */
export const BATCH = 1000;

/**
 * Reads every match in batches ordered by id, each batch starting after the last one's id: memory holds one batch,
 * whatever the number of matches (the store has no cursor of its own).
 */
export async function* inBatches<T extends Doc>(collection: Collection<T>, filter: Filter, options: { batch?: number; projection?: Record<string, 0 | 1> } = {}): AsyncGenerator<T[]> {
  let after: string | undefined;
  for (;;) {
    const batch = await collection.find(after === undefined ? filter : { ...filter, _id: { $gt: after } }, {
      sort: { _id: 1 },
      limit: options.batch ?? BATCH,
      ...(options.projection ? { projection: options.projection } : {}),
    });
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < (options.batch ?? BATCH)) return;
    after = batch[batch.length - 1]!._id;
  }
}

/** The snapshot svc-payments keeps of a statement (statement.issued, statement.adjusted). */
export const snapshotEventOf = (doc: Pick<StatementDoc, '_id' | 'userId' | 'email' | 'month' | 'subtotal' | 'dueDate' | 'lateFeePerDay' | 'lateFeeMaxDays' | 'version'>): StatementSnapshot => ({
  statementId: doc._id,
  userId: doc.userId,
  email: doc.email,
  month: doc.month,
  subtotal: doc.subtotal,
  dueDate: doc.dueDate,
  lateFeePerDay: doc.lateFeePerDay,
  lateFeeMaxDays: doc.lateFeeMaxDays,
  version: doc.version,
});
