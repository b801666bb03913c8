import { addReview } from '../reviews/add-review';
import { API } from '@hostel/contracts';
import { ADMIN_EMAIL, aCaller, aMealBody, declaredChange, useMealsTestStore } from '../testing/meals-test-store';
import { deleteMeal } from './delete-meal';
import { listMeals } from './list-meals';
import { postMeal } from './post-meal';
import { updateMeal } from './update-meal';

describe('updateMeal and deleteMeal', () => {
  const t = useMealsTestStore();
  let mealId: string;
  beforeEach(async () => {
    mealId = (await postMeal(t.data, t.upcoming, aMealBody({ description: 'Rice and lentils' }), ADMIN_EMAIL)).meal._id;
    await addReview(t.data, aCaller(), mealId, { rating: 4, comment: 'Good' });
  });

  it('when only the price is sent, then only the price changes, a new title reaches the reviews, and the list shows both', async () => {
    await listMeals(t.data, {});

    expect(await updateMeal(t.data, mealId, { price: 200 })).toMatchObject({ price: 200, description: 'Rice and lentils', rating: 4 });
    await updateMeal(t.data, mealId, { title: 'Bhuna Khichuri' });
    await declaredChange(t.data, API.updateMeal, { id: mealId });

    expect((await t.data.reviews.find({ mealId })).map((review) => review.mealTitle)).toEqual(['Bhuna Khichuri']);
    expect((await listMeals(t.data, {})).meals).toEqual([expect.objectContaining({ title: 'Bhuna Khichuri', price: 200 })]);
  });

  it('when a meal is deleted, then its reviews go with it and the list no longer shows it; deleting again is 404', async () => {
    await listMeals(t.data, {});

    await expect(deleteMeal(t.data, mealId)).resolves.toBe(1);
    await declaredChange(t.data, API.deleteMeal, { id: mealId });

    expect(await t.data.reviews.count({ mealId })).toBe(0);
    expect((await listMeals(t.data, {})).total).toBe(0);
    await expect(deleteMeal(t.data, mealId)).rejects.toMatchObject({ status: 404 });
    await expect(updateMeal(t.data, mealId, { price: 1 })).rejects.toMatchObject({ status: 404 });
  });
});
