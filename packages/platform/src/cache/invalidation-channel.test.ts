import { requireServer, uniqueName } from '../testing/servers';
import { LocalInvalidationChannel, openInvalidationChannel, type InvalidationChannel } from './invalidation-channel';

describe('RedisInvalidationChannel', () => {
  const opened: InvalidationChannel[] = [];
  afterAll(() => Promise.all(opened.map((channel) => channel.close())));

  const open = async (channel: string) => {
    const opening = await openInvalidationChannel({ redisUrl: requireServer('REDIS_URL'), channel });
    opened.push(opening);
    return opening;
  };

  it('when one instance publishes, then the others on the channel get the message, and neither it nor another channel does', async () => {
    const name = uniqueName('meals-cache');
    const [a, b, other] = await Promise.all([open(name), open(name), open(`${name}-other`)]);
    const got = { a: [] as string[], b: [] as string[], other: [] as string[] };
    a.onMessage((message) => got.a.push(message));
    b.onMessage((message) => got.b.push(message));
    other.onMessage((message) => got.other.push(message));
    expect([a.live, b.live]).toEqual([true, true]);

    await a.publish('meal 123');
    await a.publish('lists');
    const until = Date.now() + 2000;
    while (got.b.length < 2 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));

    expect(got).toEqual({ a: [], b: ['meal 123', 'lists'], other: [] });
  });

  it('when Redis cannot be reached, then opening and publishing still succeed and the channel says it is not live', async () => {
    const channel = await openInvalidationChannel({ redisUrl: 'redis://127.0.0.1:1', channel: uniqueName('nowhere') });
    opened.push(channel);
    expect(channel.live).toBe(false);
    await expect(channel.publish('lists')).resolves.toBeUndefined();
  });

  it('when no Redis URL is set, then the one-process channel is used and is always live', async () => {
    const channel = await openInvalidationChannel({ channel: 'x' });
    expect(channel).toBeInstanceOf(LocalInvalidationChannel);
    expect(channel.live).toBe(true);
  });
});
