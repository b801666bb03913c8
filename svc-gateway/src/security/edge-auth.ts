import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';
import {
  bearerToken,
  openInvalidationChannel,
  parseSessionsRevoked,
  RevokedSessions,
  SESSIONS_REVOKED_HEADER,
  sessionIfValid,
  sessionsRevokedValue,
  unauthorized,
  type AppError,
  type InvalidationChannel,
  type Logger,
  type SessionClaims,
} from '@hostel/platform';
import { matchRoute, type Operation } from '../routing/route-table';

/** Longer than a session token lives (svc-users' SESSION_TTL, 12 h by default): after that its expiry refuses it. */
const REVOCATIONS_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * The sessions ended since this gateway started: learnt from the answers of the calls that end them (declared with
 * `revokesSessions`), as they pass, and from the other gateways over Redis pub/sub. The services check their own
 * copy (svc-users its records, the others their read models) as well, so a gateway that missed a message, or
 * restarted, lets nothing through that a service would take.
 */
export interface SessionRevocations {
  revoked: RevokedSessions;
  /** Notes the revocation an answer of svc-users carries, before the answer leaves; the header stays inside. */
  middleware: RequestHandler;
  stop(): Promise<void>;
}

export async function sessionRevocations(options: { redisUrl?: string; channel: string; logger: Logger }): Promise<SessionRevocations> {
  const revoked = new RevokedSessions(REVOCATIONS_KEPT_MS);
  const channel: InvalidationChannel = await openInvalidationChannel({ redisUrl: options.redisUrl, channel: options.channel, logger: options.logger });
  const note = (value: unknown): string | undefined => {
    const parsed = parseSessionsRevoked(value);
    if (!parsed) return undefined;
    revoked.revoke(parsed.userId, parsed.generation);
    return sessionsRevokedValue(parsed.userId, parsed.generation);
  };
  channel.onMessage((message) => void note(message));

  const middleware: RequestHandler = (req, res, next) => {
    // Ending sessions is a write: the reads that make most of the traffic are not matched again.
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const match = matchRoute(req.method, req.path);
    if (!match || !('operation' in match) || !match.operation.revokesSessions) return next();
    onHeaders(res, () => {
      const noted = note(res.getHeader(SESSIONS_REVOKED_HEADER));
      res.removeHeader(SESSIONS_REVOKED_HEADER);
      if (noted) void channel.publish(noted);
    });
    next();
  };

  return { revoked, middleware, stop: () => channel.close() };
}

/**
 * Who is calling, decided once per request: the claims of a valid session token that was not revoked, else nobody.
 * An expired, revoked or garbage token thus reads public routes as anonymous (DESIGN §6) and spends the anonymous
 * budget, not its user's; a revoked one is not passed on either, so no service answers a public read for its user.
 * Sign-in calls carry a Firebase ID token instead, which never passes as a session.
 */
export function identifyCaller(secret: string, revoked: RevokedSessions): RequestHandler {
  return (req, _res, next) => {
    const token = bearerToken(req.headers.authorization);
    const session = token ? sessionIfValid(token, secret) : undefined;
    if (session && revoked.isRevoked(session)) {
      delete req.headers.authorization;
      req.auth = undefined;
    } else req.auth = session;
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
