import { API } from '@hostel/contracts';
import { binder, bearerToken, reply, unauthorized, type IdentityVerifier } from '@hostel/platform';
import type { UsersConfig } from '../config';
import { startSession } from './issue-token';
import { makeAdmin } from './make-admin';
import { findUserByEmail, requireAdminCaller, searchUsers } from './read-users';
import { saveUser } from './save-user';
import { setLanguage } from './set-language';
import { toUser, type UserCollection } from './user-store';

/**
 * svc-users' handlers, bound to the operation declarations. Sign-in (`/jwt`, POST `/users`) carries a Firebase ID
 * token instead of a session token: its caller is the verified identity. Admins are checked against the users
 * collection, not the token's role, so a promotion counts at once.
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
      admin: (req) => requireAdminCaller(users, req.auth),
    },
  });
  const accountExists = (uid: string) => verifier.accountExists(uid);

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

  routes.on(API.getUser, async ({ params }, { req }) => findUserByEmail(users, req.auth, params.email));

  routes.on(API.setMyLanguage, async ({ body }, { req }) => setLanguage(users, req.auth, body.language));

  return routes;
}

export type UsersRoutes = ReturnType<typeof usersRoutes>;
