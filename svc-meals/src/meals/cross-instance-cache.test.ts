import { listen, newId, type RunningServer } from '@hostel/platform';
import { requireServer, uniqueName } from '@hostel/platform/testing';
import { loadMealsConfig } from '../config';
import { createMealsService, type MealsService } from '../service';
import { ADMIN_EMAIL, aMealBody } from '../testing/meals-test-store';
import { addMeal } from './add-meal';
import { likeMeal } from './like-meal';
import { newMealFields } from './meal-store';
import { updateMeal } from './update-meal';

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
    for (let n = 0; n < 2; n++) {
      const service = await createMealsService({ config: loadMealsConfig(env) });
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
  const readDetails = async (index: number) => (await fetch(`${instances[index]!.server.url}/meals/${mealId}`)).json() as Promise<{ likes: number; title: string }>;

  it('when a meal is liked on one instance, then the other instance answers the new count within a second', async () => {
    expect((await readPage(1))[0]).toMatchObject({ _id: mealId, likes: 0 });
    expect((await readDetails(1)).likes).toBe(0);

    await likeMeal(instances[0]!.service.data, mealId, newId());

    expect((await within(1000, () => readPage(1), (page) => page[0]?.likes === 1))[0]!.likes).toBe(1);
    expect((await within(1000, () => readDetails(1), (meal) => meal.likes === 1)).likes).toBe(1);
  });

  it('when a meal is edited on one instance, then the other instance lists the new title within a second', async () => {
    expect((await readPage(1))[0]!.title).toBe('Shared Tehari');
    await updateMeal(instances[0]!.service.data, mealId, { title: 'Shared Kacchi' });
    expect((await within(1000, () => readPage(1), (page) => page[0]?.title === 'Shared Kacchi'))[0]!.title).toBe('Shared Kacchi');
  });

  it('when a meal is added on one instance, then the other instance lists it within a second', async () => {
    expect(await readPage(1)).toHaveLength(1);
    await addMeal(instances[0]!.service.data, newMealFields(aMealBody({ title: 'Shared Polao' }), ADMIN_EMAIL));
    expect((await within(1000, () => readPage(1), (page) => page.length === 2))[0]!.title).toBe('Shared Polao');
  });
});
