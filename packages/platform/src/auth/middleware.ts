import type { Request, RequestHandler } from 'express';
import { forbidden, unauthorized } from '../http/app-error';
import { bearerToken, sessionIfValid, verifySessionToken, type SessionClaims } from './session-token';

declare module 'express-serve-static-core' {
  interface Request {
    /** The verified session, when the request carried a valid token. */
    auth?: SessionClaims;
  }
}

export interface AuthenticateOptions {
  /**
   * The calls everyone may make (DESIGN §6): there an expired, forged or garbage token counts as no token, so a
   * stale session left in a browser cannot break reading the meals. Elsewhere a bad token answers 401.
   */
  isPublic?: (req: Request) => boolean;
}

/** Verifies a session token when present; routes decide with requireAuth/requireAdmin whether it is needed. */
export function authenticate(secret: string, options: AuthenticateOptions = {}): RequestHandler {
  return (req, _res, next) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) return next();
    if (options.isPublic?.(req)) req.auth = sessionIfValid(token, secret);
    else req.auth = verifySessionToken(token, secret);
    next();
  };
}

export const requireAuth: RequestHandler = (req, _res, next) => {
  next(req.auth ? undefined : unauthorized());
};

/** Role from the token; services with a fresher source (their own data or read model) check that instead. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.auth) return next(unauthorized());
  next(req.auth.role === 'admin' ? undefined : forbidden('Forbidden access'));
};

export function sessionOf(req: { auth?: SessionClaims }): SessionClaims {
  if (!req.auth) throw unauthorized();
  return req.auth;
}
