import type { SessionState, SessionUser } from '@hostel/ui';
import { canSee } from './access';

const person = (role: SessionUser['role'], email = `${role}@hostel.local`): SessionUser => ({
  id: '64b000000000000000000001',
  uid: `uid-${role}`,
  email,
  name: 'Karima Begum',
  photoURL: null,
  role,
  badge: 'Gold',
});

const visitor: SessionState = { loading: false, user: null };
const student: SessionState = { loading: false, user: person('user') };
const admin: SessionState = { loading: false, user: person('admin') };

describe('canSee', () => {
  it('when a route is for everyone, then a visitor sees it, even while sign-in state is loading', () => {
    expect(canSee('everyone', visitor)).toBe(true);
    expect(canSee('everyone', { loading: true, user: null })).toBe(true);
  });

  it('when a route needs a signed-in user, then a student and an admin see it and a visitor does not', () => {
    expect(canSee('signed-in', student)).toBe(true);
    expect(canSee('signed-in', admin)).toBe(true);
    expect(canSee('signed-in', visitor)).toBe(false);
  });

  it('when the signed-in person has no e-mail, then protected routes stay closed (spec §2)', () => {
    expect(canSee('signed-in', { loading: false, user: person('user', '') })).toBe(false);
    expect(canSee('admin', { loading: false, user: person('admin', '') })).toBe(false);
  });

  it('when sign-in state is still loading, then nothing protected mounts, even for a known admin', () => {
    expect(canSee('signed-in', { loading: true, user: person('user') })).toBe(false);
    expect(canSee('admin', { loading: true, user: person('admin') })).toBe(false);
  });

  it('when a route is for admins, then only the role admin sees it', () => {
    expect(canSee('admin', admin)).toBe(true);
    expect(canSee('admin', student)).toBe(false);
    expect(canSee('admin', visitor)).toBe(false);
  });
});
