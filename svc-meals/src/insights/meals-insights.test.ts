import { newId } from '@hostel/platform';
import { recordMealLikes } from '../meals/meal-likes';
import { postMeal } from '../meals/post-meal';
import { ADMIN_EMAIL, aMealBody, useMealsTestStore } from '../testing/meals-test-store';
import { mealsInsights } from './meals-insights';

describe('mealsInsights', () => {
  const t = useMealsTestStore();
  // Monday 2 March 2026, 00:30 in Dhaka (UTC+6): still Sunday 1 March in UTC.
  const now = new Date('2026-03-01T18:30:00Z');

  const requested = (createdAt: string, cancelled = false) =>
    t.requests.insertOne({
      _id: newId(), mealId: newId(), title: 'Khichuri', likes: 0, reviews: 0, status: 'Pending',
      userName: 'Ann', userEmail: 'ann@test.local', userId: newId(), createdAt, ...(cancelled ? { cancelledAt: createdAt } : {}),
    });
  const meal = async (title: string, likes: number) => {
    const { meal } = await postMeal(t.data, t.upcoming, aMealBody({ title }), ADMIN_EMAIL);
    await recordMealLikes(t.data.likes, meal._id, Array.from({ length: likes }, () => newId()));
    return meal._id;
  };
  const review = (mealId: string, rating: number) =>
    t.data.reviews.insertOne({ _id: newId(), mealId, mealTitle: 'x', userId: newId(), name: 'Ann', rating, comment: 'ok', time: now.toISOString() });

  it('when requests fall either side of midnight in Dhaka, then they count for the Dhaka day; cancelled ones count; 30 days, today last', async () => {
    await requested('2026-03-01T18:10:00Z'); // 00:10 on 2 March in Dhaka
    await requested('2026-03-01T17:50:00Z', true); // 23:50 on 1 March in Dhaka, later cancelled
    await requested('2026-01-31T18:00:00Z'); // 00:00 on 1 February in Dhaka: the first of the 30 days
    await requested('2026-01-31T17:59:00Z'); // 23:59 on 31 January in Dhaka: too old

    const { requestsPerDay } = await mealsInsights(t.data, t.requests, now);

    expect(requestsPerDay).toHaveLength(30);
    expect(requestsPerDay[0]).toEqual({ date: '2026-02-01', count: 1 });
    expect(requestsPerDay.slice(-2)).toEqual([
      { date: '2026-03-01', count: 1 },
      { date: '2026-03-02', count: 1 },
    ]);
    expect(requestsPerDay.reduce((sum, day) => sum + day.count, 0)).toBe(3);
  });

  it('when meals are liked and reviewed, then the stars are counted, and the top five by likes and by average (then count) come with their ratings', async () => {
    const ids = [await meal('A', 1), await meal('B', 7), await meal('C', 3), await meal('D', 0), await meal('E', 5), await meal('F', 2)];
    for (const [index, rating] of [[0, 5], [0, 5], [1, 3], [2, 5], [3, 4], [3, 4], [3, 5], [4, 1]] as const) await review(ids[index]!, rating);

    const insights = await mealsInsights(t.data, t.requests, now);

    expect(insights.ratingDistribution).toEqual([1, 0, 1, 2, 4]);
    expect(insights.topLiked.map((top) => [top.title, top.likes])).toEqual([['B', 7], ['E', 5], ['C', 3], ['F', 2], ['A', 1]]);
    expect(insights.topRated.map((top) => [top.title, top.rating, top.ratingCount])).toEqual([
      ['A', 5, 2],
      ['C', 5, 1],
      ['D', 4.3, 3],
      ['B', 3, 1],
      ['E', 1, 1],
    ]);
  });
});
