import type { Collection, Doc, DocumentStore, OutboxFields } from '@hostel/platform';
import type { User } from '@hostel/contracts';

export interface UserDoc extends Doc, OutboxFields, User {
  /** The identity provider's account the record is bound to (see saveUser); never leaves the service. */
  uid?: string;
  /**
   * Whether the bound account has proved it holds the e-mail (a verified sign-in). A record bound to an account that
   * has not is anybody's registration, and the address's verified owner takes it over (see saveUser).
   */
  addressVerified?: boolean;
  /** Raised each time the user's sessions are ended; tokens carry the one they were issued in. Absent: 0. */
  sessionGeneration?: number;
  /** Payments taken back (refunds, lost disputes): their payment.succeeded, however late, grants no badge. */
  refundedTransactions?: string[];
}

export type UserCollection = Collection<UserDoc>;

export async function userCollection(store: DocumentStore): Promise<UserCollection> {
  const users = store.collection<UserDoc>('users');
  await users.createIndex({ email: 1 }, { unique: true });
  return users;
}

/** The public shape: no outbox bookkeeping, no identity-provider uid. */
export function toUser(doc: UserDoc): User {
  return {
    _id: doc._id,
    name: doc.name,
    email: doc.email,
    photo: doc.photo,
    photoURL: doc.photoURL,
    role: doc.role,
    badge: doc.badge,
    creationTime: doc.creationTime,
    lastSignInTime: doc.lastSignInTime,
    ...(doc.language ? { language: doc.language } : {}),
  };
}

export function snapshot(doc: Pick<UserDoc, '_id' | 'email' | 'name' | 'role' | 'badge' | 'photoURL' | 'sessionGeneration'>) {
  return {
    userId: doc._id,
    email: doc.email,
    name: doc.name,
    role: doc.role,
    badge: doc.badge,
    ...(doc.photoURL ? { photo: doc.photoURL } : {}),
    ...(doc.sessionGeneration ? { sessionGeneration: doc.sessionGeneration } : {}),
  };
}
