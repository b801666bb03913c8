import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionApi, SessionState } from './session-api';

const SessionContext = createContext<SessionApi | null>(null);

export function SessionProvider({ session, children }: { session: SessionApi; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSessionApi(): SessionApi {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside a SessionProvider');
  return session;
}

/** The current session state, re-rendering on every change. */
export function useSession(): SessionState & { api: SessionApi } {
  const api = useSessionApi();
  const state = useSyncExternalStore(api.onChange, api.getState, api.getState);
  return { ...state, api };
}
