import { postMeal } from '../meals/post-meal';
import { ADMIN_EMAIL, aMealBody, useMealsTestStore } from '../testing/meals-test-store';
import { myMealsCount } from './my-meals-count';

describe('myMealsCount', () => {
  const t = useMealsTestStore();
  const mealBy = async (email: string) => {
    const { meal } = await postMeal(t.data, t.upcoming, aMealBody(), ADMIN_EMAIL);
    await t.data.meals.updateOne({ _id: meal._id }, { $set: { email } });
  };

  it('when meals carry the admin’s e-mail in any case, then each counts; others’ meals and look-alike addresses do not', async () => {
    await mealBy(ADMIN_EMAIL);
    await mealBy(ADMIN_EMAIL.toUpperCase());
    await mealBy('someone@test.local');
    // A dot in the address is a dot, not "any character".
    await mealBy('admin@testXlocal');
    await mealBy(`x${ADMIN_EMAIL}`);

    expect(await myMealsCount(t.data, ADMIN_EMAIL)).toEqual({ count: 2 });
  });

  it('when the admin added no meal, then the count is 0', async () => {
    await mealBy('someone@test.local');
    expect(await myMealsCount(t.data, ADMIN_EMAIL)).toEqual({ count: 0 });
  });
});
