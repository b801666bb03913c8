import { MESSAGES } from '@hostel/contracts';
import { newId } from '@hostel/platform';
import { ADMIN_EMAIL, aMealBody, useMealsTestStore } from '../testing/meals-test-store';
import { addMeal } from './add-meal';
import { likeMeal } from './like-meal';
import { listMeals } from './list-meals';
import { newMealFields } from './meal-store';

describe('likeMeal (once per user)', () => {
  const t = useMealsTestStore();
  let mealId: string;
  beforeEach(async () => {
    mealId = (await addMeal(t.data, newMealFields(aMealBody(), ADMIN_EMAIL))).meal._id;
  });

  it('when two users like a meal, then it counts two likes and lists both users', async () => {
    const [first, second] = [newId(), newId()];

    expect(await likeMeal(t.data, mealId, first)).toEqual({ likes: 1 });
    expect(await likeMeal(t.data, mealId, second)).toEqual({ likes: 2 });

    expect(await t.data.meals.findOne({ _id: mealId })).toMatchObject({ likes: 2, likedBy: [first, second] });
  });

  it('when a user likes again, then 409 "You already liked this meal" and the count stays', async () => {
    const user = newId();
    await likeMeal(t.data, mealId, user);

    await expect(likeMeal(t.data, mealId, user)).rejects.toMatchObject({ status: 409, message: MESSAGES.alreadyLiked });

    expect(await t.data.meals.findOne({ _id: mealId })).toMatchObject({ likes: 1, likedBy: [user] });
  });

  it('when five users each like twice at the same time, then exactly five likes count', async () => {
    const users = Array.from({ length: 5 }, () => newId());

    const results = await Promise.allSettled([...users, ...users].map((user) => likeMeal(t.data, mealId, user)));

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    expect(await t.data.meals.findOne({ _id: mealId })).toMatchObject({ likes: 5 });
  });

  it('when the list was read before a like, then it shows the new count at once', async () => {
    expect((await listMeals(t.data, {})).meals[0]?.likes).toBe(0);

    await likeMeal(t.data, mealId, newId());

    expect((await listMeals(t.data, {})).meals[0]?.likes).toBe(1);
  });

  it('when the meal does not exist, then 404', async () => {
    await expect(likeMeal(t.data, newId(), newId())).rejects.toMatchObject({ status: 404 });
  });
});
