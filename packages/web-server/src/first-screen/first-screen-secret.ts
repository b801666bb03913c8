import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header the shell's server proves itself with when it asks a remote for a first screen. */
export const FIRST_SCREEN_SECRET_HEADER = 'x-first-screen-secret';

/**
 * A remote's `/first-screen` answers the shell's server alone: a render costs a remote far more than a file, so
 * nobody else may ask for one. With `FIRST_SCREEN_SECRET` set (production requires it), the ask carries it; without
 * (development: the servers run on one machine), only an ask from this machine is answered.
 */
export interface FirstScreenSecret {
  /** What the shell's server sends with each ask. */
  headers(): Record<string, string>;
  /** Whether this ask comes from the shell's server. */
  admits(req: IncomingMessage): boolean;
}

const digest = (value: string) => createHash('sha256').update(value).digest();
const isLoopback = (address: string | undefined) => /^(127\.|::1$|::ffff:127\.)/.test(address ?? '');

export function firstScreenSecret(secret: string | undefined): FirstScreenSecret {
  if (!secret) return { headers: () => ({}), admits: (req) => isLoopback(req.socket.remoteAddress) };
  // Compared as digests, in constant time: equal lengths, and no timing tells how much of a guess was right.
  const expected = digest(secret);
  return {
    headers: () => ({ [FIRST_SCREEN_SECRET_HEADER]: secret }),
    admits(req) {
      const given = req.headers[FIRST_SCREEN_SECRET_HEADER];
      return typeof given === 'string' && timingSafeEqual(digest(given), expected);
    },
  };
}
