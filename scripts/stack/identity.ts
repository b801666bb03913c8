import { FIREBASE_HOST } from './external';

const base = () => `http://${FIREBASE_HOST}/identitytoolkit.googleapis.com/v1`;

async function call<T>(path: string, body: unknown, owner = false): Promise<T> {
  const res = await fetch(`${base()}/${path}?key=demo-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(owner ? { Authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: { message: string } };
  if (!res.ok) throw new Error(json.error?.message ?? `identity call ${path} failed with ${res.status}`);
  return json;
}

export interface EmulatorAccount {
  localId: string;
  idToken: string;
  email: string;
}

const signIn = (email: string, password: string) => call<EmulatorAccount>('accounts:signInWithPassword', { email, password, returnSecureToken: true });

interface StoredAccount {
  localId: string;
  displayName?: string;
  emailVerified?: boolean;
  disabled?: boolean;
}

async function signsIn(email: string, password: string): Promise<boolean> {
  try {
    await signIn(email, password);
    return true;
  } catch {
    return false;
  }
}

/**
 * An emulator account exactly as described, whatever the emulator held under that e-mail before (another
 * password, unverified, disabled, renamed): created if missing, otherwise what differs is reset through the
 * emulator's admin API. An account already as described is left alone (a new password would end its sessions).
 */
export async function resetEmulatorAccount(email: string, password: string, profile: { displayName: string; verified: boolean }): Promise<EmulatorAccount> {
  const { users } = await call<{ users?: StoredAccount[] }>('accounts:lookup', { email: [email] }, true);
  const stored = users?.[0];
  if (!stored) {
    const created = await call<EmulatorAccount>('accounts:signUp', { email, password, displayName: profile.displayName, returnSecureToken: true });
    if (profile.verified) await call('accounts:update', { localId: created.localId, emailVerified: true }, true);
  } else {
    const changes = {
      ...(stored.displayName === profile.displayName ? {} : { displayName: profile.displayName }),
      ...(Boolean(stored.emailVerified) === profile.verified ? {} : { emailVerified: profile.verified }),
      ...(stored.disabled ? { disableUser: false } : {}),
      ...(!stored.disabled && (await signsIn(email, password)) ? {} : { password }),
    };
    if (Object.keys(changes).length > 0) await call('accounts:update', { localId: stored.localId, ...changes }, true);
  }
  return { ...(await signIn(email, password)), email };
}

/** Creates (or signs into) an emulator account; `verified` marks the e-mail verified and signs in again. */
export async function emulatorAccount(email: string, password: string, options: { verified?: boolean; displayName?: string } = {}): Promise<EmulatorAccount> {
  let account: EmulatorAccount;
  try {
    account = await call<EmulatorAccount>('accounts:signUp', { email, password, returnSecureToken: true, displayName: options.displayName });
  } catch (err) {
    if (!(err instanceof Error && err.message.startsWith('EMAIL_EXISTS'))) throw err;
    account = await signIn(email, password);
  }
  if (options.verified) {
    await call('accounts:update', { localId: account.localId, emailVerified: true, ...(options.displayName ? { displayName: options.displayName } : {}) }, true);
    account = await signIn(email, password);
  }
  return { ...account, email };
}
