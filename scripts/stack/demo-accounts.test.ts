import { requireServer } from '@hostel/platform/testing';
import { DEMO_ACCOUNTS, demoAccountLines, ensureDemoIdentities } from './demo-accounts';

/** The Auth emulator's REST API as an operator (owner) or a user would call it. */
async function emulator<T>(path: string, body: unknown, owner = false): Promise<T> {
  const res = await fetch(`http://${requireServer('FIREBASE_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1/${path}?key=demo-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(owner ? { Authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: { message: string } };
  if (!res.ok) throw new Error(json.error?.message ?? `${path}: ${res.status}`);
  return json;
}

interface StoredAccount {
  localId: string;
  displayName?: string;
  emailVerified?: boolean;
  validSince?: string;
}

const stored = async (email: string) => (await emulator<{ users: StoredAccount[] }>('accounts:lookup', { email: [email] }, true)).users[0]!;
const signIn = (email: string, password: string) => emulator<{ localId: string }>('accounts:signInWithPassword', { email, password, returnSecureToken: true });

/** What `npm start` prints, read back: e-mail and password of each announced account. */
const printed = () =>
  demoAccountLines().map((line) => {
    const [, email, password] = /(\S+@\S+)\s+password (\S+)$/.exec(line)!;
    return { email: email!, password: password! };
  });

// These are the shared emulator's real demo accounts (other suites sign in with them): whatever happens,
// leave them as announced.
afterAll(() => ensureDemoIdentities());

describe('ensureDemoIdentities', () => {
  it('when a running emulator holds a demo account with another password, then it is reset and every printed account signs in', async () => {
    await ensureDemoIdentities();
    const bronze = DEMO_ACCOUNTS.find((account) => account.email.startsWith('bronze'))!;
    const { localId } = await stored(bronze.email);
    await emulator('accounts:update', { localId, password: 'Changed-elsewhere-1' }, true);
    await expect(signIn(bronze.email, bronze.password)).rejects.toThrow(/INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS/);

    await ensureDemoIdentities();

    for (const { email, password } of printed()) {
      const account = await signIn(email, password);
      const after = await stored(email);
      expect(after).toMatchObject({ emailVerified: true, displayName: DEMO_ACCOUNTS.find((demo) => demo.email === email)!.name });
      if (email === bronze.email) expect(account.localId).toBe(localId); // the same account, so its backend record stays bound to it
    }
  });

  it('when the demo accounts are already as announced, then they are left alone and their sessions stay valid', async () => {
    await ensureDemoIdentities();
    const before = await Promise.all(DEMO_ACCOUNTS.map((demo) => stored(demo.email)));
    // validSince has a one-second grain: a password set again now would show.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    await ensureDemoIdentities();

    const after = await Promise.all(DEMO_ACCOUNTS.map((demo) => stored(demo.email)));
    expect(after.map((account) => account.validSince)).toEqual(before.map((account) => account.validSince));
  });
});
