import { upcomingMealSchema } from '@hostel/contracts';
import { ADMIN_EMAIL, aCaller, aMealBody, useMealsTestStore } from '../testing/meals-test-store';
import { addUpcomingMeal } from './add-upcoming-meal';
import { likeUpcomingMeal } from './like-upcoming-meal';
import { listUpcomingMeals } from './list-upcoming-meals';

describe('listUpcomingMeals (what a signed-in reader sees)', () => {
  const t = useMealsTestStore();

  it('when students liked meals, then each meal carries its like count and whether the reader liked it, most liked first, and names no liker or poster', async () => {
    const [reader, other] = [aCaller(), aCaller()];
    const once = await addUpcomingMeal(t.upcoming, aMealBody({ title: 'Haleem' }), ADMIN_EMAIL);
    const twice = await addUpcomingMeal(t.upcoming, aMealBody({ title: 'Pitha' }), ADMIN_EMAIL);
    const never = await addUpcomingMeal(t.upcoming, aMealBody({ title: 'Fuchka' }), ADMIN_EMAIL);
    await likeUpcomingMeal(t.upcoming, other, once._id);
    await likeUpcomingMeal(t.upcoming, reader, twice._id);
    await likeUpcomingMeal(t.upcoming, other, twice._id);

    const list = await listUpcomingMeals(t.upcoming, reader.id);

    expect(list.map(({ title, likes, likedByMe }) => ({ title, likes, likedByMe }))).toEqual([
      { title: 'Pitha', likes: 2, likedByMe: true },
      { title: 'Haleem', likes: 1, likedByMe: false },
      { title: 'Fuchka', likes: 0, likedByMe: false },
    ]);
    expect(list[2]!._id).toBe(never._id);
    for (const meal of list) expect(upcomingMealSchema.strict().parse(meal)).toEqual(meal);
    const text = JSON.stringify(list);
    for (const secret of [reader.id, other.id, ADMIN_EMAIL]) expect(text).not.toContain(secret);
  });

  it('when the meal’s copy of its likers lost likes (a concurrent write), then the count, the order and the reader’s own like come from the like documents', async () => {
    const reader = aCaller();
    const copyLost = await addUpcomingMeal(t.upcoming, aMealBody({ title: 'Mezban Beef' }), ADMIN_EMAIL);
    const kept = await addUpcomingMeal(t.upcoming, aMealBody({ title: 'Chitoi Pitha' }), ADMIN_EMAIL);
    for (const student of [reader, aCaller()]) await likeUpcomingMeal(t.upcoming, student, copyLost._id);
    await likeUpcomingMeal(t.upcoming, aCaller(), kept._id);
    await t.upcoming.updateOne({ _id: copyLost._id }, { $set: { likes: 0, likedBy: [] } });

    const list = await listUpcomingMeals(t.upcoming, reader.id);

    expect(list.map(({ _id, likes, likedByMe }) => ({ _id, likes, likedByMe }))).toEqual([
      { _id: copyLost._id, likes: 2, likedByMe: true },
      { _id: kept._id, likes: 1, likedByMe: false },
    ]);
  });

  it('when likes were stored on the meal before likes were documents, then they count and the reader among them sees the meal as liked', async () => {
    const reader = aCaller();
    const { _id } = await addUpcomingMeal(t.upcoming, aMealBody(), ADMIN_EMAIL);
    await t.upcoming.updateOne({ _id }, { $set: { likes: 2, likedBy: [reader.id, aCaller().id] } });

    expect(await listUpcomingMeals(t.upcoming, reader.id)).toEqual([expect.objectContaining({ _id, likes: 2, likedByMe: true })]);
    expect(await listUpcomingMeals(t.upcoming, aCaller().id)).toEqual([expect.objectContaining({ _id, likes: 2, likedByMe: false })]);
  });
});
