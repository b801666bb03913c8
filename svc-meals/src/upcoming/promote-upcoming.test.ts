import { listMeals } from '../meals/list-meals';
import { API } from '@hostel/contracts';
import { ADMIN_EMAIL, aCaller, aMealBody, declaredChange, useMealsTestStore } from '../testing/meals-test-store';
import { addUpcomingMeal } from './add-upcoming-meal';
import { getMeal } from '../meals/get-meal';
import { likeUpcomingMeal } from './like-upcoming-meal';
import { promoteUpcoming } from './promote-upcoming';

describe('promoteUpcoming', () => {
  const t = useMealsTestStore();

  it('when the promotion runs twice at once, then one meal keeps the upcoming meal’s likes, it is marked published, and the list shows it', async () => {
    const { _id } = await addUpcomingMeal(t.upcoming, aMealBody({ title: 'Mezban Beef' }), ADMIN_EMAIL);
    const fan = aCaller();
    await likeUpcomingMeal(t.upcoming, fan, _id);
    await listMeals(t.data, {});

    const results = await Promise.all([promoteUpcoming(t.data, t.upcoming, _id), promoteUpcoming(t.data, t.upcoming, _id)]);
    await declaredChange(t.data, API.postMeal);

    expect(results.map((result) => result.created).sort()).toEqual([false, true]);
    expect((await listMeals(t.data, {})).meals).toEqual([expect.objectContaining({ title: 'Mezban Beef', likes: 1 })]);
    expect(await t.data.likes.likes.find({})).toEqual([expect.objectContaining({ mealId: results[0]!.meal._id, userId: fan.id })]);
    expect(await t.upcoming.findOne({ _id })).toMatchObject({ published: true });
  });

  it('when the upcoming meal’s copy of its likers misses some, then the meal takes its likes from the like documents', async () => {
    const { _id } = await addUpcomingMeal(t.upcoming, aMealBody({ title: 'Bhuna Khichuri' }), ADMIN_EMAIL);
    const fans = [aCaller(), aCaller(), aCaller()];
    for (const fan of fans) await likeUpcomingMeal(t.upcoming, fan, _id);
    await t.upcoming.updateOne({ _id }, { $set: { likes: 1, likedBy: [fans[0]!.id] } });

    const { meal } = await promoteUpcoming(t.data, t.upcoming, _id);

    expect((await t.data.likes.likes.find({ mealId: meal._id })).map((like) => like.userId).sort()).toEqual(fans.map((fan) => fan.id).sort());
    expect((await getMeal(t.data, meal._id)).likes).toBe(3);
  });
});
