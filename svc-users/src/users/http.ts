import { API } from '@hostel/contracts';
import { binder, bearerToken, reply, SESSIONS_REVOKED_HEADER, sessionsRevokedValue, unauthorized, type IdentityVerifier } from '@hostel/platform';
import type { UsersConfig } from '../config';
import { endSessions } from './end-sessions';
import { startSession } from './issue-token';
import { makeAdmin } from './make-admin';
import { findUserByEmail, requireAdminCaller, searchUsers, usersCaller } from './read-users';
import { saveUser } from './save-user';
import { setLanguage } from './set-language';
import { toUser, type UserCollection } from './user-store';

/**
 * svc-users' handlers, bound to the operation declarations. Sign-in (`/jwt`, POST `/users`) carries a Firebase ID
 * token instead of a session token: its caller is the verified identity. Session callers and admins are checked
 * against the users collection, not the token alone, so a promotion counts at once and an ended session at once.
 */
export function usersRoutes(users: UserCollection, verifier: IdentityVerifier, config: UsersConfig, afterWrite: () => void) {
  const routes = binder({
    sessionSecret: config.JWT_SECRET,
    afterWrite,
    callers: {
      identity: async (req) => {
        const token = bearerToken(req.headers.authorization);
        if (!token) throw unauthorized();
        return verifier.verify(token);
      },
      session: (req) => usersCaller(users, req.auth),
      admin: (req) => requireAdminCaller(users, req.auth),
    },
  });
  const accountExists = (uid: string) => verifier.accountExists(uid);
  const revokeSignIns = (uid: string) => verifier.revokeSignIns(uid);
  const sessionsEnded = (userId: string, generation: number) => reply(200, { success: true as const }, { [SESSIONS_REVOKED_HEADER]: sessionsRevokedValue(userId, generation) });

  routes.on(API.createSession, async ({ body }, { caller: identity }) => {
    const { token } = await startSession(
      users,
      { identity, body, adminEmails: config.ADMIN_EMAILS, accountExists },
      { secret: config.JWT_SECRET, ttl: config.SESSION_TTL },
    );
    return { token };
  });

  routes.on(API.saveUser, async ({ body }, { caller: identity }) => {
    const { user, created } = await saveUser(users, { identity, body, adminEmails: config.ADMIN_EMAILS, accountExists });
    return reply(created ? 201 : 200, { success: true, created, user: toUser(user) });
  });

  routes.on(API.findUserByEmail, async ({ query }, { req }) => findUserByEmail(users, req.auth, query.email));

  routes.on(API.searchUsers, async ({ query }) => {
    const { users: found, total } = await searchUsers(users, query);
    return reply(200, found, { 'X-Total-Count': String(total) });
  });

  routes.on(API.makeAdmin, async ({ params }, { audit }) => ({ success: true, ...(await makeAdmin(users, params.id, audit)) }));

  routes.on(API.signOutEverywhere, async (_input, { caller }) => {
    const { generation } = await endSessions(users, { userId: caller.id, revokeSignIns });
    return sessionsEnded(caller.id, generation);
  });

  routes.on(API.revokeUserSessions, async ({ params }, { audit }) => {
    const { generation } = await endSessions(users, { userId: params.id, revokeSignIns, audit });
    return sessionsEnded(params.id, generation);
  });

  routes.on(API.getUser, async ({ params }, { req }) => findUserByEmail(users, req.auth, params.email));

  routes.on(API.setMyLanguage, async ({ body }, { req }) => setLanguage(users, req.auth, body.language));

  return routes;
}

export type UsersRoutes = ReturnType<typeof usersRoutes>;
