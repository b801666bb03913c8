import { addUpcomingMeal } from '../upcoming/add-upcoming-meal';
import { listUpcomingMeals } from '../upcoming/list-upcoming-meals';
import { ADMIN_EMAIL, aCaller, aMealBody, useMealsTestStore } from '../testing/meals-test-store';
import { listMeals } from './list-meals';
import { postMeal } from './post-meal';

describe('postMeal (POST /meals: a new meal, or publishing an upcoming meal once)', () => {
  const t = useMealsTestStore();

  it("when the whole upcoming meal is posted (its _id among the fields), then it is published once, like with upcomingMealId", async () => {
    const source = await addUpcomingMeal(t.upcoming, aMealBody({ title: 'Upcoming Biryani' }), ADMIN_EMAIL);
    const whole = aMealBody({ ...(await listUpcomingMeals(t.upcoming, aCaller().id))[0] });

    const first = await postMeal(t.data, t.upcoming, whole, ADMIN_EMAIL);
    const again = await postMeal(t.data, t.upcoming, whole, ADMIN_EMAIL);
    const byUpcomingId = await postMeal(t.data, t.upcoming, aMealBody({ upcomingMealId: source._id }), ADMIN_EMAIL);

    expect([first.created, again.created, byUpcomingId.created]).toEqual([true, false, false]);
    expect(new Set([first.meal._id, again.meal._id, byUpcomingId.meal._id]).size).toBe(1);
    expect(first.meal).toMatchObject({ title: 'Upcoming Biryani', rating: 0, ratingCount: 0 });
    expect(await t.data.meals.findOne({ _id: first.meal._id })).toMatchObject({ sourceUpcomingId: source._id });
    expect(first.meal._id).not.toBe(source._id);
    expect(await t.data.meals.count({})).toBe(1);
  });

  it("when the _id is an existing meal's, then 409 and the meal is unchanged", async () => {
    const { meal } = await postMeal(t.data, t.upcoming, aMealBody(), ADMIN_EMAIL);
    const stored = await t.data.meals.find({});

    await expect(postMeal(t.data, t.upcoming, aMealBody({ _id: meal._id, title: 'Overwritten' }), ADMIN_EMAIL)).rejects.toMatchObject({ status: 409 });

    expect(await t.data.meals.find({})).toEqual(stored);
  });

  it('when the _id names nothing, then a new meal with an id of its own', async () => {
    const { meal, created } = await postMeal(t.data, t.upcoming, aMealBody({ _id: 'ffffffffffffffffffffffff' }), ADMIN_EMAIL);

    expect(created).toBe(true);
    expect(meal._id).not.toBe('ffffffffffffffffffffffff');
    expect((await t.data.meals.findOne({ _id: meal._id }))?.sourceUpcomingId).toBeUndefined();
  });

  it('when a meal is added after the list was read, then the list shows it at once (the cached list is emptied)', async () => {
    expect((await listMeals(t.data, {})).total).toBe(0);

    await postMeal(t.data, t.upcoming, aMealBody(), ADMIN_EMAIL);

    expect((await listMeals(t.data, {})).meals.map((meal) => meal.title)).toEqual(['Khichuri']);
  });
});
