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

/** What the server renders every page with (first-screen/render-first-screen.tsx): nobody known yet. */
const SERVED: SessionState = { loading: true, user: null };

/**
 * The state a hydration renders with: the served one. When the session's own state says the same (nobody known yet,
 * as for every visitor whose Firebase has not started) it is that very object: React compares the two by identity
 * and, finding them different, renders every reader again synchronously inside the hydration's own task.
 */
const servedAs = (own: SessionState): SessionState => (own.loading && own.user === null ? own : SERVED);

/**
 * The current session state, re-rendering on every change. A root hydrating served markup renders it first with the
 * served state, whatever the session knows already (a person remembered from the last visit), so the markup matches;
 * React renders again with the session's own state right after.
 */
export function useSession(): SessionState & { api: SessionApi } {
  const api = useSessionApi();
  const state = useSyncExternalStore(api.onChange, api.getState, () => servedAs(api.getState()));
  return { ...state, api };
}
