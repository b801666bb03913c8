import type { Request } from 'express';
import { adminCaller, callerOf, type ProfileCollection } from '@hostel/accounts';
import { binder } from '@hostel/platform';

/** svc-mess's binder: roles from svc-users' events; each feature binds its own operations to it. */
export function messBinder(profiles: ProfileCollection, jwtSecret: string, afterWrite?: () => void) {
  return binder({
    sessionSecret: jwtSecret,
    afterWrite,
    callers: { session: (req: Request) => callerOf(profiles, req.auth), admin: (req: Request) => adminCaller(profiles, req.auth) },
  });
}
export type MessRoutes = ReturnType<typeof messBinder>;
