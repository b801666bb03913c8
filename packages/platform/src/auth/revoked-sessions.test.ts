import { parseSessionsRevoked, RevokedSessions, sessionsRevokedValue } from './revoked-sessions';

const USER = '0123456789abcdef01234567';
const session = { sub: USER, email: 'a@hostel.local', role: 'user' as const };

describe('RevokedSessions (the gateway’s copy)', () => {
  it('when a user’s sessions are ended, then their older tokens are refused, newer ones and other users’ pass, and a lower generation arriving late changes nothing', () => {
    const revoked = new RevokedSessions(60_000);

    revoked.revoke(USER, 2);
    revoked.revoke(USER, 1);

    expect(revoked.isRevoked({ ...session, gen: 1 })).toBe(true);
    expect(revoked.isRevoked(session)).toBe(true);
    expect(revoked.isRevoked({ ...session, gen: 2 })).toBe(false);
    expect(revoked.isRevoked({ ...session, sub: 'another-user' })).toBe(false);
  });

  it('when a revocation is older than a session can live, then it is forgotten', () => {
    let now = 0;
    const revoked = new RevokedSessions(1000, () => now);
    revoked.revoke(USER, 1);

    now = 1001;
    revoked.revoke('another-user', 1);

    expect(revoked.isRevoked(session)).toBe(false);
  });
});

describe('the sessions-revoked header', () => {
  it('when written and read back, then the user and generation survive; anything else reads as nothing', () => {
    expect(parseSessionsRevoked(sessionsRevokedValue(USER, 4))).toEqual({ userId: USER, generation: 4 });
    for (const value of [undefined, 42, '', `${USER}`, `${USER} -1`, `not-an-id 1`, `${USER} 1 extra`]) expect(parseSessionsRevoked(value)).toBeUndefined();
  });
});
