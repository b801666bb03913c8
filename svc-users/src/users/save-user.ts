import { DEFAULT_BADGE, EVENTS, type SaveUserBody } from '@hostel/contracts';
import { DuplicateKeyError, forbidden, newEvent, newId, outboxed, withOutbox, type FirebaseIdentity, type Update } from '@hostel/platform';
import { snapshot, type UserCollection, type UserDoc } from './user-store';

export interface SaveUserInput {
  identity: FirebaseIdentity;
  body: Partial<SaveUserBody> & { email: string };
  adminEmails: readonly string[];
}

/**
 * Upserts the caller's record by e-mail. Role and badge never come from the request: the role is 'admin' only
 * for a verified e-mail listed in ADMIN_EMAILS, the badge starts Bronze and changes only through payments.
 */
export async function saveUser(users: UserCollection, input: SaveUserInput): Promise<{ user: UserDoc; created: boolean }> {
  const { identity, body, adminEmails } = input;
  if (body.email !== identity.email) throw forbidden('Forbidden access');
  const isAdminEmail = identity.emailVerified && adminEmails.includes(identity.email);
  const now = new Date().toISOString();
  const photo = body.photoURL ?? body.photo ?? identity.picture ?? null;
  const name = body.name || identity.name || identity.email.split('@')[0]!;

  const existing = await users.findOne({ email: identity.email });
  if (!existing) {
    const _id = newId();
    const doc = {
      _id,
      uid: identity.uid,
      name,
      email: identity.email,
      photo,
      photoURL: photo,
      role: isAdminEmail ? ('admin' as const) : ('user' as const),
      badge: DEFAULT_BADGE,
      creationTime: body.creationTime ?? now,
      lastSignInTime: body.lastSignInTime ?? now,
    };
    try {
      const created = await users.insertOne(outboxed(doc, newEvent(EVENTS.userCreated, snapshot(doc))) as UserDoc);
      return { user: created, created: true };
    } catch (err) {
      // A concurrent first sign-in created it a moment ago: fall through to the update.
      if (!(err instanceof DuplicateKeyError)) throw err;
    }
  }

  const current = existing ?? (await users.findOne({ email: identity.email }))!;
  const set: Record<string, unknown> = { lastSignInTime: body.lastSignInTime ?? now, uid: identity.uid };
  if (body.name) set.name = body.name;
  if (body.photoURL ?? body.photo) {
    set.photo = photo;
    set.photoURL = photo;
  }
  let update: Update = { $set: set };
  if (isAdminEmail && current.role !== 'admin') {
    set.role = 'admin';
    update = withOutbox(update, newEvent(EVENTS.userRoleChanged, snapshot({ ...current, role: 'admin' })));
  }
  const user = await users.findOneAndUpdate({ _id: current._id }, update);
  return { user: user ?? current, created: false };
}
