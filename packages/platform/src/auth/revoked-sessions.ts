import { isRevokedSession, type SessionClaims } from './session-token';

/**
 * Set by svc-users on the answer of a call that ended a user's sessions (`<userId> <generation>`), so the gateway
 * that carried it refuses the old tokens from that answer on; the gateway takes it off before the answer leaves.
 */
export const SESSIONS_REVOKED_HEADER = 'x-sessions-revoked';

export const sessionsRevokedValue = (userId: string, generation: number): string => `${userId} ${generation}`;

export function parseSessionsRevoked(value: unknown): { userId: string; generation: number } | undefined {
  const match = typeof value === 'string' ? /^([0-9a-f]{24}) ([0-9]{1,9})$/.exec(value) : null;
  return match ? { userId: match[1]!, generation: Number(match[2]) } : undefined;
}

/**
 * The generations below which a user's session tokens are refused, kept in memory for as long as such a token could
 * still be unexpired. A lookup is one map read, so checking every signed-in call costs nothing measurable.
 */
export class RevokedSessions {
  private readonly floors = new Map<string, { generation: number; until: number }>();

  constructor(
    private readonly keepMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  revoke(userId: string, generation: number): void {
    const known = this.floors.get(userId);
    if (known && known.generation >= generation) return;
    this.floors.set(userId, { generation, until: this.now() + this.keepMs });
    this.prune();
  }

  isRevoked(session: SessionClaims): boolean {
    const floor = this.floors.get(session.sub);
    return floor !== undefined && isRevokedSession(session, floor.generation);
  }

  private prune(): void {
    const now = this.now();
    for (const [userId, floor] of this.floors) if (floor.until <= now) this.floors.delete(userId);
  }
}
