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

/** Creates (or signs into) an emulator account; `verified` marks the e-mail verified and signs in again. */
export async function emulatorAccount(email: string, password: string, options: { verified?: boolean; displayName?: string } = {}): Promise<EmulatorAccount> {
  let account: EmulatorAccount;
  try {
    account = await call<EmulatorAccount>('accounts:signUp', { email, password, returnSecureToken: true, displayName: options.displayName });
  } catch (err) {
    if (!(err instanceof Error && err.message.startsWith('EMAIL_EXISTS'))) throw err;
    account = await call<EmulatorAccount>('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  }
  if (options.verified) {
    await call('accounts:update', { localId: account.localId, emailVerified: true, ...(options.displayName ? { displayName: options.displayName } : {}) }, true);
    account = await call<EmulatorAccount>('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  }
  return { ...account, email };
}
