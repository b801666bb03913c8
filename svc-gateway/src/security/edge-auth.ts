import type { RequestHandler } from 'express';
import { bearerToken, sessionIfValid, unauthorized } from '@hostel/platform';
import { routeFor } from '../routing/route-table';

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

/** Rejects protected calls without a valid session token before they reach a service (which checks again). */
export const edgeAuth: RequestHandler = (req, _res, next) => {
  const route = routeFor(req.method, req.path);
  next(route?.access === 'session' && !req.auth ? unauthorized('Unauthorized access') : undefined);
};
