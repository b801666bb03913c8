import type { Collection, Doc, DocumentStore, OutboxFields } from '@hostel/platform';
import type { Badge, Role } from '@hostel/contracts';

export interface UserDoc extends Doc, OutboxFields {
  uid?: string;
  name: string;
  email: string;
  photo: string | null;
  photoURL: string | null;
  role: Role;
  badge: Badge;
  creationTime: string;
  lastSignInTime: string;
}

export type UserCollection = Collection<UserDoc>;

export async function userCollection(store: DocumentStore): Promise<UserCollection> {
  const users = store.collection<UserDoc>('users');
  await users.createIndex({ email: 1 }, { unique: true });
  return users;
}

/** The public shape: no outbox bookkeeping, no identity-provider uid. */
export function toUser(doc: UserDoc) {
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
  };
}
export type PublicUser = ReturnType<typeof toUser>;

export function snapshot(doc: Pick<UserDoc, '_id' | 'email' | 'name' | 'role' | 'badge'>) {
  return { userId: doc._id, email: doc.email, name: doc.name, role: doc.role, badge: doc.badge };
}
