import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UserSnapshot } from '@hostel/contracts';
import { newEvent } from '../bus/envelope';
import { AppError } from '../http/app-error';
import { EmbeddedDocumentStore } from '../store/embedded-store';
import { adminCaller, applyUserEvent, callerOf, profileCollection, type ProfileCollection } from './user-profiles';

const snapshot = (changes: Partial<UserSnapshot> = {}): UserSnapshot => ({ userId: 'u1', email: 'a@b.c', role: 'user', badge: 'Bronze', ...changes });
const event = (data: UserSnapshot, occurredAt: string) => ({ ...newEvent('user.role_changed', data), occurredAt });
const session = { sub: 'u1', email: 'a@b.c', role: 'user' as const };

describe('users read model (user.* events → role and badge checks)', () => {
  let dir: string;
  let store: EmbeddedDocumentStore;
  let profiles: ProfileCollection;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'profiles-'));
    store = await EmbeddedDocumentStore.open(dir);
    profiles = profileCollection(store);
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('when a user is promoted after signing in, then the caller is an admin although the token says user', async () => {
    await applyUserEvent(profiles, event(snapshot(), '2026-01-01T00:00:00.000Z'));
    await applyUserEvent(profiles, event(snapshot({ role: 'admin', badge: 'Gold' }), '2026-01-01T00:00:01.000Z'));

    expect(await callerOf(profiles, session)).toEqual({ id: 'u1', email: 'a@b.c', role: 'admin', badge: 'Gold' });
    await expect(adminCaller(profiles, session)).resolves.toMatchObject({ role: 'admin' });
  });

  it('when an older event arrives after a newer one, then it changes nothing', async () => {
    await applyUserEvent(profiles, event(snapshot({ role: 'admin' }), '2026-01-01T00:00:02.000Z'));
    await applyUserEvent(profiles, event(snapshot({ role: 'user' }), '2026-01-01T00:00:01.000Z'));

    expect((await callerOf(profiles, session)).role).toBe('admin');
  });

  it('when the read model has not heard of the user yet, then the token role and the default badge hold', async () => {
    expect(await callerOf(profiles, { ...session, role: 'admin' })).toMatchObject({ role: 'admin', badge: 'Bronze' });
    await expect(adminCaller(profiles, session)).rejects.toMatchObject({ status: 403 });
    await expect(callerOf(profiles, undefined)).rejects.toBeInstanceOf(AppError);
  });

  it('when an event carries no valid snapshot, then it is refused (and dead-letters on the bus)', async () => {
    await expect(applyUserEvent(profiles, { ...newEvent('user.created', { userId: 'u1' }) })).rejects.toThrow();
    expect(await profiles.findOne({ _id: 'u1' })).toBeNull();
  });
});
