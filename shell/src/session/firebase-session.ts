import type * as FirebaseAuth from 'firebase/auth';
import type { Auth, User } from 'firebase/auth';
import type { User as UserRecord } from '@hostel/contracts';
import { apiFetch, type SessionApi, type SessionState } from '@hostel/ui';
import type { SiteConfig } from '../app/site-config';

export const TOKEN_KEY = 'token';

interface Firebase {
  sdk: typeof FirebaseAuth;
  auth: Auth;
}

/**
 * Firebase (~55 kB compressed) loads beside the first page rather than before it: public pages render at once,
 * and what needs the session waits on its loading state.
 */
async function loadFirebase(config: SiteConfig['firebase']): Promise<Firebase> {
  const [{ initializeApp }, sdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
  // getAuth() would also set up the popup resolver, which loads Google's gapi script on every page (an error
  // offline, ~100 kB otherwise); it is handed to signInWithPopup instead, when someone signs in with Google.
  const auth = sdk.initializeAuth(app, { persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence, sdk.browserSessionPersistence] });
  if (config.emulatorUrl) sdk.connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  return { sdk, auth };
}

/**
 * Resolves once the page's first resources have loaded and the browser has a quiet moment (at most a second
 * later), so Firebase competes neither with the first page's downloads nor with its first paint.
 */
function pageSettled(): Promise<void> {
  const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(() => new Promise<void>((resolve) => (window.requestIdleCallback ? window.requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve, 0))));
}

/**
 * The shell's session: Firebase Auth for identity, the backend's session token (kept in localStorage under
 * `token`, as the spec says) for API calls, and the backend record for role and badge. Remotes only ever
 * see the SessionApi view of it.
 */
export class FirebaseSession implements SessionApi {
  private readonly firebase: Promise<Firebase>;
  private state: SessionState = { loading: true, user: null };
  private readonly listeners = new Set<(state: SessionState) => void>();

  constructor(config: SiteConfig['firebase']) {
    this.firebase = pageSettled().then(() => loadFirebase(config));
    this.firebase.then(
      ({ sdk, auth }) => sdk.onAuthStateChanged(auth, (user) => void this.sync(user)),
      (err: unknown) => {
        console.error('Firebase could not start:', err);
        this.set({ loading: false, user: null });
      },
    );
  }

  getState = () => this.state;

  onChange = (listener: (state: SessionState) => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getToken = () => window.localStorage.getItem(TOKEN_KEY);

  signOut = async () => {
    window.localStorage.removeItem(TOKEN_KEY);
    const { sdk, auth } = await this.firebase;
    await sdk.signOut(auth);
  };

  /** Re-reads the backend record (badge after a payment, role after Make Admin) with the session token in hand. */
  refreshUser = async () => {
    const user = (await this.firebase).auth.currentUser;
    const token = this.getToken();
    if (!user?.email || !token) return this.sync(user);
    await this.loadRecord(user, user.email, token);
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
    await apiFetch('/users', {
      method: 'POST',
      token: idToken,
      body: { name: profile.name, email: user.email, photoURL: profile.photoURL ?? undefined },
    });
  }

  private async whileLoading<T>(action: (firebase: Firebase) => Promise<T>): Promise<T> {
    this.set({ ...this.state, loading: true });
    try {
      return await action(await this.firebase);
    } catch (err) {
      this.set({ ...this.state, loading: false });
      throw err;
    }
  }

  private async sync(user: User | null): Promise<void> {
    if (!user?.email) {
      window.localStorage.removeItem(TOKEN_KEY);
      this.set({ loading: false, user: null });
      return;
    }
    try {
      const idToken = await user.getIdToken();
      const { token } = await apiFetch<{ token: string }>('/jwt', { method: 'POST', token: idToken, body: { email: user.email } });
      window.localStorage.setItem(TOKEN_KEY, token);
      await this.loadRecord(user, user.email, token);
    } catch (err) {
      // The spec: a failed token request is logged and nothing else happens (the user stays signed out of the API).
      console.error('JWT Error:', err);
      this.set({ loading: false, user: null });
    }
  }

  private async loadRecord(user: User, email: string, token: string): Promise<void> {
    const record = await apiFetch<UserRecord>(`/users/${encodeURIComponent(email)}`, { token });
    this.set({
      loading: false,
      user: {
        id: record._id,
        uid: user.uid,
        email,
        name: user.displayName ?? record.name,
        photoURL: user.photoURL ?? record.photoURL ?? null,
        role: record.role,
        badge: record.badge,
      },
    });
  }

  private set(state: SessionState) {
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }
}
