import type { StatementSnapshot } from '@hostel/contracts';
import type { Collection, Doc, DocumentStore, OutboxFields } from '@hostel/platform';

/**
 * What a boarder owes for one statement, as svc-payments knows it: the latest snapshot, and once paid, by which
 * payment. The `payment.succeeded` event of the payment that settles it rides in this document (outbox).
 */
export interface StatementOwedDoc extends Doc, OutboxFields, Omit<StatementSnapshot, 'statementId'> {
  statementId: string;
  paidAt?: string;
  /** The PaymentIntent that paid it: the only one that ever will. */
  transactionId?: string;
  /** Taka that payment charged (its subtotal and the late fee at the time). */
  amountPaid?: number;
}

export type StatementOwedCollection = Collection<StatementOwedDoc>;

export async function statementOwedCollection(store: DocumentStore): Promise<StatementOwedCollection> {
  const statements = store.collection<StatementOwedDoc>('statements_owed');
  // Unique: two snapshots of one statement arriving at once make one record, the loser retries as an update.
  await statements.createIndex({ statementId: 1 }, { unique: true });
  return statements;
}
