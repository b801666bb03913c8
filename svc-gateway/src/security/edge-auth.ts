import type { RequestHandler } from 'express';
import { bearerToken, sessionIfValid, unauthorized, type AppError, type SessionClaims } from '@hostel/platform';
import type { Operation } from '../routing/route-table';

/**
 * Who is calling, decided once per request: the claims of a valid session token, else nobody. An expired or
 * garbage token thus reads public routes as anonymous (DESIGN §6) and spends the anonymous budget, not its
 * user's. Sign-in calls carry a Firebase ID token instead, which never passes as a session.
 */
export function identifyCaller(secret: string): RequestHandler {
  return (req, _res, next) => {
    const token = bearerToken(req.headers.authorization);
    req.auth = token ? sessionIfValid(token, secret) : undefined;
    next();
  };
}

/**
 * Why the gateway refuses a call before it reaches a service, if it does: a session or admin operation without a
 * valid session token. The services check again, and decide what the gateway cannot (admin role, own data, Bronze).
 */
export function edgeRefusal(operation: Operation, session: SessionClaims | undefined): AppError | undefined {
  const needsSession = operation.access === 'session' || operation.access === 'admin';
  return needsSession && !session ? unauthorized() : undefined;
}
