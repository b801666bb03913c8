import type { SessionUser } from '@hostel/ui';

/**
 * Set while Firebase knows a verified person in this browser: the next visit then starts Firebase at once. Its value
 * is the person as the backend last described them (JSON), or '1' while their record has not been read yet.
 */
export const SIGNED_IN_HINT_KEY = 'hostel:signed-in';

/** A session token this close to its expiry is not worth starting a page's reads with. */
const EXPIRY_MARGIN_MS = 60_000;

/** The token's `exp` (ms), read without verifying it: only the server trusts a token, the page merely avoids a stale one. */
function expiryOf(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const exp = typeof claims === 'object' && claims !== null && 'exp' in claims ? claims.exp : undefined;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.uid === 'string' &&
    typeof user.email === 'string' &&
    typeof user.name === 'string' &&
    (user.photoURL === null || typeof user.photoURL === 'string') &&
    typeof user.role === 'string' &&
    typeof user.badge === 'string'
  );
}

/**
 * The person this browser's last visit ended signed in as, when their session token is still good: the shell shows
 * their pages (and their own remembered name, role and badge) at once instead of after Firebase, the token and the
 * record have answered again. Never trusted for data: every read carries the token, which the server checks, and
 * the session replaces this person with the backend's answer (or signs out) as soon as Firebase has spoken.
 */
export function rememberedUser(token: string | null, storage: Storage = window.localStorage, now = Date.now()): SessionUser | null {
  const expiry = token ? expiryOf(token) : null;
  if (expiry === null || expiry - EXPIRY_MARGIN_MS <= now) return null;
  try {
    const value: unknown = JSON.parse(storage.getItem(SIGNED_IN_HINT_KEY) ?? 'null');
    if (!isSessionUser(value)) return null;
    const { language: _language, ...remembered } = value;
    return remembered;
  } catch {
    return null;
  }
}

/**
 * Remembers the person the backend confirmed (only a read record: an identity without one is not remembered). Not
 * their saved language: the page switches to the record's language once per sign-in, and a remembered one could be
 * older than a switch made since; the confirmed record brings it.
 */
export function rememberUser(user: SessionUser, storage: Storage = window.localStorage): void {
  if (user.id === null) return;
  const { language: _language, ...remembered } = user;
  storage.setItem(SIGNED_IN_HINT_KEY, JSON.stringify(remembered));
}
