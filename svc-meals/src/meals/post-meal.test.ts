import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mealBody } from '@hostel/contracts';
import { EmbeddedDocumentStore } from '@hostel/platform';
import { addUpcoming, listUpcoming } from '../upcoming/manage-upcoming';
import { upcomingCollection, type UpcomingCollection } from '../upcoming/upcoming-store';
import { mealsData, type MealsData } from './meal-store';
import { postMeal } from './post-meal';

const ADMIN = 'admin@test.local';
const body = (fields: Record<string, unknown> = {}) => mealBody.parse({ title: 'Khichuri', category: 'Lunch', price: 180, postTime: '1:00 PM', ...fields });

describe('postMeal (POST /meals: a new meal, or publishing an upcoming meal once)', () => {
  let dir: string;
  let store: EmbeddedDocumentStore;
  let data: MealsData;
  let upcoming: UpcomingCollection;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'post-meal-'));
    store = await EmbeddedDocumentStore.open(dir);
    data = await mealsData(store);
    upcoming = await upcomingCollection(store);
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("when the whole upcoming meal is posted (its _id among the fields), then it is published once, like with upcomingMealId", async () => {
    const source = await addUpcoming(upcoming, body({ title: 'Upcoming Biryani' }), ADMIN);
    const whole = body({ ...(await listUpcoming(upcoming))[0] });

    const first = await postMeal(data, upcoming, whole, ADMIN);
    const again = await postMeal(data, upcoming, whole, ADMIN);
    const byUpcomingId = await postMeal(data, upcoming, body({ upcomingMealId: source._id }), ADMIN);

    expect([first.created, again.created, byUpcomingId.created]).toEqual([true, false, false]);
    expect(new Set([first.meal._id, again.meal._id, byUpcomingId.meal._id]).size).toBe(1);
    expect(first.meal).toMatchObject({ title: 'Upcoming Biryani', sourceUpcomingId: source._id });
    expect(first.meal._id).not.toBe(source._id);
    expect(await data.meals.count({})).toBe(1);
  });

  it("when the _id is an existing meal's, then 409 and the meal is unchanged", async () => {
    const { meal } = await postMeal(data, upcoming, body(), ADMIN);

    await expect(postMeal(data, upcoming, body({ _id: meal._id, title: 'Overwritten' }), ADMIN)).rejects.toMatchObject({ status: 409 });

    expect(await data.meals.find({})).toEqual([meal]);
  });

  it('when the _id names nothing, then a new meal with an id of its own', async () => {
    const { meal, created } = await postMeal(data, upcoming, body({ _id: 'ffffffffffffffffffffffff' }), ADMIN);

    expect(created).toBe(true);
    expect(meal._id).not.toBe('ffffffffffffffffffffffff');
    expect(meal.sourceUpcomingId).toBeUndefined();
  });
});
