import type * as FirebaseAuth from 'firebase/auth';
import type { Auth, User, UserCredential } from 'firebase/auth';
import { createSession, DEFAULT_BADGE, DEFAULT_ROLE, getUser, saveUser, type Badge, type User as UserRecord } from '@hostel/contracts';
import { ApiError, call, showToast, whenPageSettled, type SessionApi, type SessionState, type SessionUser } from '@hostel/ui';
import { nextTask } from '@hostel/ui/in-separate-tasks';
import type { SiteConfig } from '../app/site-config';
import { clearPersonalCaches } from '../offline/personal-caches';
import { rememberedUser, rememberUser, SIGNED_IN_HINT_KEY } from './remembered-user';

export { SIGNED_IN_HINT_KEY };
export const TOKEN_KEY = 'token';

/** Whether this browser may hold a Firebase session: a session token or the hint from an earlier visit. */
const maySignedIn = () => window.localStorage.getItem(TOKEN_KEY) !== null || window.localStorage.getItem(SIGNED_IN_HINT_KEY) !== null;

interface Firebase {
  sdk: typeof FirebaseAuth;
  auth: Auth;
}

/**
 * Firebase (one of the largest downloads of the site) loads beside the first page rather than before it: public
 * pages render at once, and what needs the session waits on its loading state.
 */
async function loadFirebase(config: SiteConfig['firebase']): Promise<Firebase> {
  // One named chunk: the JavaScript budget counts it in the signed-in pages' first load (packages/web-build's first-load.json).
  // Its two packages are evaluated, and the session started, each in a task of its own: together they were one long
  // task on a slow phone, in the middle of the dashboards' start.
  const { initializeApp } = await import(/* webpackChunkName: "session" */ 'firebase/app');
  await nextTask();
  const sdk = await import(/* webpackChunkName: "session" */ 'firebase/auth');
  await nextTask();
  const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
  // getAuth() would also set up the popup resolver, which loads Google's gapi script on every page (an error
  // offline, a large script otherwise); it is handed to signInWithPopup instead, when someone signs in with Google.
  const auth = sdk.initializeAuth(app, { persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence, sdk.browserSessionPersistence] });
  if (config.emulatorUrl) sdk.connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  return { sdk, auth };
}

const readRecord = (email: string, token: string) => call(getUser, { params: { email }, token });

function fromRecord(user: User, email: string, record: UserRecord): SessionUser {
  return {
    id: record._id,
    uid: user.uid,
    email,
    name: user.displayName ?? record.name,
    photoURL: user.photoURL ?? record.photoURL ?? null,
    role: record.role,
    badge: record.badge,
    ...(record.language ? { language: record.language } : {}),
  };
}

/** The person as Firebase knows them, while the backend record is unknown: the least a signed-in user may do. */
function identityOnly(user: User, email: string): SessionUser {
  return { id: null, uid: user.uid, email, name: user.displayName ?? email, photoURL: user.photoURL, role: DEFAULT_ROLE, badge: DEFAULT_BADGE };
}

/**
 * The shell's session: Firebase Auth for identity, the backend's session token (kept in localStorage under
 * `token`, as the spec says) for API calls, and the backend record for role and badge. Remotes only ever
 * see the SessionApi view of it.
 *
 * Only the newest identity change may write the token or the state: every sync and every sign-out starts a
 * new generation, and an answer that arrives for an older one is dropped (a sync still waiting on /jwt when
 * the login page signs an unverified person out must not sign them back in).
 */
export class FirebaseSession implements SessionApi {
  private loading: Promise<Firebase> | undefined;
  private state: SessionState;
  private readonly listeners = new Set<(state: SessionState) => void>();
  private generation = 0;
  /** True while the state is the person remembered from the last visit, not yet confirmed by Firebase and the backend. */
  private provisional: boolean;
  private confirm: () => void = () => undefined;
  private readonly confirmed = new Promise<void>((resolve) => (this.confirm = resolve));

  /**
   * Once the page has settled, a browser that may hold a session starts Firebase to learn who it is. A visitor who
   * never signed in here is signed out at once and Firebase (its download, and its start-up on a slow phone)
   * loads only when something needs it: the sign-in pages, or a sign-in in another tab (the storage event).
   * Both answers come after the first paint, so the first render matches the served first screen (loading).
   *
   * A browser whose last visit ended signed in, with its session token still good, starts as that person
   * (remembered-user.ts): the signed-in pages mount and read at once instead of after Firebase's start, /jwt and the
   * record; Firebase then confirms or replaces them. Roots hydrating the served (loading) markup still match it:
   * useSession hydrates with the loading state (packages/ui's session-context). Confirming them waits until the
   * first page is on screen (`firstRouted`) as well: the page no longer waits for Firebase, so Firebase waits for it.
   */
  constructor(
    private readonly config: SiteConfig['firebase'],
    firstRouted: Promise<void> = Promise.resolve(),
  ) {
    const remembered = rememberedUser(window.localStorage.getItem(TOKEN_KEY));
    this.state = remembered ? { loading: false, user: remembered } : { loading: true, user: null };
    this.provisional = remembered !== null;
    const ready = remembered ? firstRouted.then(whenPageSettled) : whenPageSettled();
    void ready.then(() => (maySignedIn() ? void this.firebase : this.set({ loading: false, user: null })));
    window.addEventListener('storage', (event) => {
      if (event.key === TOKEN_KEY || event.key === SIGNED_IN_HINT_KEY) void this.firebase;
    });
  }

  /** Firebase, started on first use; from then on it tells the session of every change of person. */
  private get firebase(): Promise<Firebase> {
    if (!this.loading) {
      this.loading = loadFirebase(this.config);
      this.loading.then(
        ({ sdk, auth }) => sdk.onAuthStateChanged(auth, (user) => void this.sync(user)),
        (err: unknown) => {
          console.error('Firebase could not start:', err);
          this.set({ loading: false, user: null });
        },
      );
    }
    return this.loading;
  }

  getState = () => this.state;

  /** Starts Firebase now (the sign-in pages, so it is ready by the time the form is sent); resolves when it has. */
  start = async (): Promise<void> => {
    await this.firebase;
  };

  onChange = (listener: (state: SessionState) => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getToken = () => window.localStorage.getItem(TOKEN_KEY);

  signOut = async () => {
    this.generation += 1;
    window.localStorage.removeItem(TOKEN_KEY);
    window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
    // No one's data stays in the offline copy once they sign out (docs/offline.md).
    await clearPersonalCaches(this.state.user?.id ?? null);
    const { sdk, auth } = await this.firebase;
    await sdk.signOut(auth);
  };

  /** Re-reads the backend record (badge after a payment, role after Make Admin) with the session token in hand. */
  refreshUser = async () => {
    // The remembered person is being confirmed: that reads the record anyway (and Firebase starts when the page has settled).
    if (this.provisional) return this.confirmed;
    const user = (await this.firebase).auth.currentUser;
    const token = this.getToken();
    if (!user?.email || !token) return this.sync(user);
    const generation = this.generation;
    const record = await readRecord(user.email, token);
    if (generation === this.generation) this.set({ loading: false, user: fromRecord(user, user.email, record) });
  };

  /** A badge change the live stream brought (DESIGN §8): every root shows it at once, without a re-read. */
  applyBadge = (userId: string, badge: Badge) => {
    const user = this.state.user;
    if (user?.id === userId && user.badge !== badge) this.set({ ...this.state, user: { ...user, badge } });
  };

  signIn = (email: string, password: string) => this.whileLoading(({ sdk, auth }) => sdk.signInWithEmailAndPassword(auth, email, password));

  signInWithGoogle = () => this.whileLoading(({ sdk, auth }) => sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider(), sdk.browserPopupRedirectResolver));

  register = (email: string, password: string) => this.whileLoading(({ sdk, auth }) => sdk.createUserWithEmailAndPassword(auth, email, password));

  updateProfile = async (user: User, profile: { displayName: string; photoURL: string | null }) => (await this.firebase).sdk.updateProfile(user, profile);

  sendVerification = async (user: User) => (await this.firebase).sdk.sendEmailVerification(user);

  resetPassword = async (email: string) => {
    const { sdk, auth } = await this.firebase;
    await sdk.sendPasswordResetEmail(auth, email);
  };

  /** Saves the backend user record for a Firebase identity (POST /users takes the Firebase ID token). */
  async saveUserRecord(user: User, profile: { name: string; photoURL: string | null }): Promise<void> {
    const idToken = await user.getIdToken();
    await call(saveUser, {
      token: idToken,
      // An identity without an e-mail gets no record: the service refuses the empty one (400).
      body: { name: profile.name, email: user.email ?? '', photoURL: profile.photoURL ?? undefined },
    });
  }

  private async whileLoading<T extends UserCredential>(action: (firebase: Firebase) => Promise<T>): Promise<T> {
    this.set({ ...this.state, loading: true });
    try {
      const firebase = await this.firebase;
      const before = firebase.auth.currentUser?.uid;
      const credential = await action(firebase);
      // Firebase announces a change of person only; the same person signing in again is settled here.
      if (credential.user.uid === before) void this.sync(credential.user);
      return credential;
    } catch (err) {
      this.set({ ...this.state, loading: false });
      throw err;
    }
  }

  private async sync(user: User | null): Promise<void> {
    const generation = ++this.generation;
    const current = () => generation === this.generation;
    const email = user?.email;
    // An unverified e-mail gets no session (spec §4 Login; POST /jwt refuses it too), so nothing is asked for it.
    if (!user || !email || !user.emailVerified) {
      const hadSession = window.localStorage.getItem(TOKEN_KEY) !== null || this.state.user !== null;
      window.localStorage.removeItem(TOKEN_KEY);
      window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
      if (hadSession) void clearPersonalCaches(this.state.user?.id ?? null);
      this.set({ loading: false, user: null });
      return;
    }
    // Another person's remembered record must not show on the next visit before this one's is read.
    if (rememberedUser(this.getToken())?.uid !== user.uid) window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    try {
      const idToken = await user.getIdToken();
      const { token } = await call(createSession, { token: idToken, body: { email } });
      if (!current()) return;
      window.localStorage.setItem(TOKEN_KEY, token);
      const record = await readRecord(email, token);
      if (current()) this.set({ loading: false, user: fromRecord(user, email, record) });
    } catch (err) {
      if (!current()) return;
      // The spec: a failed token request is logged and nothing else happens; the person stays signed in.
      console.error('JWT Error:', err);
      if (err instanceof ApiError && err.status === 403) return this.refuse(err.message);
      const offline = await this.offlineRecord(user, email);
      if (!current()) return;
      if (offline) return this.set({ loading: false, user: offline });
      const known = this.state.user;
      this.set({ loading: false, user: known?.uid === user.uid ? known : identityOnly(user, email) });
    }
  }

  /**
   * Without a network (no new session token, perhaps no fresh ID token), the token kept from the last visit still
   * reads the person's record, from the offline copy the service worker kept of it: the pages they read offline
   * (My Meals, Requested Meals) need their id. Undefined when online, without a kept token, or without a copy.
   */
  private async offlineRecord(user: User, email: string): Promise<SessionUser | undefined> {
    const token = this.getToken();
    if (!token || navigator.onLine) return undefined;
    try {
      return fromRecord(user, email, await readRecord(email, token));
    } catch {
      return undefined;
    }
  }

  /** The backend will not give this identity a session (e-mail not verified, bound to another account): signed out with its reason. */
  private async refuse(reason: string): Promise<void> {
    showToast({ type: 'warning', text: reason });
    await this.signOut();
  }

  private set(state: SessionState) {
    this.provisional = false;
    this.confirm();
    // The next visit starts as this person (remembered-user.ts); one without a record (id null) is not remembered.
    if (state.user) rememberUser(state.user);
    // Confirming the remembered person as they were changes nothing on screen: no root renders again for it.
    if (JSON.stringify(state) === JSON.stringify(this.state)) return;
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }
}
