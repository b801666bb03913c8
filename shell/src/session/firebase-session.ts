import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import type { User as UserRecord } from '@hostel/contracts';
import { apiFetch, type SessionApi, type SessionState } from '@hostel/ui';
import type { SiteConfig } from '../app/site-config';

export const TOKEN_KEY = 'token';

/**
 * The shell's session: Firebase Auth for identity, the backend's session token (kept in localStorage under
 * `token`, as the spec says) for API calls, and the backend record for role and badge. Remotes only ever
 * see the SessionApi view of it.
 */
export class FirebaseSession implements SessionApi {
  readonly auth: Auth;
  private state: SessionState = { loading: true, user: null };
  private readonly listeners = new Set<(state: SessionState) => void>();

  constructor(config: SiteConfig['firebase']) {
    const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
    this.auth = getAuth(app);
    if (config.emulatorUrl) connectAuthEmulator(this.auth, config.emulatorUrl, { disableWarnings: true });
    onAuthStateChanged(this.auth, (user) => void this.sync(user));
  }

  getState = () => this.state;

  onChange = (listener: (state: SessionState) => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getToken = () => window.localStorage.getItem(TOKEN_KEY);

  signOut = async () => {
    window.localStorage.removeItem(TOKEN_KEY);
    await signOut(this.auth);
  };

  /** Re-reads the backend record (badge after a payment, role after Make Admin) with the session token in hand. */
  refreshUser = async () => {
    const user = this.auth.currentUser;
    const token = this.getToken();
    if (!user?.email || !token) return this.sync(user);
    await this.loadRecord(user, user.email, token);
  };

  signIn = (email: string, password: string) => this.whileLoading(() => signInWithEmailAndPassword(this.auth, email, password));

  signInWithGoogle = () => this.whileLoading(() => signInWithPopup(this.auth, new GoogleAuthProvider()));

  register = (email: string, password: string) => this.whileLoading(() => createUserWithEmailAndPassword(this.auth, email, password));

  updateProfile = (user: User, profile: { displayName: string; photoURL: string | null }) => updateProfile(user, profile);

  sendVerification = (user: User) => sendEmailVerification(user);

  resetPassword = (email: string) => sendPasswordResetEmail(this.auth, email);

  /** Saves the backend user record for a Firebase identity (POST /users takes the Firebase ID token). */
  async saveUserRecord(user: User, profile: { name: string; photoURL: string | null }): Promise<void> {
    const idToken = await user.getIdToken();
    await apiFetch('/users', {
      method: 'POST',
      token: idToken,
      body: { name: profile.name, email: user.email, photoURL: profile.photoURL ?? undefined },
    });
  }

  private async whileLoading<T>(action: () => Promise<T>): Promise<T> {
    this.set({ ...this.state, loading: true });
    try {
      return await action();
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
