/**
 * Identity steps the session rules need beyond a verified student (actors.ts): an account whose e-mail is not
 * verified yet, verifying it later, a Google sign-in, and an e-mail moving to another account. All through the
 * Auth emulator's REST API, the way its own tools do (`Bearer owner` for the administrator's calls).
 */
import { randomBytes } from 'node:crypto';
import { emulatorAccount, type EmulatorAccount } from '../../scripts/stack/identity';
import { FIREBASE_HOST } from '../../scripts/stack/external';

export const PASSWORD = 'Password1';

export const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}@api.test`;

async function identityCall<T>(path: string, body: unknown, owner = false): Promise<T> {
  const res = await fetch(`http://${FIREBASE_HOST}/identitytoolkit.googleapis.com/v1/${path}?key=demo-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(owner ? { Authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: { message: string } };
  if (!res.ok) throw new Error(json.error?.message ?? `identity call ${path} failed with ${res.status}`);
  return json;
}

/** A password account as registration leaves it: signed up, e-mail not verified. */
export const unverifiedAccount = (email: string, displayName = 'Unverified Student') => emulatorAccount(email, PASSWORD, { verified: false, displayName });

/** The user followed the verification link: a fresh ID token now says email_verified. */
export const verifiedAccount = (email: string, displayName?: string) => emulatorAccount(email, PASSWORD, { verified: true, displayName });

/** A first Google sign-in (the emulator takes an unsigned Google ID token); Firebase marks the e-mail verified. */
export async function googleAccount(email: string, name: string): Promise<EmulatorAccount> {
  const googleToken = JSON.stringify({ sub: `google-${randomBytes(6).toString('hex')}`, email, email_verified: true, name });
  const account = await identityCall<EmulatorAccount>('accounts:signInWithIdp', {
    requestUri: 'http://localhost',
    postBody: `id_token=${encodeURIComponent(googleToken)}&providerId=google.com`,
    returnSecureToken: true,
  });
  return { ...account, email };
}

/** The account's owner changed its e-mail: the old address is free for another account. */
export async function changeEmail(account: EmulatorAccount, email: string): Promise<void> {
  await identityCall('accounts:update', { localId: account.localId, email }, true);
}

export async function deleteAccount(account: EmulatorAccount): Promise<void> {
  await identityCall('accounts:delete', { localId: account.localId }, true);
}
