import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedDocumentStore, MemoryCache } from '@hostel/platform';
import { listMeals } from '../meals/list-meals';
import { mealsData } from '../meals/meal-store';
import { upcomingCollection } from '../upcoming/upcoming-store';
import { uploadCollection } from '../uploads/uploads';
import { seedIfEmpty } from './seed';

describe('seedIfEmpty', () => {
  let dir: string;
  let store: EmbeddedDocumentStore;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'seed-'));
    store = await EmbeddedDocumentStore.open(dir);
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('when the list was read (and cached) before seeding, then the seeded meals show at once; a second seed adds nothing', async () => {
    const data = await mealsData(store);
    const cache = new MemoryCache();
    const target = { data, upcoming: await upcomingCollection(store), uploads: uploadCollection(store), cache };
    expect((await listMeals(data, cache, 60, {})).total).toBe(0);

    expect(await seedIfEmpty(target)).toBe(true);
    const seeded = await listMeals(data, cache, 60, {});
    expect(seeded.total).toBeGreaterThan(0);

    expect(await seedIfEmpty(target)).toBe(false);
    expect((await listMeals(data, cache, 60, {})).total).toBe(seeded.total);
  });
});
