import { EVENTS, MESSAGES, PROMOTION_THRESHOLD } from '@hostel/contracts';
import { MongoDocumentStore, newId } from '@hostel/platform';
import { requireServer, uniqueName } from '@hostel/platform/testing';
import { ADMIN_EMAIL, aCaller, aMealBody, useMealsTestStore } from '../testing/meals-test-store';
import { addUpcomingMeal } from './add-upcoming-meal';
import { likeUpcomingMeal } from './like-upcoming-meal';
import { promoteUpcoming } from './promote-upcoming';
import { upcomingCollection, type UpcomingCollection } from './upcoming-store';

describe('likeUpcomingMeal (once per premium user; the like that reaches the threshold promotes, once)', () => {
  const t = useMealsTestStore();
  let id: string;
  beforeEach(async () => {
    id = (await addUpcomingMeal(t.upcoming, aMealBody({ title: 'Mezban Beef' }), ADMIN_EMAIL))._id;
  });

  // Every threshold event stored anywhere: the promotion claims' outboxes and the meal's own (the old place).
  const promotionEvents = async () =>
    [...((await t.upcoming.findOne({ _id: id }))?._outbox ?? []), ...(await t.upcoming.likes.promotions.find({})).flatMap((claim) => claim._outbox ?? [])].filter(
      (event) => event.type === EVENTS.upcomingLikeThresholdReached,
    );
  const likeBy = (count: number) => Promise.all(Array.from({ length: count }, () => likeUpcomingMeal(t.upcoming, aCaller(), id)));

  it('when a Bronze student likes, then 403 with the spec’s message and no like', async () => {
    await expect(likeUpcomingMeal(t.upcoming, aCaller({ badge: 'Bronze' }), id)).rejects.toMatchObject({ status: 403, message: MESSAGES.upgradeToReview });

    expect(await t.upcoming.findOne({ _id: id })).toMatchObject({ likes: 0, likedBy: [] });
    expect(await t.upcoming.likes.likes.count({})).toBe(0);
  });

  it('when a student likes twice, then 409 and one like counts', async () => {
    const student = aCaller();
    expect(await likeUpcomingMeal(t.upcoming, student, id)).toEqual({ likes: 1, promoted: false });

    await expect(likeUpcomingMeal(t.upcoming, student, id)).rejects.toMatchObject({ status: 409, message: MESSAGES.alreadyLiked });

    expect(await t.upcoming.findOne({ _id: id })).toMatchObject({ likes: 1, likedBy: [student.id] });
  });

  it('when one student’s likes arrive at once, then one counts and the others answer 409', async () => {
    const student = aCaller();

    const results = await Promise.allSettled(Array.from({ length: 5 }, () => likeUpcomingMeal(t.upcoming, student, id)));

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'rejected').map((result) => (result as PromiseRejectedResult).reason)).toEqual(
      Array(4).fill(expect.objectContaining({ status: 409, message: MESSAGES.alreadyLiked })),
    );
    expect(await t.upcoming.findOne({ _id: id })).toMatchObject({ likes: 1, likedBy: [student.id] });
  });

  it(`when likes come one by one, then exactly the ${PROMOTION_THRESHOLD}th promotes and stores one promotion event`, async () => {
    const results = [];
    for (let n = 0; n < PROMOTION_THRESHOLD + 2; n++) results.push(await likeUpcomingMeal(t.upcoming, aCaller(), id));

    expect(results.map((result) => result.likes)).toEqual(Array.from({ length: PROMOTION_THRESHOLD + 2 }, (_, n) => n + 1));
    expect(results.filter((result) => result.promoted)).toEqual([{ likes: PROMOTION_THRESHOLD, promoted: true }]);
    expect(await promotionEvents()).toEqual([expect.objectContaining({ data: { upcomingMealId: id } })]);
  });

  it(`when ${PROMOTION_THRESHOLD} students like at the same time, then all ${PROMOTION_THRESHOLD} likes count and exactly one promotes`, async () => {
    const students = Array.from({ length: PROMOTION_THRESHOLD }, () => aCaller());

    const results = await Promise.all(students.map((student) => likeUpcomingMeal(t.upcoming, student, id)));

    expect(results.filter((result) => result.promoted)).toEqual([{ likes: PROMOTION_THRESHOLD, promoted: true }]);
    const meal = await t.upcoming.findOne({ _id: id });
    expect(meal).toMatchObject({ likes: PROMOTION_THRESHOLD });
    expect([...meal!.likedBy].sort()).toEqual(students.map((student) => student.id).sort());
    expect(await promotionEvents()).toHaveLength(1);
  });

  it('when many students like at the same time across the threshold, then every like counts and exactly one promotes', async () => {
    const results = await likeBy(PROMOTION_THRESHOLD + 4);

    expect(results.filter((result) => result.promoted)).toHaveLength(1);
    expect(Math.max(...results.map((result) => result.likes))).toBe(PROMOTION_THRESHOLD + 4);
    expect(await t.upcoming.findOne({ _id: id })).toMatchObject({ likes: PROMOTION_THRESHOLD + 4 });
    expect(await promotionEvents()).toHaveLength(1);
  });

  it('when the meal’s copy of its likers lost a like (a concurrent write), then the next like writes them all again', async () => {
    const first = aCaller();
    await likeUpcomingMeal(t.upcoming, first, id);
    await t.upcoming.updateOne({ _id: id }, { $set: { likes: 0, likedBy: [] } });

    await expect(likeUpcomingMeal(t.upcoming, first, id)).rejects.toMatchObject({ status: 409 });
    const second = aCaller();
    expect(await likeUpcomingMeal(t.upcoming, second, id)).toEqual({ likes: 2, promoted: false });

    expect(await t.upcoming.findOne({ _id: id })).toMatchObject({ likes: 2, likedBy: [first.id, second.id] });
  });

  it('when likes were stored on the meal before likes were documents, then they still count, cannot be repeated, and a meal already past the threshold is not promoted again', async () => {
    const earlier = Array.from({ length: PROMOTION_THRESHOLD }, () => aCaller());
    await t.upcoming.updateOne({ _id: id }, { $set: { likes: earlier.length, likedBy: earlier.map((student) => student.id) } });

    await expect(likeUpcomingMeal(t.upcoming, earlier[0]!, id)).rejects.toMatchObject({ status: 409, message: MESSAGES.alreadyLiked });
    expect(await likeUpcomingMeal(t.upcoming, aCaller(), id)).toEqual({ likes: PROMOTION_THRESHOLD + 1, promoted: false });

    expect(await promotionEvents()).toEqual([]);
  });

  it('when the upcoming meal does not exist, then 404 and no like is stored', async () => {
    await expect(likeUpcomingMeal(t.upcoming, aCaller(), newId())).rejects.toMatchObject({ status: 404 });

    expect(await t.upcoming.likes.likes.count({})).toBe(0);
  });
});

/**
 * FerretDB v1 applies a conditional update as an unisolated read then write; the store's lease locks (DocumentLocks)
 * cover for it while leases hold, but a lease that runs out under load lets two writers in. Without the locks this
 * is what two writers at once see, so the likes must not depend on them.
 */
describe.each([
  ['with its document locks', true],
  ['without document locks (as when a lease runs out)', false],
])('likeUpcomingMeal on FerretDB from three instances at once, %s', (_locks, documentLocks) => {
  const INSTANCES = 3;
  const t = useMealsTestStore();
  let stores: MongoDocumentStore[] = [];
  let instances: UpcomingCollection[] = [];
  beforeAll(async () => {
    const uri = requireServer('MONGODB_URI');
    const dbName = uniqueName('upcoming_likes');
    // Each instance its own client and store, as separate processes behind the gateway would have.
    stores = await Promise.all(Array.from({ length: INSTANCES }, () => MongoDocumentStore.connect(uri, dbName, { documentLocks })));
    instances = await Promise.all(stores.map((store) => upcomingCollection(store)));
  });
  afterAll(async () => {
    await stores[0]?.drop();
    await Promise.all(stores.map((store) => store.close()));
  });

  it.each([1, 2, 3])(`round %i: when ${PROMOTION_THRESHOLD} students like at once, then all count and exactly one promotes, with them all`, async () => {
    const { _id } = await addUpcomingMeal(instances[0]!, aMealBody({ title: 'Chitoi Pitha' }), ADMIN_EMAIL);
    const students = Array.from({ length: PROMOTION_THRESHOLD }, () => aCaller());
    const everyone = students.map((student) => student.id).sort();

    const results = await Promise.all(students.map((student, n) => likeUpcomingMeal(instances[n % INSTANCES]!, student, _id)));

    expect(results.filter((result) => result.promoted)).toEqual([{ likes: PROMOTION_THRESHOLD, promoted: true }]);
    expect((await instances[2]!.likes.promotions.find({ upcomingMealId: _id })).flatMap((claim) => claim._outbox ?? [])).toEqual([
      expect.objectContaining({ type: EVENTS.upcomingLikeThresholdReached, data: { upcomingMealId: _id } }),
    ]);
    // The promoted meal (here in an embedded store's meals) takes every like, whatever the copy on the upcoming meal says.
    const { meal } = await promoteUpcoming(t.data, instances[1]!, _id);
    expect((await t.data.likes.likes.find({ mealId: meal._id })).map((like) => like.userId).sort()).toEqual(everyone);
    // The readers' copy: with the locks it is whole at once; without them a shorter copy may win until the next like.
    if (documentLocks) expect([...(await instances[1]!.findOne({ _id }))!.likedBy].sort()).toEqual(everyone);
    else expect(await likeUpcomingMeal(instances[0]!, aCaller(), _id)).toEqual({ likes: PROMOTION_THRESHOLD + 1, promoted: false });
    expect((await instances[2]!.findOne({ _id }))!.likes).toBe(documentLocks ? PROMOTION_THRESHOLD : PROMOTION_THRESHOLD + 1);
  });
});
