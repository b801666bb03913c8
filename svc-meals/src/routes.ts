import { adminCaller, callerOf, type ProfileCollection } from '@hostel/accounts';
import type { ReadChange } from '@hostel/contracts';
import { binder } from '@hostel/platform';

/**
 * svc-meals' handlers are bound to the operation declarations here: the session is checked by each one's access,
 * the caller comes from the users read model (an admin promoted after signing in is one here at once), and every
 * write wakes the outbox relay, so live streams hear of a stored event at once, and tells the read caches what its
 * declaration says it changed (`onChange`), before it is answered.
 */
export function mealsRoutes(profiles: ProfileCollection, sessionSecret: string, afterWrite: () => void, onChange: (change: ReadChange) => Promise<void>) {
  return binder({
    sessionSecret,
    afterWrite,
    onChange,
    callers: { session: (req) => callerOf(profiles, req.auth), admin: (req) => adminCaller(profiles, req.auth) },
  });
}

export type MealsRoutes = ReturnType<typeof mealsRoutes>;
