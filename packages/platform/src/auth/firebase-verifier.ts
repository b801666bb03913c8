import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { unauthorized, unavailable } from '../http/app-error';

export interface FirebaseIdentity {
  uid: string;
  email: string;
  emailVerified: boolean;
  name?: string;
  picture?: string;
}

export interface IdentityVerifier {
  /** The token's identity; a token the provider revoked (its account signed out everywhere) is refused like a forged one. */
  verify(idToken: string): Promise<FirebaseIdentity>;
  /** Ends the account's sign-ins: its refresh tokens stop working and the ID tokens issued so far count as revoked. */
  revokeSignIns(uid: string): Promise<void>;
  /**
   * Whether the identity provider still has this account. False only when it says the account is gone; when it
   * cannot tell (no admin credentials, provider down) this is true, so a caller relying on it fails closed.
   */
  accountExists(uid: string): Promise<boolean>;
}

/**
 * Verifies Firebase ID tokens with firebase-admin. With FIREBASE_AUTH_EMULATOR_HOST set the SDK accepts the
 * emulator's tokens for the (demo) project id, so the same code runs against the emulator and production.
 */
export function firebaseVerifier(projectId: string): IdentityVerifier {
  const name = `verifier-${projectId}`;
  const app: App = getApps().find((candidate) => candidate.name === name) ?? initializeApp({ projectId }, name);
  const auth = getAuth(app);
  // The revocation check reads the account from the provider. A burst of sign-ins of one account (a student's tabs,
  // a retrying client) shares one read in flight instead of queueing one each on the provider.
  const accountReads = new Map<string, Promise<UserRecord>>();
  const accountOf = (uid: string): Promise<UserRecord> => {
    let read = accountReads.get(uid);
    if (!read) {
      read = auth.getUser(uid).finally(() => accountReads.delete(uid));
      accountReads.set(uid, read);
    }
    return read;
  };
  return {
    async verify(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken);
        // What verifyIdToken(token, true) checks, with the account read shared: a disabled account, or a token
        // issued before the account's sign-ins were revoked, is refused.
        const account = await accountOf(decoded.uid);
        if (account.disabled) throw new Error('account disabled');
        const validAfter = account.tokensValidAfterTime ? Date.parse(account.tokensValidAfterTime) : 0;
        if (decoded.auth_time * 1000 < validAfter) throw new Error('token revoked');
        if (!decoded.email) throw new Error('token without e-mail');
        return {
          uid: decoded.uid,
          email: decoded.email.toLowerCase(),
          emailVerified: decoded.email_verified === true,
          name: typeof decoded.name === 'string' ? decoded.name : undefined,
          picture: typeof decoded.picture === 'string' ? decoded.picture : undefined,
        };
      } catch {
        throw unauthorized('Invalid identity token');
      }
    },
    async revokeSignIns(uid) {
      try {
        await auth.revokeRefreshTokens(uid);
      } catch (err) {
        // An account deleted meanwhile has nothing left to sign in with. Otherwise the provider is away or refuses
        // these credentials: a 503, so the caller asks again (the service's own sessions are ended already).
        if ((err as { code?: string }).code !== 'auth/user-not-found') throw unavailable('Could not reach the sign-in provider');
      }
    },
    async accountExists(uid) {
      try {
        await auth.getUser(uid);
        return true;
      } catch (err) {
        return (err as { code?: string }).code !== 'auth/user-not-found';
      }
    },
  };
}
