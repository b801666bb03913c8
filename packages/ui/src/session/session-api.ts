import type { Badge, Role, UserLanguage } from '@hostel/contracts';

/** The signed-in person as every front end sees them (backend record + identity provider profile). */
export interface SessionUser {
  /** The backend user id (`_id`); null while the backend record could not be read (the person is still signed in). */
  id: string | null;
  uid: string;
  email: string;
  name: string;
  photoURL: string | null;
  role: Role;
  badge: Badge;
  /** The language saved on the record; the page switches to it when they sign in. */
  language?: UserLanguage;
}

export interface SessionState {
  loading: boolean;
  user: SessionUser | null;
}

/**
 * The one channel through which remotes learn about authentication; the shell owns the implementation
 * (Firebase + the session token) and passes it as the single-spa custom prop `session`.
 */
export interface SessionApi {
  getState(): SessionState;
  onChange(listener: (state: SessionState) => void): () => void;
  getToken(): string | null;
  signOut(): Promise<void>;
  /** Re-reads the backend record (badge after a payment, role after Make Admin). */
  refreshUser(): Promise<void>;
}
