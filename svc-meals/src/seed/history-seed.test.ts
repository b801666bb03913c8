import { lastDays } from '@hostel/contracts';
import { openTempStore, type TempStore } from '@hostel/platform/testing';
import { mealsInsights } from '../insights/meals-insights';
import { MealListCache } from '../meals/meal-list-cache';
import { mealsData, type MealsData } from '../meals/meal-store';
import { serveCollection, type ServeCollection } from '../serve-requests/serve-store';
import { upcomingCollection } from '../upcoming/upcoming-store';
import { uploadCollection } from '../uploads/upload-store';
import { HISTORY_STUDENTS, seedHistory } from './history-seed';
import { seedIfEmpty } from './seed';

describe('seedHistory', () => {
  let temp: TempStore;
  let data: MealsData;
  let requests: ServeCollection;
  const now = new Date('2026-03-04T06:00:00Z'); // noon in Dhaka

  beforeEach(async () => {
    temp = await openTempStore('meals-history');
    data = await mealsData(temp.store, new MealListCache({ ttlSeconds: 60 }));
    requests = await serveCollection(temp.store);
    await seedIfEmpty({ data, upcoming: await upcomingCollection(temp.store), uploads: uploadCollection(temp.store) });
  }, 60_000);
  afterEach(() => temp.dispose());

  it('when seeded, then each past day of the 30 has requests, today none, and every star of the distribution has reviews', async () => {
    const added = await seedHistory({ data, requests }, now);
    expect(added.requests).toBeGreaterThan(29 * 8 - 1);
    expect(added.reviews).toBe(HISTORY_STUDENTS.length * 3);

    const insights = await mealsInsights(data, requests, now);
    expect(insights.requestsPerDay.map((day) => day.date)).toEqual(lastDays(30, now));
    for (const day of insights.requestsPerDay.slice(0, -1)) expect(day.count).toBeGreaterThanOrEqual(8);
    expect(insights.requestsPerDay.at(-1)!.count).toBe(0);
    for (const stars of insights.ratingDistribution) expect(stars).toBeGreaterThan(0);
    expect(insights.topRated.length).toBe(5);

    // Made-up students only: no demo account's lists change.
    const owners = new Set((await requests.find({})).map((request) => request.userEmail));
    expect([...owners].every((email) => email.endsWith('@students.hostel.local'))).toBe(true);
  });

  it('when run again, the same day or the next, then nothing is added twice: only the day since', async () => {
    const first = await seedHistory({ data, requests }, now);
    expect(await seedHistory({ data, requests }, now)).toEqual({ requests: 0, reviews: 0 });
    const count = await requests.count();
    expect(count).toBe(first.requests);

    const tomorrow = new Date(now.getTime() + 86_400_000);
    const next = await seedHistory({ data, requests }, tomorrow);
    expect(next.reviews).toBe(0);
    const today = (await mealsInsights(data, requests, tomorrow)).requestsPerDay.at(-2)!; // 4 March, now in the past
    expect(next.requests).toBe(today.count);
  });
});
