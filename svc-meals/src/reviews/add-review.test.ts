import { API, MESSAGES } from '@hostel/contracts';
import { newId } from '@hostel/platform';
import { listMeals } from '../meals/list-meals';
import { postMeal } from '../meals/post-meal';
import { ADMIN_EMAIL, aCaller, aMealBody, declaredChange, useMealsTestStore } from '../testing/meals-test-store';
import { addReview } from './add-review';
import { deleteReview } from './delete-review';

describe('addReview and deleteReview', () => {
  const t = useMealsTestStore();
  let mealId: string;
  beforeEach(async () => {
    mealId = (await postMeal(t.data, t.upcoming, aMealBody(), ADMIN_EMAIL)).meal._id;
  });

  it('when a Bronze student reviews, then 403 with the upgrade message and nothing is stored', async () => {
    await expect(addReview(t.data, aCaller({ badge: 'Bronze' }), mealId, { rating: 5, comment: 'Yum' })).rejects.toMatchObject({ status: 403, message: MESSAGES.upgradeToReview });

    expect(await t.data.reviews.count({})).toBe(0);
  });

  it('when premium students review, then the reviews carry their record’s names and the list’s rating follows at once', async () => {
    const [ann, bob] = [aCaller({ name: 'Ann' }), aCaller({ name: 'Bob', badge: 'Silver' })];
    await listMeals(t.data, {});

    await addReview(t.data, ann, mealId, { rating: 5, comment: 'Great' });
    const reviews = await addReview(t.data, bob, mealId, { rating: 4, comment: 'Good' });
    await declaredChange(t.data, API.addReview, { id: mealId });

    expect(reviews.map((review) => [review.name, review.rating]).sort()).toEqual([['Ann', 5], ['Bob', 4]]);
    expect(reviews.every((review) => !('userId' in review))).toBe(true);
    expect((await t.data.reviews.find({ mealId })).map((review) => review.userId).sort()).toEqual([ann.id, bob.id].sort());
    expect((await listMeals(t.data, {})).meals[0]).toMatchObject({ rating: 4.5, ratingCount: 2 });
  });

  it('when a review is deleted, then only its author or an admin may, and the list’s rating follows', async () => {
    const author = aCaller();
    const [review] = await addReview(t.data, author, mealId, { rating: 2, comment: 'Cold' });
    await listMeals(t.data, {});

    await expect(deleteReview(t.data, aCaller(), mealId, review!._id)).rejects.toMatchObject({ status: 403, message: 'You can only delete your own reviews' });
    await deleteReview(t.data, author, mealId, review!._id);
    await declaredChange(t.data, API.deleteReview, { mealId, reviewId: review!._id });

    expect((await listMeals(t.data, {})).meals[0]).toMatchObject({ rating: 0, ratingCount: 0 });
    await expect(deleteReview(t.data, author, mealId, review!._id)).rejects.toMatchObject({ status: 404 });
  });

  it('when an admin deletes another user’s review, then it goes', async () => {
    const [review] = await addReview(t.data, aCaller(), mealId, { rating: 3, comment: 'Fine' });

    await deleteReview(t.data, aCaller({ role: 'admin', badge: 'Bronze' }), mealId, review!._id);

    expect(await t.data.reviews.count({})).toBe(0);
  });

  it('when a student reviews a meal a second time, even twice at once, then 409 "You already reviewed this meal" and one review is stored', async () => {
    const student = aCaller();
    const other = (await postMeal(t.data, t.upcoming, aMealBody({ title: 'Other meal' }), ADMIN_EMAIL)).meal._id;

    const first = await Promise.allSettled([addReview(t.data, student, mealId, { rating: 5, comment: 'Great' }), addReview(t.data, student, mealId, { rating: 1, comment: 'Awful' })]);
    const again = addReview(t.data, student, mealId, { rating: 1, comment: 'Awful' });

    expect(first.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(first.find((result) => result.status === 'rejected')).toMatchObject({ reason: { status: 409, message: MESSAGES.alreadyReviewed } });
    await expect(again).rejects.toMatchObject({ status: 409, message: MESSAGES.alreadyReviewed });
    expect(await t.data.reviews.count({ mealId, userId: student.id })).toBe(1);
    await expect(addReview(t.data, student, other, { rating: 4, comment: 'Good too' })).resolves.toHaveLength(1);
  });

  it('when the meal does not exist, then 404', async () => {
    await expect(addReview(t.data, aCaller(), newId(), { rating: 3, comment: 'Fine' })).rejects.toMatchObject({ status: 404 });
  });
});
