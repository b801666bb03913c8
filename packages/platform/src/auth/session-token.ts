import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { ROLES } from '@hostel/contracts';
import { unauthorized } from '../http/app-error';

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string(),
  role: z.enum(ROLES),
  /** The user's session generation when the token was issued; ending their sessions raises it. Absent: 0. */
  gen: z.number().int().min(0).optional(),
});
export type SessionClaims = z.infer<typeof claimsSchema>;

const ISSUER = 'hostel-meals';

/**
 * The secret as a key object, made once per secret: given a string, jsonwebtoken first tries to read it as a public
 * key (an OpenSSL parse that throws), a cost far above the verification itself, paid twice for every signed-in call
 * (the gateway and the service each verify).
 */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret));
    keys.set(secret, key);
  }
  return key;
}

/** The session token of DESIGN §3: the user's id, e-mail, role and session generation, signed with HS256, short-lived. */
export function issueSessionToken(claims: SessionClaims, secret: string, expiresIn: `${number}${'m' | 'h' | 'd'}` = '12h'): string {
  return jwt.sign({ email: claims.email, role: claims.role, ...(claims.gen ? { gen: claims.gen } : {}) }, keyOf(secret), {
    subject: claims.sub,
    issuer: ISSUER,
    algorithm: 'HS256',
    expiresIn,
  });
}

export function verifySessionToken(token: string, secret: string): SessionClaims {
  try {
    const payload = jwt.verify(token, keyOf(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    return claimsSchema.parse(payload);
  } catch {
    throw unauthorized();
  }
}

/** The claims of a valid token, or undefined for an expired, forged or malformed one (a caller then counts as anonymous). */
export function sessionIfValid(token: string, secret: string): SessionClaims | undefined {
  try {
    return verifySessionToken(token, secret);
  } catch {
    return undefined;
  }
}

/** Whether a session was issued before its user's sessions were last ended (their generation rose past it). */
export const isRevokedSession = (session: Pick<SessionClaims, 'gen'>, currentGeneration: number | undefined): boolean => (session.gen ?? 0) < (currentGeneration ?? 0);

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
