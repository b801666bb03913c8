import { MESSAGES } from '@hostel/contracts';
import { assertAdmin, assertPremium, assertSelf, assertSelfOrAdmin, assertSelfOrAdminByEmail } from './policies';
import type { Caller } from './caller';

const caller = (changes: Partial<Caller> = {}): Caller => ({ id: 'u1', email: 'u1@test.local', role: 'user', badge: 'Bronze', ...changes });
const refusal = (message: string) => expect.objectContaining({ status: 403, message });

describe('assertPremium', () => {
  it('when a Bronze user acts, then 403 with the spec’s message for that action', () => {
    expect(() => assertPremium(caller(), 'requestMeal')).toThrow(refusal(MESSAGES.upgradeToRequest));
    expect(() => assertPremium(caller(), 'review')).toThrow(refusal(MESSAGES.upgradeToReview));
    expect(() => assertPremium(caller(), 'likeUpcomingMeal')).toThrow(refusal(MESSAGES.upgradeToReview));
  });

  it('when a premium user or a Bronze admin acts, then it is allowed', () => {
    for (const badge of ['Silver', 'Gold', 'Platinum'] as const) expect(() => assertPremium(caller({ badge }), 'requestMeal')).not.toThrow();
    expect(() => assertPremium(caller({ role: 'admin' }), 'review')).not.toThrow();
  });
});

describe('assertSelfOrAdmin', () => {
  it('when the data is the caller’s own, or the caller is an admin, then it is allowed', () => {
    expect(() => assertSelfOrAdmin(caller(), 'u1')).not.toThrow();
    expect(() => assertSelfOrAdmin(caller({ role: 'admin' }), 'u2')).not.toThrow();
  });

  it('when it is another user’s, then 403 with the message given (Forbidden access by default)', () => {
    expect(() => assertSelfOrAdmin(caller(), 'u2')).toThrow(refusal('Forbidden access'));
    expect(() => assertSelfOrAdmin(caller({ badge: 'Platinum' }), 'u2', 'You can only cancel your own requests')).toThrow(refusal('You can only cancel your own requests'));
  });
});

describe('assertSelfOrAdminByEmail', () => {
  it('when the e-mail is the caller’s own, or the caller is an admin, then it is allowed', () => {
    expect(() => assertSelfOrAdminByEmail(caller(), 'u1@test.local')).not.toThrow();
    expect(() => assertSelfOrAdminByEmail(caller({ role: 'admin' }), 'u2@test.local')).not.toThrow();
  });

  it('when it is another user’s e-mail, then 403', () => {
    expect(() => assertSelfOrAdminByEmail(caller({ badge: 'Gold' }), 'u2@test.local')).toThrow(refusal('Forbidden access'));
  });
});

describe('assertSelf and assertAdmin', () => {
  it('when a body names another user, then 403 unless an admin sends it; no userId is the caller', () => {
    expect(() => assertSelf(caller(), 'u2')).toThrow(refusal('You can only act for yourself'));
    expect(() => assertSelf(caller(), undefined)).not.toThrow();
    expect(() => assertSelf(caller({ role: 'admin' }), 'u2')).not.toThrow();
  });

  it('when a user who is not an admin does an admin’s work, then 403', () => {
    expect(() => assertAdmin(caller({ badge: 'Platinum' }))).toThrow(refusal('Forbidden access'));
    expect(() => assertAdmin(caller({ role: 'admin' }))).not.toThrow();
  });
});
