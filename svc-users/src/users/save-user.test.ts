import { EVENTS, MESSAGES } from '@hostel/contracts';
import { type EventEnvelope, type FirebaseIdentity } from '@hostel/platform';
import { openTempStore, type TempStore } from '@hostel/platform/testing';
import { saveUser, type SaveUserInput } from './save-user';
import { userCollection, type UserCollection } from './user-store';

const EMAIL = 'student@test.local';
const identity = (changes: Partial<FirebaseIdentity> = {}): FirebaseIdentity => ({ uid: 'uid-first', email: EMAIL, emailVerified: true, ...changes });

describe('saveUser (records bound to the account that created them; times and photos from the server)', () => {
  let temp: TempStore;
  let users: UserCollection;
  let liveAccounts: Set<string>;

  beforeEach(async () => {
    temp = await openTempStore('save-user');
    users = await userCollection(temp.store);
    liveAccounts = new Set(['uid-first', 'uid-second']);
  });
  afterEach(() => temp.dispose());

  const save = (who: FirebaseIdentity, body: Partial<SaveUserInput['body']> = {}) =>
    saveUser(users, { identity: who, body: { email: who.email, ...body }, adminEmails: ['admin@test.local'], accountExists: async (uid) => liveAccounts.has(uid) });
  const stored = async () => (await users.findOne({ email: EMAIL }))!;

  it('when an unverified account registers, then its record is created and bound to it', async () => {
    const { user, created } = await save(identity({ emailVerified: false }), { name: 'New Student' });

    expect(created).toBe(true);
    expect(user).toMatchObject({ uid: 'uid-first', name: 'New Student', role: 'user', badge: 'Bronze' });
  });

  it('when another live account with the same e-mail saves, then 403 and the record is unchanged', async () => {
    await save(identity(), { name: 'Owner' });
    const before = await stored();

    await expect(save(identity({ uid: 'uid-second' }), { name: 'Intruder' })).rejects.toMatchObject({ status: 403, message: MESSAGES.accountBoundToOtherSignIn });

    expect(await stored()).toEqual(before);
  });

  it('when the bound account is gone, then only a verified sign-in of the e-mail takes the record over', async () => {
    const { user: first } = await save(identity(), { name: 'Owner' });
    liveAccounts.delete('uid-first');

    await expect(save(identity({ uid: 'uid-second', emailVerified: false }))).rejects.toMatchObject({ status: 403 });
    const { user, created } = await save(identity({ uid: 'uid-second' }));

    expect(created).toBe(false);
    expect(user).toMatchObject({ _id: first._id, uid: 'uid-second', name: 'Owner' });
  });

  it('when an unverified account registered the e-mail, then the verified owner of the address takes the record over, with their own name, and the squatter’s account may no longer write it', async () => {
    const { user: squatted } = await save(identity({ uid: 'uid-squatter', emailVerified: false }), { name: 'Squatter', photoURL: 'https://example.com/squatter.png' });
    for (const uid of ['uid-squatter', 'uid-owner']) liveAccounts.add(uid);

    const { user, created } = await save(identity({ uid: 'uid-owner', name: 'Real Owner' }));

    expect(created).toBe(false);
    expect(user).toMatchObject({ _id: squatted._id, uid: 'uid-owner', addressVerified: true, name: 'Real Owner', photoURL: null, sessionGeneration: 1 });
    await expect(save(identity({ uid: 'uid-squatter', emailVerified: false }), { name: 'Squatter again' })).rejects.toMatchObject({ status: 403, message: MESSAGES.accountBoundToOtherSignIn });
    await expect(save(identity({ uid: 'uid-squatter' }))).rejects.toMatchObject({ status: 403 });
    const events = ((await stored())._outbox ?? []) as EventEnvelope[];
    expect(events.map((event) => event.type)).toEqual([EVENTS.userCreated, EVENTS.userProfileChanged, EVENTS.userSessionsRevoked]);
    expect((await stored()).name).toBe('Real Owner');
  });

  it('when an unverified registration is taken over by another unverified account, then 403: only the proved address wins', async () => {
    await save(identity({ uid: 'uid-squatter', emailVerified: false }), { name: 'Squatter' });

    await expect(save(identity({ uid: 'uid-other', emailVerified: false }))).rejects.toMatchObject({ status: 403 });

    expect(await stored()).toMatchObject({ uid: 'uid-squatter', addressVerified: false });
  });

  it('when the account that registered unverified later verifies, then the record is proved and no longer open to a take-over', async () => {
    await save(identity({ emailVerified: false }), { name: 'Slow Verifier' });
    await save(identity());

    await expect(save(identity({ uid: 'uid-second' }))).rejects.toMatchObject({ status: 403 });
    expect(await stored()).toMatchObject({ uid: 'uid-first', addressVerified: true, name: 'Slow Verifier' });
  });

  it('when a record has no account yet (made before binding), then a verified sign-in binds it and an unverified one may not', async () => {
    const now = new Date().toISOString();
    await users.insertOne({ name: 'Legacy', email: EMAIL, photo: null, photoURL: null, role: 'user', badge: 'Gold', creationTime: now, lastSignInTime: now });

    await expect(save(identity({ emailVerified: false }))).rejects.toMatchObject({ status: 403 });
    expect((await save(identity())).user).toMatchObject({ uid: 'uid-first', badge: 'Gold' });
  });

  it('when the body carries creationTime and lastSignInTime, then the server clock sets both', async () => {
    const before = Date.now();

    const { user } = await save(identity(), { creationTime: '2001-01-01T00:00:00.000Z', lastSignInTime: '2099-01-01T00:00:00.000Z' });
    const { user: again } = await save(identity(), { creationTime: '2001-01-01T00:00:00.000Z', lastSignInTime: '2001-01-01T00:00:00.000Z' });

    expect(Date.parse(user.creationTime)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(user.lastSignInTime)).toBeLessThanOrEqual(Date.now());
    expect(again.creationTime).toBe(user.creationTime);
    expect(Date.parse(again.lastSignInTime)).toBeGreaterThanOrEqual(before);
  });

  it("when the identity provider's photo is not an http(s) URL, then the record keeps no photo", async () => {
    const { user } = await save(identity({ picture: 'javascript:alert(1)' }));
    expect(user.photoURL).toBeNull();
    await users.deleteMany({});

    const { user: google } = await save(identity({ picture: 'https://lh3.googleusercontent.com/a/photo' }));
    expect(google.photoURL).toBe('https://lh3.googleusercontent.com/a/photo');
  });

  it('when the name changes, then user.profile_changed carries it to the read models; the same name publishes nothing', async () => {
    await save(identity(), { name: 'Before' });
    await save(identity(), { name: 'Before' });
    await save(identity(), { name: 'After' });

    const events = ((await stored())._outbox ?? []) as EventEnvelope[];
    expect(events.map((event) => [event.type, (event.data as { name: string }).name])).toEqual([
      [EVENTS.userCreated, 'Before'],
      [EVENTS.userProfileChanged, 'After'],
    ]);
  });

  it('when the photo changes, then user.profile_changed carries the new one (svc-meals keeps the uploads photos name); the same photo publishes nothing', async () => {
    const first = '/api/uploads/aaaaaaaaaaaaaaaaaaaaaaaa';
    const second = '/api/uploads/bbbbbbbbbbbbbbbbbbbbbbbb';
    await save(identity(), { name: 'Ann', photoURL: first });
    await save(identity(), { name: 'Ann', photoURL: first });
    await save(identity(), { name: 'Ann', photoURL: second });

    const events = ((await stored())._outbox ?? []) as EventEnvelope[];
    expect(events.map((event) => [event.type, (event.data as { photo?: string }).photo])).toEqual([
      [EVENTS.userCreated, first],
      [EVENTS.userProfileChanged, second],
    ]);
  });
});
