import { waitFor } from '@testing-library/react';
import { API, MESSAGES } from '@hostel/contracts';
import { fakeApi, recordToasts, type FakeResponse, routeOf } from '@hostel/ui/testing';
import { FirebaseSession, SIGNED_IN_HINT_KEY, TOKEN_KEY } from './firebase-session';

/**
 * Firebase Auth stand-in: one signed-in person at a time, and like Firebase it announces a change of person to
 * onAuthStateChanged asynchronously (never the same person twice in a row).
 */
interface FakeUser {
  uid: string;
  email: string;
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
  getIdToken: () => Promise<string>;
}

const mockAuth: { currentUser: FakeUser | null; listener: (user: FakeUser | null) => void; announced: string | null } = {
  currentUser: null,
  listener: () => undefined,
  announced: null,
};
const mockAccounts = new Map<string, FakeUser>();

function mockBecome(user: FakeUser | null) {
  mockAuth.currentUser = user;
  queueMicrotask(() => {
    if ((user?.uid ?? null) === mockAuth.announced) return;
    mockAuth.announced = user?.uid ?? null;
    mockAuth.listener(user);
  });
}

jest.mock('firebase/app', () => ({ initializeApp: () => ({}) }));
jest.mock('firebase/auth', () => ({
  initializeAuth: () => mockAuth,
  indexedDBLocalPersistence: {},
  browserLocalPersistence: {},
  browserSessionPersistence: {},
  connectAuthEmulator: () => undefined,
  onAuthStateChanged: (_auth: unknown, listener: (user: FakeUser | null) => void) => {
    mockAuth.listener = listener;
    mockAuth.announced = mockAuth.currentUser?.uid ?? null;
    queueMicrotask(() => listener(mockAuth.currentUser));
    return () => undefined;
  },
  signInWithEmailAndPassword: async (_auth: unknown, email: string) => {
    const user = mockAccounts.get(email)!;
    mockBecome(user);
    return { user };
  },
  signOut: async () => mockBecome(null),
}));

function account(email: string, emailVerified = true): FakeUser {
  const user = { uid: `uid-${email}`, email, emailVerified, displayName: 'Nadia Karim', photoURL: null, getIdToken: async () => `id-token-${email}` };
  mockAccounts.set(email, user);
  return user;
}

const RECORD = {
  _id: '64b000000000000000000009', name: 'Nadia Karim', email: 'nadia@student.test', photo: null, photoURL: null, role: 'user', badge: 'Gold',
  creationTime: '2026-01-01T10:00:00.000Z', lastSignInTime: '2026-01-02T10:00:00.000Z',
};
const SIGNED_IN = { id: RECORD._id, uid: 'uid-nadia@student.test', email: 'nadia@student.test', name: 'Nadia Karim', photoURL: null, role: 'user', badge: 'Gold' };

/** The backend: /jwt and /users/:email answer as given; /jwt can be held back to answer late. */
function backend({ jwt = { body: { token: 'session-token' } }, record = { body: RECORD } }: { jwt?: FakeResponse; record?: FakeResponse } = {}) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = false;
  const { calls, fetchMock } = fakeApi({ [routeOf(API.createSession)]: jwt, [routeOf(API.getUser, { params: { email: 'nadia@student.test' } })]: record });
  const answer = fetchMock.getMockImplementation()!;
  const asked: string[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    asked.push(String(input));
    if (holding && String(input).endsWith('/jwt')) await held;
    return answer(input, init);
  });
  return {
    calls,
    asked,
    holdJwt: () => {
      holding = true;
    },
    releaseJwt: () => release(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** A session with Firebase started, as on the sign-in pages. */
async function startedSession() {
  const session = new FirebaseSession({ apiKey: 'demo-key', authDomain: 'localhost', projectId: 'demo-hostel' });
  await session.start();
  await waitFor(() => expect(session.getState().loading).toBe(false));
  return session;
}

describe('FirebaseSession', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    mockAuth.currentUser = null;
    mockAuth.announced = null;
    mockAccounts.clear();
    window.localStorage.clear();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('when a verified person signs in, then the session token is stored and the backend record is the user', async () => {
    account('nadia@student.test');
    const { calls } = backend();
    const session = await startedSession();
    await session.signIn('nadia@student.test', 'Secret123');
    await waitFor(() => expect(session.getState()).toEqual({ loading: false, user: SIGNED_IN }));
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('session-token');
    expect(calls[0]).toEqual({ method: 'POST', path: '/jwt', body: { email: 'nadia@student.test' } });
  });

  it('when the live stream brings the signed-in user’s new badge, then the session shows it and tells its listeners; another user’s changes nothing', async () => {
    account('nadia@student.test');
    backend();
    const session = await startedSession();
    await session.signIn('nadia@student.test', 'Secret123');
    await waitFor(() => expect(session.getState().user?.badge).toBe('Gold'));
    const heard: string[] = [];
    session.onChange((state) => heard.push(state.user?.badge ?? 'none'));

    session.applyBadge('64b00000000000000000ffff', 'Silver');
    session.applyBadge(RECORD._id, 'Platinum');
    session.applyBadge(RECORD._id, 'Platinum');

    expect(session.getState()).toEqual({ loading: false, user: { ...SIGNED_IN, badge: 'Platinum' } });
    expect(heard).toEqual(['Platinum']);
  });

  it('when an unverified person signs in and is signed out, then they end signed out and the backend is never asked for a session', async () => {
    account('nadia@student.test', false);
    const { calls } = backend();
    const session = await startedSession();
    const { user } = await session.signIn('nadia@student.test', 'Secret123');
    expect(user.emailVerified).toBe(false);
    await session.signOut();
    await settle();
    expect(session.getState()).toEqual({ loading: false, user: null });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('when the sign-out lands while /jwt is still answering, then the late answer neither stores the token nor signs the person back in', async () => {
    account('nadia@student.test');
    const api = backend();
    api.holdJwt();
    const session = await startedSession();
    await session.signIn('nadia@student.test', 'Secret123');
    await waitFor(() => expect(api.asked).toEqual(['/api/jwt']));

    await session.signOut();
    api.releaseJwt();
    await settle();
    expect(session.getState()).toEqual({ loading: false, user: null });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it.each([
    ['/jwt', { jwt: { status: 503, body: { success: false, message: 'down' } } }],
    ['/users/:email', { record: { status: 503, body: { success: false, message: 'down' } } }],
  ])('when %s fails, then JWT Error: is logged and the person stays signed in on their identity alone', async (_, answers) => {
    account('nadia@student.test');
    backend(answers);
    const session = await startedSession();
    await session.signIn('nadia@student.test', 'Secret123');
    await waitFor(() => expect(session.getState().loading).toBe(false));
    expect(session.getState().user).toEqual({ ...SIGNED_IN, id: null, badge: 'Bronze' });
    expect(consoleError).toHaveBeenCalledWith('JWT Error:', expect.objectContaining({ status: 503 }));
  });

  it('when the backend refuses the identity a session (403), then the person is signed out with its notice', async () => {
    account('nadia@student.test');
    backend({ jwt: { status: 403, body: { success: false, message: MESSAGES.verifyEmailFirst } } });
    const toasts = recordToasts();
    const session = await startedSession();
    await session.signIn('nadia@student.test', 'Secret123');
    await waitFor(() => expect(mockAuth.currentUser).toBeNull());
    await settle();
    expect(session.getState()).toEqual({ loading: false, user: null });
    expect(toasts).toContainEqual({ type: 'warning', text: MESSAGES.verifyEmailFirst });
  });

  it('when a visitor never signed in here, then the session is signed out once the page has settled, without Firebase', async () => {
    const initialize = jest.spyOn(jest.requireMock<{ onAuthStateChanged: () => void }>('firebase/auth'), 'onAuthStateChanged');
    const session = new FirebaseSession({ apiKey: 'demo-key', authDomain: 'localhost', projectId: 'demo-hostel' });
    expect(session.getState().loading).toBe(true);
    await waitFor(() => expect(session.getState()).toEqual({ loading: false, user: null }));
    expect(initialize).not.toHaveBeenCalled();
  });

  it('when this browser signed in on an earlier visit, then Firebase starts by itself and the person is signed in', async () => {
    mockAuth.currentUser = account('nadia@student.test');
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    backend();
    const session = new FirebaseSession({ apiKey: 'demo-key', authDomain: 'localhost', projectId: 'demo-hostel' });
    await waitFor(() => expect(session.getState()).toEqual({ loading: false, user: SIGNED_IN }));
  });

  describe('a person remembered from the last visit', () => {
    const goodToken = (exp = Math.floor(Date.now() / 1000) + 3600) => `h.${btoa(JSON.stringify({ exp }))}.s`;
    const remember = (token = goodToken()) => {
      window.localStorage.setItem(TOKEN_KEY, token);
      window.localStorage.setItem(SIGNED_IN_HINT_KEY, JSON.stringify(SIGNED_IN));
    };
    const newSession = () => new FirebaseSession({ apiKey: 'demo-key', authDomain: 'localhost', projectId: 'demo-hostel' });

    it('when their session token is still good, then the session starts as them before Firebase, and Firebase confirming them changes nothing', async () => {
      mockAuth.currentUser = account('nadia@student.test');
      remember();
      const { asked } = backend();
      const session = newSession();
      expect(session.getState()).toEqual({ loading: false, user: SIGNED_IN });
      const changes: unknown[] = [];
      session.onChange((state) => changes.push(state));
      await waitFor(() => expect(asked.some((url) => url.includes('/users/'))).toBe(true));
      await settle();
      expect(session.getState()).toEqual({ loading: false, user: SIGNED_IN });
      expect(changes).toEqual([]);
      expect(window.localStorage.getItem(TOKEN_KEY)).toBe('session-token');
    });

    it('when their page is not on screen yet, then Firebase waits for it before confirming them', async () => {
      mockAuth.currentUser = account('nadia@student.test');
      remember();
      const { asked } = backend();
      let routed: () => void = () => undefined;
      const session = new FirebaseSession({ apiKey: 'demo-key', authDomain: 'localhost', projectId: 'demo-hostel' }, new Promise<void>((resolve) => (routed = resolve)));
      await settle();
      expect(asked).toEqual([]);
      expect(session.getState()).toEqual({ loading: false, user: SIGNED_IN });
      routed();
      await waitFor(() => expect(asked.some((url) => url.endsWith('/jwt'))).toBe(true));
    });

    it('when their session token has expired, then the session waits for Firebase as for anyone', async () => {
      mockAuth.currentUser = account('nadia@student.test');
      remember(goodToken(Math.floor(Date.now() / 1000) - 10));
      backend();
      const session = newSession();
      expect(session.getState()).toEqual({ loading: true, user: null });
      await waitFor(() => expect(session.getState()).toEqual({ loading: false, user: SIGNED_IN }));
    });

    it('when Firebase knows nobody, then the remembered person is signed out and forgotten', async () => {
      remember();
      backend();
      const session = newSession();
      expect(session.getState().user).toEqual(SIGNED_IN);
      await waitFor(() => expect(session.getState()).toEqual({ loading: false, user: null }));
      expect(window.localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
      expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    });

    it('when the backend describes them differently now (a new badge), then the session shows the backend\'s answer and remembers it', async () => {
      mockAuth.currentUser = account('nadia@student.test');
      window.localStorage.setItem(TOKEN_KEY, goodToken());
      window.localStorage.setItem(SIGNED_IN_HINT_KEY, JSON.stringify({ ...SIGNED_IN, badge: 'Bronze', role: 'admin' }));
      backend();
      const session = newSession();
      expect(session.getState().user?.role).toBe('admin');
      await waitFor(() => expect(session.getState()).toEqual({ loading: false, user: SIGNED_IN }));
      expect(JSON.parse(window.localStorage.getItem(SIGNED_IN_HINT_KEY)!)).toEqual(SIGNED_IN);
    });

    it('when a page asks for a fresh record before Firebase has confirmed them, then it waits for the confirmation instead of reading twice', async () => {
      mockAuth.currentUser = account('nadia@student.test');
      remember();
      const { asked } = backend();
      const session = newSession();
      await session.refreshUser();
      expect(session.getState()).toEqual({ loading: false, user: SIGNED_IN });
      expect(asked.filter((url) => url.includes('/users/'))).toHaveLength(1);
    });

    it('when their record keeps a language, then the page gets it from the confirmed record, never from the remembered one (a switch since may have changed it)', async () => {
      mockAuth.currentUser = account('nadia@student.test');
      window.localStorage.setItem(TOKEN_KEY, goodToken());
      window.localStorage.setItem(SIGNED_IN_HINT_KEY, JSON.stringify({ ...SIGNED_IN, language: 'en' }));
      backend({ record: { body: { ...RECORD, language: 'bn' } } });
      const session = newSession();
      expect(session.getState().user).toEqual(SIGNED_IN);
      await waitFor(() => expect(session.getState().user).toEqual({ ...SIGNED_IN, language: 'bn' }));
      expect(JSON.parse(window.localStorage.getItem(SIGNED_IN_HINT_KEY)!)).toEqual(SIGNED_IN);
    });

    it('when they sign out, then nothing of them is remembered', async () => {
      mockAuth.currentUser = account('nadia@student.test');
      remember();
      backend();
      const session = newSession();
      await session.signOut();
      expect(window.localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
      await waitFor(() => expect(session.getState()).toEqual({ loading: false, user: null }));
    });
  });

  it('when the person already signed in signs in again, then the session settles instead of loading for ever', async () => {
    mockAuth.currentUser = account('nadia@student.test');
    backend();
    const session = await startedSession();
    expect(session.getState().user).toEqual(SIGNED_IN);
    await session.signIn('nadia@student.test', 'Secret123');
    await waitFor(() => expect(session.getState()).toEqual({ loading: false, user: SIGNED_IN }));
  });
});
