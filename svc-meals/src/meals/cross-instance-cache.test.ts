import { issueSessionToken, listen, newId, type RunningServer } from '@hostel/platform';
import { requireServer, uniqueName } from '@hostel/platform/testing';
import { loadMealsConfig } from '../config';
import { createMealsService, type MealsService } from '../service';
import { ADMIN_EMAIL, aMealBody } from '../testing/meals-test-store';
import { addMeal } from './add-meal';
import { newMealFields } from './meal-store';

/** Polls `read` until `done` holds or `ms` pass; answers the last value read. */
async function within<T>(ms: number, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

/**
 * Real mode runs several svc-meals instances on one FerretDB and one Redis: a write on one must reach the
 * others' in-process caches (Redis pub/sub), however long their TTL.
 */
describe('svc-meals read cache across instances (FerretDB + Redis)', () => {
  const instances: { service: MealsService; server: RunningServer }[] = [];
  let mealId: string;
  let secret: string;

  beforeAll(async () => {
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      MONGODB_URI: requireServer('MONGODB_URI'),
      AMQP_URL: requireServer('AMQP_URL'),
      REDIS_URL: requireServer('REDIS_URL'),
      DB_NAME_SUFFIX: uniqueName('_xcache'),
      EVENTS_EXCHANGE: uniqueName('xcache').replace(/_/g, '.'),
      // Long enough that only an invalidation message can explain a fresh answer.
      MEALS_CACHE_TTL: '600',
    };
    const config = loadMealsConfig(env);
    secret = config.JWT_SECRET;
    for (let n = 0; n < 2; n++) {
      const service = await createMealsService({ config });
      instances.push({ service, server: await listen(service, 0, '127.0.0.1') });
    }
    mealId = (await addMeal(instances[0]!.service.data, newMealFields(aMealBody({ title: 'Shared Tehari', price: 220 }), ADMIN_EMAIL))).meal._id;
  }, 60_000);
  afterAll(async () => {
    for (const { service, server } of instances) {
      await server.close();
      await service.stop();
    }
  });

  const readPage = async (index: number) => (await fetch(`${instances[index]!.server.url}/meals?page=1&limit=6`)).json() as Promise<{ _id: string; likes: number; title: string }[]>;
  // Writes go through the first instance's routes, as the gateway sends them: its binder tells the caches.
  const write = (method: string, path: string, role: 'user' | 'admin', body?: object) =>
    fetch(`${instances[0]!.server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${issueSessionToken({ sub: newId(), email: `${role}@hostel.test`, role }, secret)}`, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    });
  const readDetails = async (index: number) => (await fetch(`${instances[index]!.server.url}/meals/${mealId}`)).json() as Promise<{ likes: number; title: string }>;

  it('when a meal is liked on one instance, then the other instance answers the new count within a second', async () => {
    expect((await readPage(1))[0]).toMatchObject({ _id: mealId, likes: 0 });
    expect((await readDetails(1)).likes).toBe(0);

    expect((await write('PATCH', `/meals/${mealId}/like`, 'user')).status).toBe(200);

    expect((await within(1000, () => readPage(1), (page) => page[0]?.likes === 1))[0]!.likes).toBe(1);
    expect((await within(1000, () => readDetails(1), (meal) => meal.likes === 1)).likes).toBe(1);
  });

  it('when a meal is edited on one instance, then the other instance lists the new title within a second', async () => {
    expect((await readPage(1))[0]!.title).toBe('Shared Tehari');
    expect((await write('PATCH', `/meals/${mealId}`, 'admin', { title: 'Shared Kacchi' })).status).toBe(200);
    expect((await within(1000, () => readPage(1), (page) => page[0]?.title === 'Shared Kacchi'))[0]!.title).toBe('Shared Kacchi');
  });

  it('when a meal is added on one instance, then the other instance lists it within a second', async () => {
    expect(await readPage(1)).toHaveLength(1);
    expect((await write('POST', '/meals', 'admin', aMealBody({ title: 'Shared Polao' }))).status).toBe(201);
    expect((await within(1000, () => readPage(1), (page) => page.length === 2))[0]!.title).toBe('Shared Polao');
  });
});
