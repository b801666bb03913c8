/**
 * Admin insights (DESIGN §7): GET /api/meals/insights and GET /api/payments/insights, admin only, checked
 * against data this suite makes. Days are Dhaka calendar days and weeks ISO weeks in Dhaka (Monday to Sunday);
 * older days and weeks are covered by the use cases' unit tests, which can date their data.
 */
import { currentWeek, lastDays, lastWeeks, PACKAGES, todayInDhaka, type Meal, type MealsInsights, type PaymentsInsights } from '@hostel/contracts';
import { admin, bronzeStudent, premiumStudent, type Actor } from './support/actors';
import { api } from './support/client';
import { createMeal, GARBAGE_TOKEN } from './support/fixtures';

let boss: Actor;
let student: Actor;

const mealsInsights = () => api<MealsInsights>('/meals/insights', { token: boss.token });
const paymentsInsights = () => api<PaymentsInsights>('/payments/insights', { token: boss.token });

beforeAll(async () => {
  [boss, student] = await Promise.all([admin(), premiumStudent('gold')]);
}, 120_000);

describe('who may read insights', () => {
  it.each(['/meals/insights', '/payments/insights', '/meals/mine/count'])('%s: 401 anonymous or with a garbage token, 403 for a student, 200 for the admin', async (path) => {
    expect((await api(path)).status).toBe(401);
    expect((await api(path, { token: GARBAGE_TOKEN })).status).toBe(401);
    expect((await api(path, { token: student.token })).status).toBe(403);
    expect((await api(path, { token: boss.token })).status).toBe(200);
  });
});

describe('GET /api/meals/mine/count (the admin profile’s "Meals added")', () => {
  it('when the admin adds a meal, then their count grows by one; a count, not the catalogue', async () => {
    const count = async () => (await api<{ count: number }>('/meals/mine/count', { token: boss.token })).body;
    const before = await count();
    await createMeal(boss);
    expect(await count()).toEqual({ count: before.count + 1 });
  });
});

describe('GET /api/meals/insights', () => {
  it('when students request meals (one then cancelled), then today counts each of them, on the last of 30 Dhaka days', async () => {
    const meal = await createMeal(boss);
    const before = await mealsInsights();
    const made = [];
    for (let index = 0; index < 3; index++) made.push((await api<{ insertedId: string }>('/serve-meals', { token: student.token, body: { mealId: meal._id } })).body.insertedId);
    await api(`/serve-meals/${made[0]}`, { method: 'DELETE', token: student.token });

    const after = await mealsInsights();

    expect(after.body.requestsPerDay.map((day) => day.date)).toEqual(lastDays(30));
    expect(after.body.requestsPerDay.at(-1)!.date).toBe(todayInDhaka());
    expect(after.body.requestsPerDay.at(-1)!.count - before.body.requestsPerDay.at(-1)!.count).toBe(3);
  });

  it('when reviews are given, then the distribution counts them by star', async () => {
    const meal = await createMeal(boss);
    const before = (await mealsInsights()).body.ratingDistribution;
    const reviewers = await Promise.all([premiumStudent('silver'), premiumStudent('silver'), premiumStudent('silver')]);
    for (const [index, rating] of [5, 5, 2].entries()) {
      expect((await api(`/meals/${meal._id}/review`, { token: reviewers[index]!.token, body: { rating, comment: 'Tasty' } })).status).toBe(201);
    }

    const after = (await mealsInsights()).body;

    expect(after.ratingDistribution.map((n, index) => n - before[index]!)).toEqual([0, 1, 0, 0, 2]);
    // The best rated five, worked out from the meals list's own averages and counts (the new meal included).
    const listed = (await api<Meal[]>('/meals')).body.filter((listedMeal) => listedMeal.ratingCount > 0);
    expect(listed.find((listedMeal) => listedMeal._id === meal._id)).toMatchObject({ rating: 4, ratingCount: 3 });
    const best = listed.sort((a, b) => b.rating - a.rating || b.ratingCount - a.ratingCount || a._id.localeCompare(b._id)).slice(0, 5);
    expect(after.topRated.map((top) => [top._id, top.rating, top.ratingCount])).toEqual(best.map((top) => [top._id, top.rating, top.ratingCount]));
  }, 120_000);

  it('when a meal gets more likes than any other, then it heads topLiked, which agrees with the meals list', async () => {
    const meals = (await api<Meal[]>('/meals')).body;
    const most = Math.max(0, ...meals.map((meal) => meal.likes));
    const meal = await createMeal(boss);
    const fans = await Promise.all(Array.from({ length: most + 1 }, () => bronzeStudent()));
    for (const fan of fans) expect((await api(`/meals/${meal._id}/like`, { method: 'PATCH', token: fan.token, body: {} })).status).toBe(200);

    const { topLiked } = (await mealsInsights()).body;

    expect(topLiked[0]).toMatchObject({ _id: meal._id, likes: most + 1 });
    expect(topLiked.length).toBe(Math.min(5, meals.length + 1));
    const likes = topLiked.map((top) => top.likes);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
  }, 120_000);
});

describe('GET /api/payments/insights', () => {
  it('when students pay for silver and platinum, then this ISO week (Dhaka) sums them by package, over 12 weeks', async () => {
    const before = (await paymentsInsights()).body.revenuePerWeek.at(-1)!;
    await premiumStudent('silver');
    await premiumStudent('platinum');

    const after = (await paymentsInsights()).body.revenuePerWeek;

    expect(after.map((row) => row.week)).toEqual(lastWeeks(12));
    expect(after.at(-1)!.week).toBe(currentWeek());
    const now = after.at(-1)!;
    expect({ silver: now.silver - before.silver, gold: now.gold - before.gold, platinum: now.platinum - before.platinum }).toEqual({
      silver: PACKAGES.silver.price,
      gold: 0,
      platinum: PACKAGES.platinum.price,
    });
  }, 120_000);
});
