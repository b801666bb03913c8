import { EVENTS, type UserSnapshot } from '@hostel/contracts';
import { AppError, MongoDocumentStore, newEvent, type DocumentStore } from '@hostel/platform';
import { openTempStore, requireServer, uniqueName } from '@hostel/platform/testing';
import { adminCaller, applyUserEvent, callerOf, currentSession, displayNameOf, profileCollection, type ProfileCollection } from './user-profiles';

const snapshot = (changes: Partial<UserSnapshot> = {}): UserSnapshot => ({ userId: 'u1', email: 'a@b.c', role: 'user', badge: 'Bronze', ...changes });
const event = (data: UserSnapshot, occurredAt: string) => ({ ...newEvent('user.role_changed', data), occurredAt });
const session = { sub: 'u1', email: 'a@b.c', role: 'user' as const };

const stores = [
  {
    name: 'embedded (NeDB)',
    open: () => openTempStore('profiles'),
  },
  {
    name: 'real (FerretDB)',
    open: async () => {
      const store = await MongoDocumentStore.connect(requireServer('MONGODB_URI'), uniqueName('profiles'));
      const dispose = async () => {
        await store.drop();
        await store.close();
      };
      return { store, dispose };
    },
  },
];

describe.each(stores)('users read model (user.* events → role and badge checks) — $name', ({ open }) => {
  let store: DocumentStore;
  let dispose: () => Promise<void>;
  let profiles: ProfileCollection;
  beforeEach(async () => {
    ({ store, dispose } = await open());
    profiles = profileCollection(store);
  });
  afterEach(() => dispose());

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

  it('when a newer snapshot carries a lower badge (a role change that read the badge before a payment), then the badge stays', async () => {
    await applyUserEvent(profiles, event(snapshot({ badge: 'Platinum' }), '2026-01-01T00:00:01.000Z'));
    await applyUserEvent(profiles, event(snapshot({ role: 'admin', badge: 'Silver' }), '2026-01-01T00:00:02.000Z'));

    expect(await callerOf(profiles, session)).toMatchObject({ role: 'admin', badge: 'Platinum' });
  });

  it('when a payment is taken back, then the newer user.badge_changed lowers the badge; an older snapshot, of any type, does not raise it again', async () => {
    const badgeChanged = (badge: UserSnapshot['badge'], occurredAt: string) => ({ ...newEvent('user.badge_changed', snapshot({ badge })), occurredAt });
    await applyUserEvent(profiles, badgeChanged('Gold', '2026-01-01T00:00:01.000Z'));
    await applyUserEvent(profiles, badgeChanged('Bronze', '2026-01-01T00:00:03.000Z'));

    await applyUserEvent(profiles, badgeChanged('Gold', '2026-01-01T00:00:01.000Z'));
    await applyUserEvent(profiles, event(snapshot({ badge: 'Gold' }), '2026-01-01T00:00:02.000Z'));

    expect((await callerOf(profiles, session)).badge).toBe('Bronze');
    await applyUserEvent(profiles, badgeChanged('Silver', '2026-01-01T00:00:04.000Z'));
    expect((await callerOf(profiles, session)).badge).toBe('Silver');
  });

  it('when badge events arrive out of order, then the higher badge holds whichever came last', async () => {
    await applyUserEvent(profiles, event(snapshot({ badge: 'Gold' }), '2026-01-01T00:00:02.000Z'));
    await applyUserEvent(profiles, event(snapshot({ badge: 'Platinum' }), '2026-01-01T00:00:01.000Z'));
    await applyUserEvent(profiles, event(snapshot({ badge: 'Silver' }), '2026-01-01T00:00:03.000Z'));

    expect((await callerOf(profiles, session)).badge).toBe('Platinum');
  });

  it("when the user's first event is stored while a later one is being applied, then neither is lost", async () => {
    const created = event(snapshot({ name: 'Created' }), '2026-01-01T00:00:01.000Z');
    const paid = event(snapshot({ name: 'Renamed', badge: 'Gold' }), '2026-01-01T00:00:02.000Z');
    // The later event's first store call completes, then the first event is applied whole, then the later one goes on.
    let interleaved = false;
    const racing = new Proxy(profiles, {
      get: (target, key) => {
        const value = Reflect.get(target, key) as unknown;
        if (typeof value !== 'function') return value;
        return async (...args: unknown[]) => {
          const result = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          if (!interleaved) {
            interleaved = true;
            await applyUserEvent(profiles, created);
          }
          return result;
        };
      },
    });

    await applyUserEvent(racing, paid);

    expect(await profiles.findOne({ _id: 'u1' })).toMatchObject({ name: 'Renamed', badge: 'Gold', version: paid.occurredAt });
  });

  it("when the snapshot carries the user's name, then the caller's display name is it; without one, the e-mail's local part", async () => {
    expect(displayNameOf(await callerOf(profiles, session))).toBe('a');

    await applyUserEvent(profiles, event(snapshot({ name: 'Nadia Rahman' }), '2026-01-01T00:00:01.000Z'));

    const caller = await callerOf(profiles, session);
    expect(caller.name).toBe('Nadia Rahman');
    expect(displayNameOf(caller)).toBe('Nadia Rahman');
  });

  it('when the read model has not heard of the user yet, then the token role and the default badge hold', async () => {
    expect(await callerOf(profiles, { ...session, role: 'admin' })).toMatchObject({ role: 'admin', badge: 'Bronze' });
    await expect(adminCaller(profiles, session)).rejects.toMatchObject({ status: 403 });
    await expect(callerOf(profiles, undefined)).rejects.toBeInstanceOf(AppError);
  });

  it('when user.sessions_revoked raises the generation, then a token of an older generation is refused with 401 and one of the new generation passes', async () => {
    await applyUserEvent(profiles, event(snapshot(), '2026-01-01T00:00:01.000Z'));
    await applyUserEvent(profiles, { ...newEvent(EVENTS.userSessionsRevoked, snapshot({ sessionGeneration: 1 })), occurredAt: '2026-01-01T00:00:02.000Z' });

    await expect(callerOf(profiles, session)).rejects.toMatchObject({ status: 401 });
    await expect(currentSession(profiles, session)).rejects.toMatchObject({ status: 401 });
    await expect(adminCaller(profiles, { ...session, role: 'admin' })).rejects.toMatchObject({ status: 401 });
    await expect(callerOf(profiles, { ...session, gen: 1 })).resolves.toMatchObject({ id: 'u1' });
  });

  it('when an older snapshot without the new generation arrives after the revocation, then the generation stays', async () => {
    await applyUserEvent(profiles, { ...newEvent(EVENTS.userSessionsRevoked, snapshot({ sessionGeneration: 2 })), occurredAt: '2026-01-01T00:00:02.000Z' });
    await applyUserEvent(profiles, event(snapshot({ sessionGeneration: 1 }), '2026-01-01T00:00:03.000Z'));
    await applyUserEvent(profiles, event(snapshot({ role: 'admin' }), '2026-01-01T00:00:04.000Z'));

    expect(await profiles.findOne({ _id: 'u1' })).toMatchObject({ role: 'admin', sessionGeneration: 2 });
    await expect(callerOf(profiles, { ...session, gen: 1 })).rejects.toMatchObject({ status: 401 });
  });

  it('when an event carries no valid snapshot, then it is refused (and dead-letters on the bus)', async () => {
    await expect(applyUserEvent(profiles, { ...newEvent('user.created', { userId: 'u1' }) })).rejects.toThrow();
    expect(await profiles.findOne({ _id: 'u1' })).toBeNull();
  });
});
