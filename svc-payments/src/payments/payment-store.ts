import type { Collection, Doc, DocumentStore, OutboxFields } from '@hostel/platform';
import type { Payment } from '@hostel/contracts';

/** `amount` is in taka, as shown to users. A mess payment has `kind` 'statement' (with its statement and month) or 'deposit', no package. */
export interface PaymentDoc extends Doc, OutboxFields, Payment {
  /** Statement payments from before the accounts refunded at once instead of paying: why. */
  refusal?: 'paid-twice' | 'statement-changed';
}

export type PaymentCollection = Collection<PaymentDoc>;

export async function paymentCollection(store: DocumentStore): Promise<PaymentCollection> {
  const payments = store.collection<PaymentDoc>('payments');
  await payments.createIndex({ transactionId: 1 }, { unique: true });
  await payments.createIndex({ userId: 1, date: -1 });
  return payments;
}

export function toPayment(doc: PaymentDoc): Payment {
  return {
    _id: doc._id,
    userId: doc.userId,
    email: doc.email,
    ...(doc.kind === 'statement' ? { kind: doc.kind, statementId: doc.statementId, month: doc.month } : doc.kind === 'deposit' ? { kind: doc.kind } : { package: doc.package }),
    amount: doc.amount,
    transactionId: doc.transactionId,
    date: doc.date,
    ...(doc.refundedAt ? { refundedAt: doc.refundedAt } : {}),
  };
}
