import { Router, type RequestHandler } from 'express';
import { jwtBody, saveUserBody, searchUsersQuery, userByEmailQuery, userEmailParams, userIdParams } from '@hostel/contracts';
import { authenticate, bearerToken, parseInput, unauthorized, type FirebaseIdentity, type IdentityVerifier } from '@hostel/platform';
import type { UsersConfig } from '../config';
import { startSession } from './issue-token';
import { makeAdmin } from './make-admin';
import { findUserByEmail, requireAdminCaller, searchUsers } from './read-users';
import { saveUser } from './save-user';
import { toUser, type UserCollection } from './user-store';

declare module 'express-serve-static-core' {
  interface Request {
    identity?: FirebaseIdentity;
  }
}

/** `/users` (POST) and `/jwt` are called with a Firebase ID token instead of a session token. */
function firebaseIdentity(verifier: IdentityVerifier): RequestHandler {
  return async (req, _res, next) => {
    try {
      const token = bearerToken(req.headers.authorization);
      if (!token) throw unauthorized();
      req.identity = await verifier.verify(token);
      next();
    } catch (err) {
      next(err);
    }
  };
}

export function usersRouter(users: UserCollection, verifier: IdentityVerifier, config: UsersConfig, onWrite: () => void): Router {
  const router = Router();
  const withIdentity = firebaseIdentity(verifier);

  const accountExists = (uid: string) => verifier.accountExists(uid);

  router.post('/jwt', withIdentity, async (req, res) => {
    const body = parseInput(jwtBody, req.body);
    const { token } = await startSession(
      users,
      { identity: req.identity!, body, adminEmails: config.ADMIN_EMAILS, accountExists },
      { secret: config.JWT_SECRET, ttl: config.SESSION_TTL },
    );
    onWrite();
    res.json({ token });
  });

  router.post('/users', withIdentity, async (req, res) => {
    const body = parseInput(saveUserBody, req.body);
    const { user, created } = await saveUser(users, { identity: req.identity!, body, adminEmails: config.ADMIN_EMAILS, accountExists });
    onWrite();
    res.status(created ? 201 : 200).json({ success: true, created, user: toUser(user) });
  });

  // Everything below carries a session token.
  router.use(authenticate(config.JWT_SECRET));

  router.get('/users/by-email', async (req, res) => {
    const { email } = parseInput(userByEmailQuery, req.query);
    res.json(await findUserByEmail(users, req.auth, email));
  });

  router.get('/users', async (req, res) => {
    await requireAdminCaller(users, req.auth);
    const query = parseInput(searchUsersQuery, req.query);
    const { users: found, total } = await searchUsers(users, query);
    res.setHeader('X-Total-Count', String(total));
    res.json(found);
  });

  router.patch('/users/make-admin/:id', async (req, res) => {
    await requireAdminCaller(users, req.auth);
    const { id } = parseInput(userIdParams, req.params);
    const result = await makeAdmin(users, id);
    onWrite();
    res.json({ success: true, ...result });
  });

  router.get('/users/:email', async (req, res) => {
    const { email } = parseInput(userEmailParams, req.params);
    res.json(await findUserByEmail(users, req.auth, email));
  });

  return router;
}
