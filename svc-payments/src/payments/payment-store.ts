import type { Collection, Doc, DocumentStore, OutboxFields } from '@hostel/platform';
import type { PackageId } from '@hostel/contracts';

export interface PaymentDoc extends Doc, OutboxFields {
  userId: string;
  email: string;
  package: PackageId;
  /** Taka, as shown to users. */
  amount: number;
  transactionId: string;
  date: string;
}

export type PaymentCollection = Collection<PaymentDoc>;

export async function paymentCollection(store: DocumentStore): Promise<PaymentCollection> {
  const payments = store.collection<PaymentDoc>('payments');
  await payments.createIndex({ transactionId: 1 }, { unique: true });
  await payments.createIndex({ userId: 1, date: -1 });
  return payments;
}

export function toPayment(doc: PaymentDoc) {
  return { _id: doc._id, userId: doc.userId, email: doc.email, package: doc.package, amount: doc.amount, transactionId: doc.transactionId, date: doc.date };
}
