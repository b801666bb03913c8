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
 * with the same e-mail gets 403 and changes nothing, unless it is the address's verified owner and the record's
 * account never proved the address (see assertMayWrite).
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
      addressVerified: identity.emailVerified,
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
  const takesOver = await assertMayWrite(current, identity, input.accountExists);
  // What an unverified registration wrote was anybody's: the address's verified owner starts from their own.
  const fromSquatter = takesOver && current.addressVerified === false;
  const newName = body.name || (fromSquatter ? name : undefined);
  const newPhoto = sentPhoto || (fromSquatter ? photo : undefined);
  const set: Record<string, unknown> = { lastSignInTime: now, uid: identity.uid };
  if (identity.emailVerified && current.addressVerified === false) set.addressVerified = true;
  if (newName) set.name = newName;
  if (newPhoto !== undefined) {
    set.photo = newPhoto;
    set.photoURL = newPhoto;
  }
  const role = isAdminEmail ? 'admin' : current.role;
  // Another account's sessions end with the take-over (an owner whose account was deleted may still hold some).
  const sessionGeneration = takesOver ? (current.sessionGeneration ?? 0) + 1 : current.sessionGeneration;
  if (takesOver) set.sessionGeneration = sessionGeneration;
  const next = { ...current, name: newName || current.name, role, photoURL: newPhoto === undefined ? current.photoURL : newPhoto, sessionGeneration };
  let update: Update = { $set: set };
  if (role !== current.role) {
    set.role = role;
    update = withOutbox(update, newEvent(EVENTS.userRoleChanged, snapshot(next)));
  } else if (next.name !== current.name || next.photoURL !== current.photoURL) {
    // svc-meals keeps the names shown on reviews and the uploads a photo names, so a new photo is news too.
    update = withOutbox(update, newEvent(EVENTS.userProfileChanged, snapshot(next)));
  }
  if (takesOver) update = withOutbox(update, newEvent(EVENTS.userSessionsRevoked, snapshot(next)));
  // Conditional on the account read above, so a concurrent take-over by another account cannot be overwritten.
  const user = await users.findOneAndUpdate({ _id: current._id, uid: current.uid ?? { $exists: false } }, update);
  if (!user) throw forbidden(MESSAGES.accountBoundToOtherSignIn);
  return { user, created: false };
}

/**
 * Only the account a record is bound to writes it (and so gets its session); true when the caller's account takes it
 * over. A record without an account (made before records were bound), whose account never proved the address (an
 * unverified registration: it could be anybody's, and must not lock the owner out) or whose account the identity
 * provider has deleted is taken over by a sign-in that proves the address (verified e-mail); an unverified one could
 * be anybody's. A record bound before the proof was kept counts as proved. (When Firebase itself merges an unverified
 * password account into the owner's Google sign-in, the uid stays and Firebase revokes the registrant's sign-ins,
 * which checkRevoked refuses.) Production needs admin credentials for the existence check; without them it fails
 * closed.
 */
async function assertMayWrite(current: UserDoc, identity: FirebaseIdentity, accountExists: SaveUserInput['accountExists']): Promise<boolean> {
  if (current.uid === identity.uid) return false;
  const boundToOwner = current.uid !== undefined && current.addressVerified !== false && (await accountExists(current.uid));
  if (!identity.emailVerified || boundToOwner) throw forbidden(MESSAGES.accountBoundToOtherSignIn);
  return true;
}

/** The identity provider's photo (a Google profile photo), when it is a URL the record may hold. */
function providerPhoto(identity: FirebaseIdentity): string | undefined {
  return identity.picture && profilePhotoUrl.safeParse(identity.picture).success ? identity.picture : undefined;
}
