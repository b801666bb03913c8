import { loadGatewayConfig } from '../config';
import { MemoryReplayStore } from './replay-store';
import { incoming, USERS } from './test-events';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('the in-memory replay store (embedded mode)', () => {
  const replayWindow = loadGatewayConfig({ NODE_ENV: 'test' }).LIVE_REPLAY_MS;
  let clock: number;
  let store: MemoryReplayStore;

  beforeEach(() => {
    clock = Date.parse('2026-11-24T12:00:00Z');
    store = new MemoryReplayStore(replayWindow, { now: () => clock });
  });

  /** Appends one event now and gives its id. */
  const appendNow = async () => {
    const ids: string[] = [];
    const unlisten = store.listen((event) => ids.push(event.id));
    await store.append(incoming(USERS.student));
    unlisten();
    return ids[0]!;
  };

  it('when a client resumes after an event 4 min 59 s old, then the events after it are replayed', async () => {
    const lastSeen = await appendNow();
    const missed = await appendNow();

    clock += 4 * MINUTE + 59 * SECOND;
    const replayed = await store.since(lastSeen);

    expect(replayed.map((event) => event.id)).toEqual([missed]);
  });

  it('when an event is older than the replay window, then a resume no longer replays it', async () => {
    const lastSeen = await appendNow();
    await appendNow();
    clock += replayWindow + 1;
    const recent = await appendNow();

    const replayed = await store.since(lastSeen);

    expect(replayed.map((event) => event.id)).toEqual([recent]);
  });

  it('when the same envelope arrives twice (a redelivery), then it is kept and announced once', async () => {
    const announced: string[] = [];
    store.listen((event) => announced.push(event.id));
    const event = incoming(USERS.student);

    await store.append(event);
    await store.append(event);

    expect(announced).toHaveLength(1);
    expect(await store.since('0-0')).toHaveLength(1);
  });

  it('when a gap is marked, then every gap listener hears its time, and none after it stops listening', async () => {
    const heard: number[] = [];
    const stop = store.onGap((occurredAt) => heard.push(occurredAt));

    await store.markGap(1000);
    stop();
    await store.markGap(2000);

    expect(heard).toEqual([1000]);
  });
});
