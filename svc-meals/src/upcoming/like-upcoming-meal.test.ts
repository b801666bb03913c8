import { EVENTS, MESSAGES, PROMOTION_THRESHOLD } from '@hostel/contracts';
import { newId } from '@hostel/platform';
import { ADMIN_EMAIL, aCaller, aMealBody, useMealsTestStore } from '../testing/meals-test-store';
import { addUpcomingMeal } from './add-upcoming-meal';
import { likeUpcomingMeal } from './like-upcoming-meal';

describe('likeUpcomingMeal (once per premium user; the like that reaches the threshold promotes, once)', () => {
  const t = useMealsTestStore();
  let id: string;
  beforeEach(async () => {
    id = (await addUpcomingMeal(t.upcoming, aMealBody({ title: 'Mezban Beef' }), ADMIN_EMAIL))._id;
  });

  const promotionEvents = async () => ((await t.upcoming.findOne({ _id: id }))?._outbox ?? []).filter((event) => event.type === EVENTS.upcomingLikeThresholdReached);
  const likeBy = (count: number) => Promise.all(Array.from({ length: count }, () => likeUpcomingMeal(t.upcoming, aCaller(), id)));

  it('when a Bronze student likes, then 403 with the spec’s message and no like', async () => {
    await expect(likeUpcomingMeal(t.upcoming, aCaller({ badge: 'Bronze' }), id)).rejects.toMatchObject({ status: 403, message: MESSAGES.upgradeToReview });

    expect(await t.upcoming.findOne({ _id: id })).toMatchObject({ likes: 0, likedBy: [] });
  });

  it('when a student likes twice, then 409 and one like counts', async () => {
    const student = aCaller();
    expect(await likeUpcomingMeal(t.upcoming, student, id)).toEqual({ likes: 1, promoted: false });

    await expect(likeUpcomingMeal(t.upcoming, student, id)).rejects.toMatchObject({ status: 409, message: MESSAGES.alreadyLiked });

    expect(await t.upcoming.findOne({ _id: id })).toMatchObject({ likes: 1, likedBy: [student.id] });
  });

  it(`when likes come one by one, then exactly the ${PROMOTION_THRESHOLD}th promotes and stores one promotion event`, async () => {
    const results = [];
    for (let n = 0; n < PROMOTION_THRESHOLD + 2; n++) results.push(await likeUpcomingMeal(t.upcoming, aCaller(), id));

    expect(results.filter((result) => result.promoted)).toEqual([{ likes: PROMOTION_THRESHOLD, promoted: true }]);
    expect(await promotionEvents()).toEqual([expect.objectContaining({ data: { upcomingMealId: id } })]);
  });

  it('when many students like at the same time across the threshold, then every like counts and exactly one promotes', async () => {
    const results = await likeBy(PROMOTION_THRESHOLD + 4);

    expect(results.filter((result) => result.promoted)).toHaveLength(1);
    expect(new Set(results.map((result) => result.likes)).size).toBe(PROMOTION_THRESHOLD + 4);
    expect(await t.upcoming.findOne({ _id: id })).toMatchObject({ likes: PROMOTION_THRESHOLD + 4 });
    expect(await promotionEvents()).toHaveLength(1);
  });

  it('when the upcoming meal does not exist, then 404', async () => {
    await expect(likeUpcomingMeal(t.upcoming, aCaller(), newId())).rejects.toMatchObject({ status: 404 });
  });
});
