import { API, MESSAGES, pathOf } from '@hostel/contracts';
import { DEV_JWT_SECRET, issueSessionToken } from '@hostel/platform';
import { emulatorAccount } from '../scripts/stack/identity';
import { admin, bronzeStudent, signUp, type Actor } from './support/actors';
import { api, eventually, expectErrorShape } from './support/client';
import { expectHealthy, FORGED_TOKEN, GARBAGE_TOKEN, idOf, mealInput, UNKNOWN_ID } from './support/fixtures';
import { changeEmail, deleteAccount, googleAccount, uniqueEmail, unverifiedAccount, verifiedAccount } from './support/identity-accounts';
import { API_PORTS } from './support/ports';

interface UserRecord {
  _id: string;
  name: string;
  email: string;
  role: string;
  badge: string;
  photoURL: string | null;
  creationTime: string;
  lastSignInTime: string;
}

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

describe('POST /api/jwt', () => {
  it('when called with a Firebase ID token for the same e-mail, then it answers a session token with id, e-mail, role and an expiry', async () => {
    const student = await signUp();

    const res = await api<{ token: string }>('/jwt', { token: student.idToken, body: { email: student.email } });

    expect(res.status).toBe(200);
    const claims = claimsOf(res.body.token);
    expect(claims).toMatchObject({ email: student.email, role: 'user', sub: expect.stringMatching(/^[a-f0-9]{24}$/) });
    expect(claims.exp).toEqual(expect.any(Number));
    expect(Number(claims.exp)).toBeGreaterThan(Date.now() / 1000);
  });

  it('when the admin e-mail signs in, then the session token carries role admin', async () => {
    const adminActor = await admin();

    expect(claimsOf(adminActor.token)).toMatchObject({ role: 'admin', email: adminActor.email });
  });

  it('when no token, a garbage token or a session token instead of a Firebase token is sent, then 401', async () => {
    const student = await signUp();

    for (const token of [undefined, GARBAGE_TOKEN, student.token]) {
      const res = await api('/jwt', { token, body: { email: student.email } });
      expect(res.status).toBe(401);
      expectErrorShape(res.body);
    }
  });

  it("when the body's e-mail is not the token's, then 403 and no token", async () => {
    const student = await signUp();
    const other = await signUp();

    const res = await api('/jwt', { token: student.idToken, body: { email: other.email } });

    expect(res.status).toBe(403);
    expectErrorShape(res.body);
    expect(res.body).not.toHaveProperty('token');
  });

  it('when the e-mail is an operator object, wrong-typed or the body is invalid JSON, then 400 and the service stays healthy', async () => {
    const student = await signUp();

    for (const body of [{ email: { $ne: null } }, { email: 42 }, {}, '{"email":']) {
      const res = await api('/jwt', { token: student.idToken, body });
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
    }
    await expectHealthy();
  });
});

describe('POST /api/users', () => {
  it('when a new verified user saves a record with role and badge, then they are ignored: role user, badge Bronze', async () => {
    const email = `fresh-${Date.now()}-${Math.random().toString(16).slice(2)}@api.test`;
    const account = await emulatorAccount(email, 'Password1', { verified: true, displayName: 'Fresh' });

    const res = await api<{ success: boolean; created: boolean; user: UserRecord }>('/users', {
      token: account.idToken,
      body: { name: 'Fresh Student', email, photoURL: 'https://example.com/p.png', role: 'admin', badge: 'Platinum' },
    });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, created: true });
    expect(res.body.user).toMatchObject({ name: 'Fresh Student', email, role: 'user', badge: 'Bronze', photoURL: 'https://example.com/p.png' });
  });

  it('when the same user saves again, then the record is updated (not duplicated) and lastSignInTime moves on', async () => {
    const student = await signUp();
    const before = await api<UserRecord>(`/users/${encodeURIComponent(student.email)}`, { token: student.token });
    await new Promise((resolve) => setTimeout(resolve, 20));

    const again = await api<{ created: boolean; user: UserRecord }>('/users', { token: student.idToken, body: { email: student.email, name: 'Renamed Student' } });

    expect(again.status).toBe(200);
    expect(again.body.created).toBe(false);
    expect(again.body.user._id).toBe(before.body._id);
    expect(again.body.user.name).toBe('Renamed Student');
    expect(again.body.user.creationTime).toBe(before.body.creationTime);
    expect(Date.parse(again.body.user.lastSignInTime)).toBeGreaterThan(Date.parse(before.body.lastSignInTime));
  });

  it('when called without a token, with a garbage token or with a session token, then 401', async () => {
    const student = await signUp();

    for (const token of [undefined, GARBAGE_TOKEN, student.token]) {
      const res = await api('/users', { token, body: { email: student.email } });
      expect(res.status).toBe(401);
      expectErrorShape(res.body);
    }
  });

  it("when the body's e-mail is someone else's, then 403 and that user's record is untouched", async () => {
    const student = await signUp();
    const victim = await signUp({ name: 'Victim Name' });

    const res = await api('/users', { token: student.idToken, body: { email: victim.email, name: 'Hijacked' } });

    expect(res.status).toBe(403);
    expectErrorShape(res.body);
    const record = await api<UserRecord>(`/users/${encodeURIComponent(victim.email)}`, { token: victim.token });
    expect(record.body.name).toBe('Victim Name');
  });

  it('when the body smuggles operators, wrong types or oversized text, then 400', async () => {
    const student = await signUp();

    for (const body of [{ email: { $ne: null } }, { email: student.email, name: { $gt: '' } }, { email: student.email, name: 'x'.repeat(101) }, 'not json']) {
      const res = await api('/users', { token: student.idToken, body });
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
    }
    await expectHealthy();
  });
});

describe('sessions only for a verified e-mail, records bound to their account (DESIGN §6)', () => {
  const record = (actor: Pick<Actor, 'email' | 'token'>) => api<UserRecord>(`/users/${encodeURIComponent(actor.email)}`, { token: actor.token });

  it('when an unverified account saves its record, then 201; its session request answers 403 "Please verify your email before logging in." until the e-mail is verified', async () => {
    const email = uniqueEmail('unverified');
    const account = await unverifiedAccount(email);

    const saved = await api<{ created: boolean; user: UserRecord }>('/users', { token: account.idToken, body: { name: 'Not Yet Verified', email } });
    const refused = await api('/jwt', { token: account.idToken, body: { email } });

    expect(saved.status).toBe(201);
    expect(saved.body.user).toMatchObject({ email, name: 'Not Yet Verified', role: 'user' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, message: MESSAGES.verifyEmailFirst, code: 'verifyEmailFirst' });
    const verified = await verifiedAccount(email);
    const session = await api<{ token: string }>('/jwt', { token: verified.idToken, body: { email } });
    expect(session.status).toBe(200);
    expect(claimsOf(session.body.token)).toMatchObject({ email, sub: saved.body.user._id });
  });

  it('when a Google identity signs in for the first time, then Firebase has verified the e-mail and it gets a session', async () => {
    const email = uniqueEmail('google');
    const account = await googleAccount(email, 'Google Student');

    const session = await api<{ token: string }>('/jwt', { token: account.idToken, body: { email } });

    expect(session.status).toBe(200);
    expect(claimsOf(session.body.token)).toMatchObject({ email, role: 'user' });
  });

  it("when another live account now holds a record's e-mail, then it gets neither that record's session nor changes it: 403", async () => {
    const email = uniqueEmail('bound');
    const owner = await signUp({ email, name: 'Original Owner' });
    const ownerAccount = await verifiedAccount(email);
    await changeEmail(ownerAccount, uniqueEmail('moved'));
    const newcomer = await verifiedAccount(email, 'Newcomer');

    const session = await api('/jwt', { token: newcomer.idToken, body: { email } });
    const update = await api('/users', { token: newcomer.idToken, body: { email, name: 'Newcomer', photoURL: 'https://example.com/newcomer.png' } });

    for (const res of [session, update]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, message: MESSAGES.accountBoundToOtherSignIn, code: 'accountBoundToOtherSignIn' });
    }
    expect(session.body).not.toHaveProperty('token');
    expect((await record(owner)).body).toMatchObject({ _id: idOf(owner), name: 'Original Owner', photoURL: null });
  });

  it('when the account that made a record is deleted and its e-mail signs up again, then the new account takes the record over once verified, not before', async () => {
    const email = uniqueEmail('reborn');
    const first = await signUp({ email, name: 'First Account' });
    await deleteAccount(await verifiedAccount(email));
    const second = await unverifiedAccount(email, 'Second Account');

    const unverifiedUpdate = await api('/users', { token: second.idToken, body: { email, name: 'Second Account' } });
    const verified = await verifiedAccount(email);
    const session = await api<{ token: string }>('/jwt', { token: verified.idToken, body: { email } });

    expect(unverifiedUpdate.status).toBe(403);
    expect(unverifiedUpdate.body).toEqual({ success: false, message: MESSAGES.accountBoundToOtherSignIn, code: 'accountBoundToOtherSignIn' });
    expect(session.status).toBe(200);
    expect(claimsOf(session.body.token).sub).toBe(idOf(first));
    expect((await record({ email, token: session.body.token })).body.name).toBe('First Account');
    // The deleted account's sessions end with the take-over.
    expect((await record(first)).status).toBe(401);
  });

  it('when the body sends creationTime and lastSignInTime, then the server sets both from its own clock', async () => {
    const email = uniqueEmail('times');
    const account = await verifiedAccount(email);
    const before = Date.now();
    const forged = { creationTime: '2001-01-01T00:00:00.000Z', lastSignInTime: '2099-01-01T00:00:00.000Z' };

    const created = await api<{ user: UserRecord }>('/users', { token: account.idToken, body: { email, name: 'Timely', ...forged } });
    const again = await api<{ user: UserRecord }>('/users', { token: account.idToken, body: { email, ...forged } });

    for (const { user } of [created.body, again.body]) {
      expect(Date.parse(user.creationTime)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(user.lastSignInTime)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(user.lastSignInTime)).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect(again.body.user.creationTime).toBe(created.body.user.creationTime);
  });

  it('when photoURL or photo is not an http(s) URL, then 400 and the record keeps its photo; https and an uploaded image path are taken', async () => {
    const student = await signUp();
    const save = (body: Record<string, unknown>) => api<{ user: UserRecord }>('/users', { token: student.idToken, body: { email: student.email, ...body } });
    expect((await save({ photoURL: 'https://example.com/me.png' })).status).toBe(200);

    for (const photo of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://example.com/me.png', '//evil.example/me.png', 'JaVaScRiPt:alert(1)']) {
      for (const field of ['photoURL', 'photo']) {
        const res = await save({ [field]: photo });
        expect({ photo, field, status: res.status }).toEqual({ photo, field, status: 400 });
        expectErrorShape(res.body);
      }
    }
    expect((await record(student)).body.photoURL).toBe('https://example.com/me.png');
    const uploaded = await save({ photoURL: '/api/uploads/0123456789abcdef01234567' });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.user.photoURL).toBe('/api/uploads/0123456789abcdef01234567');
  });
});

describe('GET /api/users/:email and /api/users/by-email', () => {
  let student: Actor;
  let other: Actor;
  let adminActor: Actor;

  beforeAll(async () => {
    [student, other, adminActor] = await Promise.all([bronzeStudent(), bronzeStudent(), admin()]);
  });

  it('when a user reads their own record, then it comes back by path and by query', async () => {
    const byPath = await api<UserRecord>(`/users/${encodeURIComponent(student.email)}`, { token: student.token });
    const byQuery = await api<UserRecord>(`/users/by-email?email=${encodeURIComponent(student.email)}`, { token: student.token });

    expect(byPath.status).toBe(200);
    expect(byPath.body).toMatchObject({ _id: idOf(student), email: student.email, role: 'user', badge: 'Bronze' });
    expect(byQuery.body).toEqual(byPath.body);
    expect(byPath.body).not.toHaveProperty('_outbox');
  });

  it("when a user reads another user's record, then 403", async () => {
    for (const path of [`/users/${encodeURIComponent(other.email)}`, `/users/by-email?email=${encodeURIComponent(other.email)}`]) {
      const res = await api(path, { token: student.token });
      expect(res.status).toBe(403);
      expectErrorShape(res.body);
    }
  });

  it("when an admin reads a user's record, then it comes back; an unknown e-mail is 404", async () => {
    const res = await api<UserRecord>(`/users/${encodeURIComponent(student.email)}`, { token: adminActor.token });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(student.email);

    const missing = await api(`/users/by-email?email=nobody-${Date.now()}@api.test`, { token: adminActor.token });
    expect(missing.status).toBe(404);
    expectErrorShape(missing.body);
  });

  it('when called without a token, with a garbage or a forged token, then 401', async () => {
    for (const token of [undefined, GARBAGE_TOKEN, FORGED_TOKEN]) {
      const res = await api(`/users/${encodeURIComponent(student.email)}`, { token });
      expect(res.status).toBe(401);
      expectErrorShape(res.body);
    }
  });

  it('when the e-mail is missing, an operator or not an e-mail, then 400', async () => {
    for (const path of ['/users/by-email', '/users/by-email?email[$ne]=x', '/users/%24ne', '/users/not-an-email']) {
      const res = await api(path, { token: adminActor.token });
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
    }
    await expectHealthy();
  });
});

describe('GET /api/users (admin search)', () => {
  it('when an admin searches by name or e-mail, then matching users come back as an array with X-Total-Count', async () => {
    const [adminActor, student] = await Promise.all([admin(), signUp({ name: `Searchable ${Date.now()}` })]);

    const res = await api<UserRecord[]>(`/users?search=${encodeURIComponent(student.email)}`, { token: adminActor.token });

    expect(res.status).toBe(200);
    expect(res.body).toEqual([expect.objectContaining({ email: student.email, role: 'user', badge: 'Bronze' })]);
    expect(res.headers.get('x-total-count')).toBe('1');
  });

  it('when an admin pages through users, then page and limit slice the array', async () => {
    const adminActor = await admin();

    const res = await api<UserRecord[]>('/users?page=1&limit=2', { token: adminActor.token });

    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(Number(res.headers.get('x-total-count'))).toBeGreaterThanOrEqual(2);
  });

  it('when a regular user searches, then 403; without a token or with a garbage token, then 401', async () => {
    const student = await signUp();

    const forbidden = await api('/users?search=a', { token: student.token });
    expect(forbidden.status).toBe(403);
    expectErrorShape(forbidden.body);
    for (const token of [undefined, GARBAGE_TOKEN]) {
      const res = await api('/users?search=a', { token });
      expect(res.status).toBe(401);
    }
  });

  it('when the query smuggles operators or a search that is too long, then 400', async () => {
    const adminActor = await admin();

    for (const query of ['search[$ne]=x', 'search[$regex]=.*', `search=${'a'.repeat(101)}`, 'page=0', 'limit=abc']) {
      const res = await api(`/users?${query}`, { token: adminActor.token });
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
    }
    await expectHealthy();
  });

  it('when the search holds regex characters, then they are matched literally', async () => {
    const adminActor = await admin();

    const res = await api<UserRecord[]>('/users?search=.*', { token: adminActor.token });

    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('PATCH /api/users/make-admin/:id', () => {
  it('when an admin promotes a user, then the role is admin and the user can use admin routes without signing in again', async () => {
    const [adminActor, student] = await Promise.all([admin(), signUp()]);

    const res = await api<{ success: boolean; modifiedCount: number }>(`/users/make-admin/${idOf(student)}`, { method: 'PATCH', token: adminActor.token });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, modifiedCount: 1 });
    const record = await api<UserRecord>(`/users/${encodeURIComponent(student.email)}`, { token: student.token });
    expect(record.body.role).toBe('admin');
    const search = await api('/users?search=x', { token: student.token });
    expect(search.status).toBe(200);
    // svc-meals learns the new role from user.role_changed, so the promoted user can add meals with the same token.
    const addMeal = await eventually(
      () => api('/meals', { token: student.token, body: mealInput() }),
      (r) => r.status === 201,
    );
    expect(addMeal.status).toBe(201);
  });

  it('when an admin promotes an admin again, then nothing changes', async () => {
    const [adminActor, student] = await Promise.all([admin(), signUp()]);
    await api(`/users/make-admin/${idOf(student)}`, { method: 'PATCH', token: adminActor.token });

    const again = await api<{ modifiedCount: number }>(`/users/make-admin/${idOf(student)}`, { method: 'PATCH', token: adminActor.token });

    expect(again.status).toBe(200);
    expect(again.body.modifiedCount).toBe(0);
  });

  it('when a regular user tries to promote themselves, then 403 and the role stays user', async () => {
    const student = await signUp();

    const res = await api(`/users/make-admin/${idOf(student)}`, { method: 'PATCH', token: student.token });

    expect(res.status).toBe(403);
    expectErrorShape(res.body);
    const record = await api<UserRecord>(`/users/${encodeURIComponent(student.email)}`, { token: student.token });
    expect(record.body.role).toBe('user');
  });

  it('when called without a token or with a garbage token, then 401', async () => {
    for (const token of [undefined, GARBAGE_TOKEN]) {
      const res = await api(`/users/make-admin/${UNKNOWN_ID}`, { method: 'PATCH', token });
      expect(res.status).toBe(401);
      expectErrorShape(res.body);
    }
  });

  it('when the id is malformed, then 400; when it is unknown, then 404', async () => {
    const adminActor = await admin();

    for (const id of ['not-an-id', '%24ne']) {
      const res = await api(`/users/make-admin/${id}`, { method: 'PATCH', token: adminActor.token });
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
    }
    const unknown = await api(`/users/make-admin/${UNKNOWN_ID}`, { method: 'PATCH', token: adminActor.token });
    expect(unknown.status).toBe(404);
    expectErrorShape(unknown.body);
    await expectHealthy();
  });
});

describe('session tokens on protected routes', () => {
  it('when the session token has expired, then 401 at the gateway and at the service', async () => {
    const student = await signUp();
    const expired = issueSessionToken({ sub: idOf(student), email: student.email, role: 'user' }, process.env.JWT_SECRET ?? DEV_JWT_SECRET, '-1m');

    for (const path of [`/users/${encodeURIComponent(student.email)}`, '/upcoming-meals', `/payments/${idOf(student)}`]) {
      const res = await api(path, { token: expired });
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
      expect(res.body).toEqual({ success: false, message: 'Unauthorized access' });
    }
  });

  it('when a Firebase ID token is sent where a session token is needed, then 401', async () => {
    const student = await signUp();

    for (const path of [`/users/${encodeURIComponent(student.email)}`, '/upcoming-meals', `/serve-meals/user?userId=${idOf(student)}`]) {
      const res = await api(path, { token: student.idToken });
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
      expectErrorShape(res.body);
    }
  });
});

describe('ending sessions: sign out everywhere, an admin’s revoke, Firebase revocation (DESIGN §14)', () => {
  /** Signed-in calls to each service, each answering something other than 401 for a live session. */
  const signedInCalls = (actor: Actor) => [
    { service: 'meals', method: 'PATCH', path: pathOf(API.likeMeal, { id: UNKNOWN_ID }) },
    { service: 'mess', method: 'GET', path: pathOf(API.listMyLeaves) },
    { service: 'payments', method: 'GET', path: pathOf(API.listPayments, { userId: idOf(actor) }) },
    { service: 'users', method: 'GET', path: pathOf(API.getUser, { email: actor.email }) },
  ] as const;
  const statusesOf = async (actor: Actor, token: string) =>
    Promise.all(signedInCalls(actor).map(async ({ service, method, path }) => ({ service, status: (await api(path, { method, token })).status })));
  const refusedEverywhere = (actor: Actor) => signedInCalls(actor).map(({ service }) => ({ service, status: 401 }));
  // Firebase keeps its revocation time in whole seconds: an ID token of the same second as the revocation still passes.
  const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

  it('when a user signs out everywhere, then the old session token answers 401 on its next call to every service, their Firebase ID token gets no new session, and a new sign-in works', async () => {
    const student = await signUp();
    for (const { service, status } of await statusesOf(student, student.token)) expect({ service, live: status !== 401 }).toEqual({ service, live: true });
    await nextSecond();

    const ended = await api(pathOf(API.signOutEverywhere), { method: 'DELETE', token: student.token });

    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ success: true });
    expect(ended.headers.get('x-sessions-revoked')).toBeNull();
    expect(await statusesOf(student, student.token)).toEqual(refusedEverywhere(student));
    // A public read with the old token answers as it does anonymously (DESIGN §6).
    expect((await api(pathOf(API.listMeals), { token: student.token })).status).toBe(200);
    const again = await api(pathOf(API.signOutEverywhere), { method: 'DELETE', token: student.token });
    expect(again.status).toBe(401);
    const revokedIdToken = await api('/jwt', { token: student.idToken, body: { email: student.email } });
    expect(revokedIdToken.status).toBe(401);
    expectErrorShape(revokedIdToken.body);

    const fresh = await verifiedAccount(student.email);
    const session = await api<{ token: string }>('/jwt', { token: fresh.idToken, body: { email: student.email } });
    expect(session.status).toBe(200);
    expect((await api(pathOf(API.getUser, { email: student.email }), { token: session.body.token })).status).toBe(200);
  });

  it('when the services are asked directly (a gateway that never saw the answer), then they refuse the old token too once user.sessions_revoked reaches them', async () => {
    const student = await signUp();
    await api(pathOf(API.signOutEverywhere), { method: 'DELETE', token: student.token });
    const direct = (service: 'meals' | 'mess' | 'payments' | 'users', method: string, path: string) => async () =>
      (await fetch(`http://127.0.0.1:${API_PORTS[service]}${path}`, { method, headers: { Authorization: `Bearer ${student.token}` } })).status;

    for (const { service, method, path } of signedInCalls(student)) {
      const status = await eventually(direct(service, method, path), (code) => code === 401);
      expect({ service, status }).toEqual({ service, status: 401 });
    }
  });

  it('when an admin revokes a user’s sessions, then the user’s old token answers 401 on its next call, and the audit trail names the admin and the user', async () => {
    const [adminActor, student] = await Promise.all([admin(), signUp()]);

    const res = await api(pathOf(API.revokeUserSessions, { id: idOf(student) }), { method: 'DELETE', token: adminActor.token });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await statusesOf(student, student.token)).toEqual(refusedEverywhere(student));
    expect((await api(pathOf(API.getUser, { email: adminActor.email }), { token: adminActor.token })).status).toBe(200);
    const trail = await eventually(
      () => api<{ action: string; actorEmail: string; target: { id: string } }[]>(`/audit?action=revokeUserSessions&actor=${encodeURIComponent(adminActor.email)}`, { token: adminActor.token }),
      (found) => found.body.some?.((entry) => entry.target.id === idOf(student)),
    );
    expect(trail.body).toContainEqual(expect.objectContaining({ action: 'revokeUserSessions', actorEmail: adminActor.email, target: { type: 'user', id: idOf(student) } }));
  });

  it('when a user who is not an admin revokes another user, then 403 and that user’s session lives; an unknown user is 404', async () => {
    const [adminActor, student, other] = await Promise.all([admin(), signUp(), signUp()]);

    const refused = await api(pathOf(API.revokeUserSessions, { id: idOf(other) }), { method: 'DELETE', token: student.token });
    const unknown = await api(pathOf(API.revokeUserSessions, { id: UNKNOWN_ID }), { method: 'DELETE', token: adminActor.token });

    expect(refused.status).toBe(403);
    expectErrorShape(refused.body);
    expect(unknown.status).toBe(404);
    expectErrorShape(unknown.body);
    expect((await api(pathOf(API.getUser, { email: other.email }), { token: other.token })).status).toBe(200);
  });
});

describe('the verified owner of an e-mail takes over an unverified registration of it (DESIGN §14)', () => {
  it('when an unverified account registered e-mail X and then the verified owner of X signs in, then the owner gets the account and the registrant’s sign-in no longer does', async () => {
    const email = uniqueEmail('squatted');
    const squatter = await unverifiedAccount(email, 'Squatter');
    const registered = await api<{ user: UserRecord }>('/users', { token: squatter.idToken, body: { email, name: 'Squatter' } });
    expect(registered.status).toBe(201);
    expect((await api('/jwt', { token: squatter.idToken, body: { email } })).status).toBe(403);
    // The owner's sign-in must come a second later than the registrant's: Firebase counts sign-in times in seconds.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const owner = await googleAccount(email, 'Real Owner');
    const saved = await api<{ user: UserRecord }>('/users', { token: owner.idToken, body: { email, name: 'Real Owner' } });
    const session = await api<{ token: string }>('/jwt', { token: owner.idToken, body: { email } });

    expect(saved.status).toBe(200);
    expect(session.status).toBe(200);
    const record = await api<UserRecord>(pathOf(API.getUser, { email }), { token: session.body.token });
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({ _id: registered.body.user._id, email, name: 'Real Owner' });
    // Firebase merged the registrant's password account into the owner's Google sign-in and revoked its sign-ins.
    for (const call of ['/users', '/jwt']) {
      const res = await api(call, { token: squatter.idToken, body: { email, name: 'Squatter again' } });
      expect({ call, status: res.status }).toEqual({ call, status: 401 });
    }
    expect((await api<UserRecord>(pathOf(API.getUser, { email }), { token: session.body.token })).body.name).toBe('Real Owner');
  });

  it('when the unverified registrant’s account lives on under another address and the verified owner of X signs up with an account of their own, then the owner takes the record over and the registrant’s account may no longer write it', async () => {
    const email = uniqueEmail('squatted-elsewhere');
    const squatter = await unverifiedAccount(email, 'Squatter');
    const registered = await api<{ user: UserRecord }>('/users', { token: squatter.idToken, body: { email, name: 'Squatter' } });
    await changeEmail(squatter, uniqueEmail('squatter-moved'));

    const owner = await verifiedAccount(email, 'Real Owner');
    const session = await api<{ token: string }>('/jwt', { token: owner.idToken, body: { email } });

    expect(session.status).toBe(200);
    expect(claimsOf(session.body.token).sub).toBe(registered.body.user._id);
    const record = await api<UserRecord>(pathOf(API.getUser, { email }), { token: session.body.token });
    expect(record.body).toMatchObject({ _id: registered.body.user._id, email, name: 'Real Owner' });
    const write = await api('/users', { token: squatter.idToken, body: { email, name: 'Squatter again' } });
    expect(write.status).toBe(403);
  });
});
