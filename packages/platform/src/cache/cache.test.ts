import { requireServer, uniqueName } from '../testing/servers';
import { describeCacheContract } from './cache.contract';
import { MemoryCache } from './memory-cache';
import { RedisCache } from './redis-cache';

describeCacheContract('memory', async () => new MemoryCache());
describeCacheContract('redis', () => new RedisCache({ url: requireServer('REDIS_URL'), prefix: `${uniqueName('test')}:` }).connect());

describe('Cache namespaces', () => {
  it('when two Redis caches use different prefixes, then neither sees or deletes the other', async () => {
    const url = requireServer('REDIS_URL');
    const meals = await new RedisCache({ url, prefix: `${uniqueName('meals')}:` }).connect();
    const users = await new RedisCache({ url, prefix: `${uniqueName('users')}:` }).connect();
    await meals.set('k', 'meals');
    await users.set('k', 'users');
    await meals.delPrefix('');
    expect(await meals.get('k')).toBeNull();
    expect(await users.get('k')).toBe('users');
    await users.delPrefix('');
    await Promise.all([meals.close(), users.close()]);
  });
});
