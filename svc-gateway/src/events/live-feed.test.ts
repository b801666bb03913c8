import { LIVE_REPLAY_MS } from '@hostel/contracts';
import { createLogger, newEvent, type EventBus, type EventHandler } from '@hostel/platform';
import { startLiveFeed } from './live-feed';
import { MemoryReplayStore } from './replay-store';
import { incoming, USERS } from './test-events';

/** A bus that hands its one subscription's handler to the test, which delivers messages itself. */
function capturingBus(): { bus: EventBus; deliver: EventHandler } {
  let handler: EventHandler | undefined;
  const bus = { subscribe: async (_queue: string, _patterns: string[], subscribed: EventHandler) => void (handler = subscribed) } as unknown as EventBus;
  return { bus, deliver: (event) => handler!(event) };
}

describe('the live feed (bus → replay store)', () => {
  it('when an event arrives within the replay window, then it is kept for the streams', async () => {
    const { bus, deliver } = capturingBus();
    const store = new MemoryReplayStore(LIVE_REPLAY_MS);
    await startLiveFeed(bus, 'live', store, createLogger('live-feed-test', 'silent'));
    const { type, data } = incoming(USERS.student);

    await deliver(newEvent(type, data));

    expect(await store.since('0-0')).toEqual([expect.objectContaining({ type, data })]);
  });

  it('when an event arrives later than the replay window (a long broker outage), then it is not kept but marked as a gap at the time it happened', async () => {
    const { bus, deliver } = capturingBus();
    const store = new MemoryReplayStore(LIVE_REPLAY_MS);
    const gaps: number[] = [];
    store.onGap((occurredAt) => gaps.push(occurredAt));
    await startLiveFeed(bus, 'live', store, createLogger('live-feed-test', 'silent'));
    const { type, data } = incoming(USERS.student);
    const occurredAt = new Date(Date.now() - LIVE_REPLAY_MS - 1000).toISOString();

    await deliver({ ...newEvent(type, data), occurredAt });

    expect(await store.since('0-0')).toEqual([]);
    expect(gaps).toEqual([Date.parse(occurredAt)]);
  });

  it("when svc-users publishes user.badge_changed, then it is kept as the user's badge only (no e-mail, name or role)", async () => {
    const { bus, deliver } = capturingBus();
    const store = new MemoryReplayStore(LIVE_REPLAY_MS);
    await startLiveFeed(bus, 'live', store, createLogger('live-feed-test', 'silent'));

    await deliver(newEvent('user.badge_changed', { userId: USERS.student, email: 'student@hostel.test', name: 'Student', role: 'user', badge: 'Gold' }));

    expect(await store.since('0-0')).toEqual([{ id: expect.any(String), type: 'user.badge_changed', data: { userId: USERS.student, badge: 'Gold' } }]);
  });

  it('when svc-mess publishes headcount.changed, then it is kept for the streams, and a malformed count is refused', async () => {
    const { bus, deliver } = capturingBus();
    const store = new MemoryReplayStore(LIVE_REPLAY_MS);
    await startLiveFeed(bus, 'live', store, createLogger('live-feed-test', 'silent'));
    const data = { date: '2026-11-26', slot: 'Lunch', on: 41, guests: 3 };

    await deliver(newEvent('headcount.changed', data));
    await expect(deliver(newEvent('headcount.changed', { ...data, on: -1 }))).rejects.toThrow();

    expect(await store.since('0-0')).toEqual([{ id: expect.any(String), type: 'headcount.changed', data }]);
  });
});
