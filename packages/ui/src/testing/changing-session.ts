import type { Badge } from '@hostel/contracts';
import type { SessionApi, SessionState } from '../session/session-api';
import { stubSession } from '../session/stub-session';

/**
 * A stub session whose badge a test can change, telling every listener as the shell's session does when the live
 * stream brings a badge change; refreshUser is a spy.
 */
export function changingSession(kind: 'premium' | 'bronze' = 'bronze'): SessionApi & { setBadge(badge: Badge): void; refreshUser: jest.Mock } {
  const stub = stubSession(kind);
  let state: SessionState = stub.getState();
  const listeners = new Set<(state: SessionState) => void>();
  return {
    ...stub,
    getState: () => state,
    onChange: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    refreshUser: jest.fn(async () => undefined),
    setBadge: (badge) => {
      state = { ...state, user: state.user ? { ...state.user, badge } : null };
      for (const listener of listeners) listener(state);
    },
  };
}
