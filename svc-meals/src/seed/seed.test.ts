import { openTempStore, type TempStore } from '@hostel/platform/testing';
import { listMeals } from '../meals/list-meals';
import { MealListCache } from '../meals/meal-list-cache';
import { mealsData } from '../meals/meal-store';
import { upcomingCollection } from '../upcoming/upcoming-store';
import { uploadCollection } from '../uploads/upload-store';
import { seedIfEmpty } from './seed';

describe('seedIfEmpty', () => {
  let temp: TempStore;
  beforeEach(async () => {
    temp = await openTempStore('seed');
  });
  afterEach(() => temp.dispose());

  it('when the list was read (and cached) before seeding, then the seeded meals show at once; a second seed adds nothing', async () => {
    const data = await mealsData(temp.store, new MealListCache({ ttlSeconds: 60 }));
    const target = { data, upcoming: await upcomingCollection(temp.store), uploads: uploadCollection(temp.store) };
    expect((await listMeals(data, {})).total).toBe(0);

    expect(await seedIfEmpty(target)).toBe(true);
    const seeded = await listMeals(data, {});
    expect(seeded.total).toBeGreaterThan(0);

    expect(await seedIfEmpty(target)).toBe(false);
    expect((await listMeals(data, {})).total).toBe(seeded.total);
  });
});
