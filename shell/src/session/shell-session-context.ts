import { createContext, useContext } from 'react';
import type { FirebaseSession } from './firebase-session';

/** The shell's own pages need the identity actions (sign in, register…) that remotes never get. */
export const ShellSessionContext = createContext<FirebaseSession | null>(null);

export function useShellSession(): FirebaseSession {
  const session = useContext(ShellSessionContext);
  if (!session) throw new Error('useShellSession must be used inside the chrome');
  return session;
}
