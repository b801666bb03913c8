import { badgesBelow, DEFAULT_BADGE, EVENTS, userSnapshotSchema, type UserSnapshot } from '@hostel/contracts';
import { DuplicateKeyError, isRevokedSession, unauthorized, type Collection, type Doc, type DocumentStore, type EventEnvelope, type SessionClaims } from '@hostel/platform';
import type { Caller } from '../access/caller';
import { assertAdmin } from '../access/policies';

/**
 * A service's read model of users, kept from svc-users' user.* events: enough to decide Bronze and admin checks
 * locally, and fresher than the session token after Make Admin or a payment. The snapshot's fields, keyed by its userId.
 */
export interface ProfileDoc extends Doc, Omit<UserSnapshot, 'userId'> {
  /** occurredAt of the event that wrote it; older events are ignored (they may arrive out of order). */
  version: string;
  /** occurredAt of the last user.badge_changed applied: an older one never sets the badge again. */
  badgeVersion?: string;
  /** The user's session generation: tokens of an older one were revoked. It only rises, whatever the events' order. */
  sessionGeneration?: number;
}

export type ProfileCollection = Collection<ProfileDoc>;

export const profileCollection = (store: DocumentStore): ProfileCollection => store.collection<ProfileDoc>('user_profiles');

/** Applies one user.* event (created, badge_changed, role_changed, profile_changed: each carries the whole snapshot). */
export async function applyUserEvent(profiles: ProfileCollection, event: EventEnvelope): Promise<void> {
  await applySnapshot(profiles, userSnapshotSchema.parse(event.data), event.occurredAt, event.type === EVENTS.userBadgeChanged);
}

/**
 * E-mail, name, role and photo follow the newest snapshot. The badge only ever rises, as in svc-users: a snapshot may
 * carry a badge read before a payment (a role change racing it) and still be the newest, so it is applied on its
 * own, atomically, whenever it is higher. A user.badge_changed (`setsBadge`) is the badge itself, which falls when a
 * payment is taken back (DESIGN §8): it applies when it is newer than the last one applied, up or down, and a snapshot
 * older than it no longer raises the badge.
 */
export async function applySnapshot(profiles: ProfileCollection, snapshot: UserSnapshot, occurredAt: string, setsBadge = false): Promise<void> {
  const { userId: _id, email, name, role, badge, sessionGeneration } = snapshot;
  // Events from before snapshots carried the photo leave it as it was.
  const photo = snapshot.photo === undefined ? {} : { photo: snapshot.photo };
  if (!(await profiles.findOne({ _id }, { projection: { _id: 1 } }))) {
    try {
      await profiles.insertOne({ _id, email, name, role, badge, ...photo, version: occurredAt, ...(setsBadge ? { badgeVersion: occurredAt } : {}), ...(sessionGeneration ? { sessionGeneration } : {}) });
      return;
    } catch (err) {
      // Another event of this user inserted it a moment ago: apply this snapshot over that one.
      if (!(err instanceof DuplicateKeyError)) throw err;
    }
  }
  await profiles.updateOne({ _id, version: { $lt: occurredAt } }, { $set: { email, name, role, ...photo, version: occurredAt } });
  const newerThanBadge = { $or: [{ badgeVersion: { $exists: false } }, { badgeVersion: { $lt: occurredAt } }] };
  if (setsBadge) await profiles.updateOne({ _id, ...newerThanBadge }, { $set: { badge, badgeVersion: occurredAt } });
  else await profiles.updateOne({ _id, badge: { $in: badgesBelow(badge) }, ...newerThanBadge }, { $set: { badge } });
  if (sessionGeneration) {
    await profiles.updateOne({ _id, $or: [{ sessionGeneration: { $exists: false } }, { sessionGeneration: { $lt: sessionGeneration } }] }, { $set: { sessionGeneration } });
  }
}

/**
 * Who is calling, with role, badge and name from the read model (fresher than the token after Make Admin or a
 * payment). A user the read model has not heard of yet keeps the token's role and the default badge. A token issued
 * before the user's sessions were ended is refused here too, with the profile read the call makes anyway.
 */
export async function callerOf(profiles: ProfileCollection, session: SessionClaims | undefined): Promise<Caller> {
  if (!session) throw unauthorized();
  const profile = await profiles.findOne({ _id: session.sub });
  if (isRevokedSession(session, profile?.sessionGeneration)) throw unauthorized();
  return {
    id: session.sub,
    email: session.email,
    role: profile?.role ?? session.role,
    badge: profile?.badge ?? DEFAULT_BADGE,
    ...(profile?.name ? { name: profile.name } : {}),
  };
}

/**
 * The name shown for what a caller wrote (reviews, serve requests): their user record's, never the request's.
 * Before the read model has the name, the e-mail's local part — svc-users' own default name, and no address
 * published on a public review.
 */
export function displayNameOf(caller: Caller): string {
  return caller.name || caller.email.split('@')[0]!;
}

/** The session's own claims, for handlers that act on them, once the read model says its sessions were not ended since. */
export async function currentSession(profiles: ProfileCollection, session: SessionClaims | undefined): Promise<SessionClaims> {
  await callerOf(profiles, session);
  return session!;
}

export async function adminCaller(profiles: ProfileCollection, session: SessionClaims | undefined): Promise<Caller> {
  const caller = await callerOf(profiles, session);
  assertAdmin(caller);
  return caller;
}
