import { budgetsFor, unverifiedFirebaseUid } from './rate-limit';

const tokenWith = (payload: object) => `eyJhbGciOiJSUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.signature`;

describe('budgetsFor (whose budget a call spends)', () => {
  const address = '203.0.113.7';

  it('when a signed-in student calls, then their own budget is spent, not their address', () => {
    expect(budgetsFor('standard', { address, userId: 'u1' })).toEqual([{ budget: 'user', key: 'user:u1' }]);
  });

  it('when nobody is signed in, then the address spends the anonymous budget', () => {
    expect(budgetsFor('standard', { address })).toEqual([{ budget: 'anonymous', key: `ip:${address}` }]);
  });

  it('when someone signs in, then their uid spends the sign-in budget and the address its ceiling; without a uid the address spends both', () => {
    expect(budgetsFor('sign-in', { address, firebaseUid: 'abc' })).toEqual([
      { budget: 'signInPerAddress', key: `ip:${address}` },
      { budget: 'signIn', key: 'uid:abc' },
    ]);
    expect(budgetsFor('sign-in', { address })).toEqual([
      { budget: 'signInPerAddress', key: `ip:${address}` },
      { budget: 'signIn', key: `ip:${address}` },
    ]);
  });

  it('when an image is uploaded, then per user when signed in, else per address; images are read per address', () => {
    expect(budgetsFor('upload', { address, userId: 'u1' })).toEqual([{ budget: 'uploads', key: 'user:u1' }]);
    expect(budgetsFor('upload', { address })).toEqual([{ budget: 'uploads', key: `ip:${address}` }]);
    expect(budgetsFor('image', { address, userId: 'u1' })).toEqual([{ budget: 'images', key: `ip:${address}` }]);
  });
});

describe('unverifiedFirebaseUid', () => {
  it("when a token's payload names a subject, then that is the uid", () => {
    expect(unverifiedFirebaseUid(tokenWith({ sub: 'Xy12uid', email: 'a@b.c' }))).toBe('Xy12uid');
  });

  it('when the token is missing, garbage, or its subject is not a plausible uid, then there is none', () => {
    expect(unverifiedFirebaseUid(undefined)).toBeUndefined();
    expect(unverifiedFirebaseUid('not-a-token')).toBeUndefined();
    expect(unverifiedFirebaseUid('a.%%%.c')).toBeUndefined();
    expect(unverifiedFirebaseUid(tokenWith({ sub: 42 }))).toBeUndefined();
    expect(unverifiedFirebaseUid(tokenWith({ sub: 'x'.repeat(129) }))).toBeUndefined();
  });
});
