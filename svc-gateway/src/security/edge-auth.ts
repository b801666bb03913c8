import type { RequestHandler } from 'express';
import { bearerToken, unauthorized, verifySessionToken } from '@hostel/platform';
import { routeFor } from '../routing/route-table';

/** Rejects protected calls without a valid session token before they reach a service (which checks again). */
export function edgeAuth(secret: string): RequestHandler {
  return (req, _res, next) => {
    const route = routeFor(req.method, req.path);
    if (!route || route.access !== 'session') return next();
    const token = bearerToken(req.headers.authorization);
    if (!token) return next(unauthorized('Unauthorized access'));
    verifySessionToken(token, secret);
    next();
  };
}
