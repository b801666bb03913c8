import { MESSAGES } from '@hostel/contracts';
import { verifySessionToken, type FirebaseIdentity } from '@hostel/platform';
import { openTempStore, type TempStore } from '@hostel/platform/testing';
import { startSession } from './issue-token';
import { userCollection, type UserCollection } from './user-store';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

describe('startSession (POST /jwt: sessions only for a verified e-mail)', () => {
  let temp: TempStore;
  let users: UserCollection;

  beforeEach(async () => {
    temp = await openTempStore('session');
    users = await userCollection(temp.store);
  });
  afterEach(() => temp.dispose());

  const start = (identity: FirebaseIdentity) =>
    startSession(users, { identity, body: { email: identity.email }, adminEmails: [], accountExists: async () => true }, { secret: SECRET, ttl: '1h' });

  it('when the e-mail is not verified, then 403 with the verify notice and no record is written', async () => {
    await expect(start({ uid: 'u1', email: 'new@test.local', emailVerified: false })).rejects.toMatchObject({ status: 403, message: MESSAGES.verifyEmailFirst });

    expect(await users.count({})).toBe(0);
  });

  it('when the e-mail is verified, then a session token for the record', async () => {
    const { token, created } = await start({ uid: 'u1', email: 'new@test.local', emailVerified: true });

    const record = await users.findOne({ email: 'new@test.local' });
    expect(created).toBe(true);
    expect(verifySessionToken(token, SECRET)).toMatchObject({ sub: record!._id, email: 'new@test.local', role: 'user' });
  });

  it('when the user’s sessions were ended before, then the new token carries the current generation', async () => {
    await start({ uid: 'u1', email: 'new@test.local', emailVerified: true });
    await users.updateOne({ email: 'new@test.local' }, { $set: { sessionGeneration: 2 } });

    const { token } = await start({ uid: 'u1', email: 'new@test.local', emailVerified: true });

    expect(verifySessionToken(token, SECRET).gen).toBe(2);
  });
});
