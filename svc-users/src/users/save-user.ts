import { DEFAULT_BADGE, EVENTS, MESSAGES, profilePhotoUrl, type SaveUserBody } from '@hostel/contracts';
import { DuplicateKeyError, forbidden, newEvent, newId, outboxed, withOutbox, type FirebaseIdentity, type Update } from '@hostel/platform';
import { snapshot, type UserCollection, type UserDoc } from './user-store';

export interface SaveUserInput {
  identity: FirebaseIdentity;
  body: Partial<SaveUserBody> & { email: string };
  adminEmails: readonly string[];
  /** Whether the identity provider still has an account (see IdentityVerifier.accountExists). */
  accountExists: (uid: string) => Promise<boolean>;
}

/**
 * Upserts the caller's record by e-mail. Role and badge never come from the request: the role is 'admin' only
 * for a verified e-mail listed in ADMIN_EMAILS, the badge starts Bronze and changes only through payments. The
 * times are the server's clock. A record is bound to the Firebase account (uid) that created it: another account
 * with the same e-mail gets 403 and changes nothing (see assertMayWrite).
 */
export async function saveUser(users: UserCollection, input: SaveUserInput): Promise<{ user: UserDoc; created: boolean }> {
  const { identity, body, adminEmails } = input;
  if (body.email !== identity.email) throw forbidden('Forbidden access');
  const isAdminEmail = identity.emailVerified && adminEmails.includes(identity.email);
  const now = new Date().toISOString();
  const sentPhoto = body.photoURL || body.photo;
  const photo = sentPhoto || providerPhoto(identity) || null;
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
      creationTime: now,
      lastSignInTime: now,
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
  await assertMayWrite(current, identity, input.accountExists);
  const set: Record<string, unknown> = { lastSignInTime: now, uid: identity.uid };
  if (body.name) set.name = body.name;
  if (sentPhoto) {
    set.photo = sentPhoto;
    set.photoURL = sentPhoto;
  }
  const role = isAdminEmail ? 'admin' : current.role;
  let update: Update = { $set: set };
  if (role !== current.role) {
    set.role = role;
    update = withOutbox(update, newEvent(EVENTS.userRoleChanged, snapshot({ ...current, name: body.name || current.name, role, photoURL: sentPhoto || current.photoURL })));
  } else if ((body.name && body.name !== current.name) || (sentPhoto && sentPhoto !== current.photoURL)) {
    // svc-meals keeps the names shown on reviews and the uploads a photo names, so a new photo is news too.
    update = withOutbox(update, newEvent(EVENTS.userProfileChanged, snapshot({ ...current, name: body.name || current.name, photoURL: sentPhoto || current.photoURL })));
  }
  // Conditional on the account read above, so a concurrent take-over by another account cannot be overwritten.
  const user = await users.findOneAndUpdate({ _id: current._id, uid: current.uid ?? { $exists: false } }, update);
  if (!user) throw forbidden(MESSAGES.accountBoundToOtherSignIn);
  return { user, created: false };
}

/**
 * Only the account a record is bound to writes it (and so gets its session). A record without an account (made
 * before records were bound) or whose account the identity provider has deleted may be taken over by a sign-in
 * that proves the address (verified e-mail), as a new account for that e-mail would; an unverified one could be
 * anybody's. Production needs admin credentials for the existence check; without them it fails closed.
 */
async function assertMayWrite(current: UserDoc, identity: FirebaseIdentity, accountExists: SaveUserInput['accountExists']): Promise<void> {
  if (current.uid === identity.uid) return;
  if (!identity.emailVerified || (current.uid && (await accountExists(current.uid)))) throw forbidden(MESSAGES.accountBoundToOtherSignIn);
}

/** The identity provider's photo (a Google profile photo), when it is a URL the record may hold. */
function providerPhoto(identity: FirebaseIdentity): string | undefined {
  return identity.picture && profilePhotoUrl.safeParse(identity.picture).success ? identity.picture : undefined;
}
