import { DEFAULT_BADGE, userSnapshotSchema, type Badge, type Role, type UserSnapshot } from '@hostel/contracts';
import type { EventEnvelope } from '../bus/event-bus';
import { forbidden, unauthorized } from '../http/app-error';
import type { Collection, Doc, DocumentStore } from '../store/document-store';
import type { SessionClaims } from './session-token';

/**
 * A service's read model of users, kept from svc-users' user.* events: enough to decide Bronze and admin checks
 * locally, and fresher than the session token after Make Admin or a payment.
 */
export interface ProfileDoc extends Doc {
  email: string;
  name?: string;
  role: Role;
  badge: Badge;
  /** occurredAt of the event that wrote it; older events are ignored (they may arrive out of order). */
  version: string;
}

export type ProfileCollection = Collection<ProfileDoc>;

export const profileCollection = (store: DocumentStore): ProfileCollection => store.collection<ProfileDoc>('user_profiles');

/** Applies one user.* event (created, badge_changed, role_changed: each carries the whole snapshot). */
export async function applyUserEvent(profiles: ProfileCollection, event: EventEnvelope): Promise<void> {
  await applySnapshot(profiles, userSnapshotSchema.parse(event.data), event.occurredAt);
}

export async function applySnapshot(profiles: ProfileCollection, snapshot: UserSnapshot, occurredAt: string): Promise<void> {
  const fields = { email: snapshot.email, name: snapshot.name, role: snapshot.role, badge: snapshot.badge, version: occurredAt };
  const updated = await profiles.updateOne({ _id: snapshot.userId, version: { $lt: occurredAt } }, { $set: fields });
  if (updated.matched === 0 && !(await profiles.findOne({ _id: snapshot.userId }))) {
    await profiles.insertOne({ _id: snapshot.userId, ...fields }).catch(() => applySnapshot(profiles, snapshot, occurredAt));
  }
}

export interface Caller {
  id: string;
  email: string;
  role: Role;
  badge: Badge;
}

/**
 * Who is calling, with role and badge from the read model (fresher than the token after Make Admin or a
 * payment). A user the read model has not heard of yet keeps the token's role and the default badge.
 */
export async function callerOf(profiles: ProfileCollection, session: SessionClaims | undefined): Promise<Caller> {
  if (!session) throw unauthorized('Unauthorized access');
  const profile = await profiles.findOne({ _id: session.sub });
  return { id: session.sub, email: session.email, role: profile?.role ?? session.role, badge: profile?.badge ?? DEFAULT_BADGE };
}

export async function adminCaller(profiles: ProfileCollection, session: SessionClaims | undefined): Promise<Caller> {
  const caller = await callerOf(profiles, session);
  if (caller.role !== 'admin') throw forbidden('Forbidden access');
  return caller;
}

/** A body's userId must be the caller's own unless the caller is an admin. */
export function assertSelf(caller: Caller, userId: string | undefined): void {
  if (userId && userId !== caller.id && caller.role !== 'admin') throw forbidden('You can only act for yourself');
}
