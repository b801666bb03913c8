import type { SessionApi, SessionState, SessionUser } from './session-api';

const USERS: Record<string, SessionUser | null> = {
  premium: { id: '64b000000000000000000001', uid: 'stub-premium', email: 'gold@hostel.local', name: 'Karima Begum', photoURL: null, role: 'user', badge: 'Gold' },
  bronze: { id: '64b000000000000000000002', uid: 'stub-bronze', email: 'bronze@hostel.local', name: 'Rahim Uddin', photoURL: null, role: 'user', badge: 'Bronze' },
  admin: { id: '64b000000000000000000003', uid: 'stub-admin', email: 'admin@hostel.local', name: 'Hostel Admin', photoURL: null, role: 'admin', badge: 'Bronze' },
  visitor: null,
};

/** A fixed session for a remote running standalone (`?as=premium|bronze|admin|visitor`); no identity provider. */
export function stubSession(kind = new URLSearchParams(window.location.search).get('as') ?? 'premium'): SessionApi {
  const state: SessionState = { loading: false, user: kind in USERS ? (USERS[kind] ?? null) : USERS.premium! };
  return {
    getState: () => state,
    onChange: () => () => undefined,
    getToken: () => window.localStorage.getItem('token'),
    signOut: async () => undefined,
    refreshUser: async () => undefined,
  };
}
