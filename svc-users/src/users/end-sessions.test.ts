import { EVENTS } from '@hostel/contracts';
import { auditorOf, issueSessionToken, newId, verifySessionToken, type EventEnvelope } from '@hostel/platform';
import { openTempStore, type TempStore } from '@hostel/platform/testing';
import { endSessions } from './end-sessions';
import { usersCaller } from './read-users';
import { userCollection, type UserCollection, type UserDoc } from './user-store';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

describe('endSessions (sign out everywhere, an admin’s revoke)', () => {
  let temp: TempStore;
  let users: UserCollection;
  let user: UserDoc;
  let revokedSignIns: string[];

  beforeEach(async () => {
    temp = await openTempStore('end-sessions');
    users = await userCollection(temp.store);
    const now = new Date().toISOString();
    user = await users.insertOne({ _id: newId(), uid: 'firebase-uid', name: 'Student', email: 'student@test.local', photo: null, photoURL: null, role: 'user', badge: 'Bronze', creationTime: now, lastSignInTime: now });
    revokedSignIns = [];
  });
  afterEach(() => temp.dispose());

  const revokeSignIns = async (uid: string) => void revokedSignIns.push(uid);
  const sessionOf = (gen?: number) => verifySessionToken(issueSessionToken({ sub: user._id, email: user.email, role: 'user', gen }, SECRET), SECRET);
  const outbox = async () => ((await users.findOne({ _id: user._id }))!._outbox ?? []) as EventEnvelope[];

  it('when the user signs out everywhere, then their earlier tokens are refused, the Firebase account’s sign-ins are revoked and user.sessions_revoked carries the new generation', async () => {
    const before = sessionOf();

    const { generation } = await endSessions(users, { userId: user._id, revokeSignIns });

    expect(generation).toBe(1);
    await expect(usersCaller(users, before)).rejects.toMatchObject({ status: 401 });
    await expect(usersCaller(users, sessionOf(1))).resolves.toMatchObject({ id: user._id });
    expect(revokedSignIns).toEqual(['firebase-uid']);
    expect((await outbox()).map((event) => [event.type, (event.data as { sessionGeneration?: number }).sessionGeneration])).toEqual([[EVENTS.userSessionsRevoked, 1]]);
  });

  it('when an admin revokes, then the change is audited with the generation before and after', async () => {
    await endSessions(users, { userId: user._id, revokeSignIns });
    const audit = auditorOf({ service: 'users', action: 'revokeUserSessions', actor: { id: 'admin-id', email: 'admin@test.local' } });

    const { generation } = await endSessions(users, { userId: user._id, revokeSignIns, audit });

    expect(generation).toBe(2);
    const entry = (await outbox()).find((event) => event.type === EVENTS.auditRecorded);
    expect(entry?.data).toMatchObject({
      action: 'revokeUserSessions',
      actorEmail: 'admin@test.local',
      target: { type: 'user', id: user._id },
      before: { email: user.email, sessionGeneration: 1 },
      after: { email: user.email, sessionGeneration: 2 },
    });
  });

  it('when two revokes race, then both end the sessions and neither lowers the generation', async () => {
    const results = await Promise.all([endSessions(users, { userId: user._id, revokeSignIns }), endSessions(users, { userId: user._id, revokeSignIns })]);

    const stored = (await users.findOne({ _id: user._id }))!.sessionGeneration;
    expect(stored).toBeGreaterThanOrEqual(1);
    for (const { generation } of results) expect(generation).toBeLessThanOrEqual(stored!);
    await expect(usersCaller(users, sessionOf())).rejects.toMatchObject({ status: 401 });
  });

  it('when the user is unknown, then 404 and nothing is revoked', async () => {
    await expect(endSessions(users, { userId: newId(), revokeSignIns })).rejects.toMatchObject({ status: 404 });
    expect(revokedSignIns).toEqual([]);
  });
});
