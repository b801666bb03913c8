import { EVENTS } from '@hostel/contracts';
import { newEvent, notFound, withOutbox, type Auditor, type Update } from '@hostel/platform';
import { snapshot, type UserCollection } from './user-store';

export interface EndSessionsInput {
  userId: string;
  /** Ends the Firebase account's sign-ins (IdentityVerifier.revokeSignIns). */
  revokeSignIns: (uid: string) => Promise<void>;
  /** An admin's revoke is audited; the user's own sign-out everywhere is not an admin change. */
  audit?: Auditor;
}

/**
 * Sign out everywhere, or an admin's revoke: raises the user's session generation, so every session token issued so
 * far is refused (here at once; by the gateway from this answer on; by the other services when user.sessions_revoked
 * reaches their read models), then revokes the Firebase account's refresh tokens, so no device mints a new session
 * either. The write is conditional on the generation read: a concurrent revoke that got there first ended the same
 * sessions, and its generation is the answer.
 */
export async function endSessions(users: UserCollection, input: EndSessionsInput): Promise<{ generation: number }> {
  const user = await users.findOne({ _id: input.userId });
  if (!user) throw notFound('User not found');
  const before = user.sessionGeneration ?? 0;
  const generation = before + 1;
  let update: Update = withOutbox({ $set: { sessionGeneration: generation } }, newEvent(EVENTS.userSessionsRevoked, snapshot({ ...user, sessionGeneration: generation })));
  if (input.audit) update = withOutbox(update, input.audit({ target: { type: 'user', id: user._id }, before: { email: user.email, sessionGeneration: before }, after: { email: user.email, sessionGeneration: generation } }));
  const result = await users.updateOne({ _id: user._id, sessionGeneration: before === 0 ? { $exists: false } : before }, update);
  if (user.uid) await input.revokeSignIns(user.uid);
  if (result.modified === 1) return { generation };
  const now = await users.findOne({ _id: user._id }, { projection: { sessionGeneration: 1 } });
  return { generation: now?.sessionGeneration ?? generation };
}
