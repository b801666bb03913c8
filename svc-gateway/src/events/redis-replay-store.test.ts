import { Redis } from 'ioredis';
import { requireServer, uniqueName } from '@hostel/platform/testing';
import type { StreamEvent } from '@hostel/contracts';
import { RedisReplayStore } from './redis-replay-store';
import { incoming, USERS } from './test-events';

async function until(check: () => boolean, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the Redis replay store shared by several gateways — real (Redis)', () => {
  const key = `live:${uniqueName('replay-test')}`;
  let one: RedisReplayStore;
  let other: RedisReplayStore;

  beforeEach(async () => {
    one = new RedisReplayStore(requireServer('REDIS_URL'), key, 60_000);
    other = new RedisReplayStore(requireServer('REDIS_URL'), key, 60_000);
    await Promise.all([one.start(), other.start()]);
  });

  afterEach(async () => {
    await Promise.all([one.stop(), other.stop()]);
    const redis = new Redis(requireServer('REDIS_URL'));
    await redis.del(key);
    redis.disconnect();
  });

  it('when one gateway marks a gap, then every gateway hears it, and a replay carries only the events around it', async () => {
    const heard: number[] = [];
    const seen: StreamEvent[] = [];
    other.onGap((occurredAt) => heard.push(occurredAt));
    other.listen((event) => seen.push(event));

    await one.append(incoming(USERS.student));
    await one.markGap(1_700_000_000_000);
    await one.append(incoming(USERS.student));
    await until(() => seen.length === 2 && heard.length === 1);

    expect(heard).toEqual([1_700_000_000_000]);
    expect((await other.since('0-0')).map((event) => event.id)).toEqual(seen.map((event) => event.id));
  });
});
