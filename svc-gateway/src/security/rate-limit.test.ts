import { createLogger } from '@hostel/platform';
import { budgetsFor, rateLimits, unverifiedFirebaseUid, type RateLimits } from './rate-limit';

const tokenWith = (payload: object) => `eyJhbGciOiJSUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.signature`;

describe('budgetsFor (whose budget a call spends)', () => {
  const address = '203.0.113.7';

  it('when a signed-in student calls, then their own budget is spent, not their address', () => {
    expect(budgetsFor('standard', { address, userId: 'u1' })).toEqual([{ budget: 'user', key: 'user:u1' }]);
  });

  it('when nobody is signed in, then the address spends the anonymous budget', () => {
    expect(budgetsFor('standard', { address })).toEqual([{ budget: 'anonymous', key: `ip:${address}` }]);
  });

  it('when someone signs in, then their uid spends the sign-in budget first and the address its ceiling after; without a uid the address spends both', () => {
    expect(budgetsFor('sign-in', { address, firebaseUid: 'abc' })).toEqual([
      { budget: 'signIn', key: 'uid:abc' },
      { budget: 'signInPerAddress', key: `ip:${address}` },
    ]);
    expect(budgetsFor('sign-in', { address })).toEqual([
      { budget: 'signIn', key: `ip:${address}` },
      { budget: 'signInPerAddress', key: `ip:${address}` },
    ]);
  });

  it('when an image is uploaded, then per user when signed in, else per address; images are read per address', () => {
    expect(budgetsFor('upload', { address, userId: 'u1' })).toEqual([{ budget: 'uploads', key: 'user:u1' }]);
    expect(budgetsFor('upload', { address })).toEqual([{ budget: 'uploads', key: `ip:${address}` }]);
    expect(budgetsFor('image', { address, userId: 'u1' })).toEqual([{ budget: 'images', key: `ip:${address}` }]);
  });

  it('when a payment call is made, then the user spends the payment budget first and their own after it', () => {
    expect(budgetsFor('payment', { address, userId: 'u1' })).toEqual([
      { budget: 'payments', key: 'user:u1' },
      { budget: 'user', key: 'user:u1' },
    ]);
  });

  it('when a mess write is made, then the user spends the mess-write budget first and their own after it', () => {
    expect(budgetsFor('messWrite', { address, userId: 'u1' })).toEqual([
      { budget: 'messWrites', key: 'user:u1' },
      { budget: 'user', key: 'user:u1' },
    ]);
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

describe('spending the sign-in budgets (in memory)', () => {
  const nat = '203.0.113.7';
  const limitsOf = (signIn: number, signInPerAddress: number): RateLimits => ({ anonymous: 100, user: 100, signIn, signInPerAddress, uploads: 100, images: 100, payments: 100, messWrites: 100, prefix: 'test' });
  const signIns = async (spend: ReturnType<typeof rateLimits>['spend'], firebaseUid: string, count: number, address = nat) => {
    const refused: (number | undefined)[] = [];
    for (let i = 0; i < count; i++) refused.push(await spend('sign-in', { address, firebaseUid }));
    return refused.filter((retryAfter) => retryAfter !== undefined).length;
  };

  it('when one uid floods sign-ins past its own budget, then only its accepted calls spend the address ceiling, and its neighbours still sign in', async () => {
    const { spend } = rateLimits(limitsOf(3, 7), undefined, createLogger('rate-limit-test', 'silent'));

    const flooderRefused = await signIns(spend, 'flooder', 50);
    const neighboursRefused = await signIns(spend, 'neighbour-1', 3) + (await signIns(spend, 'neighbour-2', 1));

    expect(flooderRefused).toBe(47);
    expect(neighboursRefused).toBe(0);
  });

  it('when the address ceiling is reached, then it still refuses, and the refused uid keeps its own budget for elsewhere', async () => {
    const { spend } = rateLimits(limitsOf(1, 2), undefined, createLogger('rate-limit-test', 'silent'));
    await signIns(spend, 'a', 1);
    await signIns(spend, 'b', 1);

    const atCeiling = await spend('sign-in', { address: nat, firebaseUid: 'c' });
    const elsewhere = await spend('sign-in', { address: '198.51.100.9', firebaseUid: 'c' });

    expect(atCeiling).toBeGreaterThan(0);
    expect(elsewhere).toBeUndefined();
  });
});

describe('addresses and payment calls (in memory)', () => {
  const limits: RateLimits = { anonymous: 3, user: 100, signIn: 100, signInPerAddress: 100, uploads: 100, images: 100, payments: 2, messWrites: 100, prefix: 'test' };
  const refusals = async (spend: ReturnType<typeof rateLimits>['spend'], calls: [Parameters<typeof spend>[0], Parameters<typeof spend>[1]][]) => {
    const answers: (number | undefined)[] = [];
    for (const [limitClass, caller] of calls) answers.push(await spend(limitClass, caller));
    return answers.map((retryAfter) => retryAfter !== undefined);
  };

  it('when IPv6 clients in one /64 call anonymously, then they share one budget, and a client of another /64 has its own', async () => {
    const { spend } = rateLimits(limits, undefined, createLogger('rate-limit-test', 'silent'));
    const sameNetwork = ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1:abcd::9', '2001:db8:7:1::ffff'];

    const refused = await refusals(spend, sameNetwork.map((address) => ['standard', { address }]));
    const neighbour = await spend('standard', { address: '2001:db8:7:2::1' });

    expect(refused).toEqual([false, false, false, true]);
    expect(neighbour).toBeUndefined();
  });

  it('when an address spends its one budget up, then the refusal says to wait the rest of the window, in whole seconds', async () => {
    const { spend } = rateLimits(limits, undefined, createLogger('rate-limit-test', 'silent'));
    const caller = { address: '198.51.100.4' };

    const answers = [await spend('standard', caller), await spend('standard', caller), await spend('standard', caller), await spend('standard', caller)];

    expect(answers.slice(0, 3)).toEqual([undefined, undefined, undefined]);
    expect(answers[3]).toBe(60);
  });

  it('when a user makes more payment calls than their payment budget, then the next is refused while their other calls pass', async () => {
    const { spend } = rateLimits(limits, undefined, createLogger('rate-limit-test', 'silent'));
    const student = { address: '203.0.113.7', userId: 'u1' };

    const refused = await refusals(spend, [['payment', student], ['payment', student], ['payment', student]]);
    const otherCall = await spend('standard', student);
    const otherStudent = await spend('payment', { ...student, userId: 'u2' });

    expect(refused).toEqual([false, false, true]);
    expect(otherCall).toBeUndefined();
    expect(otherStudent).toBeUndefined();
  });
});
