import { requireServer, uniqueName } from '../testing/servers';
import { firebaseVerifier } from './firebase-verifier';

const emulator = requireServer('FIREBASE_AUTH_EMULATOR_HOST');
const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-hostel';

async function signUp(email: string): Promise<string> {
  const res = await fetch(`http://${emulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Secret123', returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken: string };
  return body.idToken;
}

describe('firebaseVerifier (Auth emulator)', () => {
  const verifier = firebaseVerifier(projectId);

  it('when an emulator ID token is verified, then its lower-cased e-mail and verified flag come back', async () => {
    const email = `${uniqueName('Verify')}@Hostel.Local`;
    const identity = await verifier.verify(await signUp(email));
    expect(identity.email).toBe(email.toLowerCase());
    expect(identity.emailVerified).toBe(false);
    expect(identity.uid).toEqual(expect.any(String));
  });

  it('when asked whether an account exists, then true for a signed-up account and false for an unknown uid', async () => {
    const { uid } = await verifier.verify(await signUp(`${uniqueName('exists')}@hostel.local`));

    expect(await verifier.accountExists(uid)).toBe(true);
    expect(await verifier.accountExists(uniqueName('gone'))).toBe(false);
  });

  it('when the account’s sign-ins are revoked, then its ID tokens issued before are refused with 401', async () => {
    const idToken = await signUp(`${uniqueName('revoked')}@hostel.local`);
    const { uid } = await verifier.verify(idToken);
    // Firebase keeps the revocation time in whole seconds: a token of the same second would still pass.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    await verifier.revokeSignIns(uid);

    await expect(verifier.verify(idToken)).rejects.toMatchObject({ status: 401 });
  });

  it('when the account is gone, then revoking its sign-ins succeeds; when the provider refuses the call, then 503', async () => {
    await expect(verifier.revokeSignIns(uniqueName('gone'))).resolves.toBeUndefined();
    // A uid longer than Firebase allows: the provider refuses the call itself.
    await expect(verifier.revokeSignIns('x'.repeat(200))).rejects.toMatchObject({ status: 503 });
  });

  it('when the token is garbage, then it is refused with 401', async () => {
    await expect(verifier.verify('not-a-token')).rejects.toMatchObject({ status: 401 });
  });
});
