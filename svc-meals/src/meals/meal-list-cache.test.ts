import { API, readChange, staleReadsOf } from '@hostel/contracts';
import { newId, type InvalidationChannel } from '@hostel/platform';
import { openTempStore, type TempStore } from '@hostel/platform/testing';
import { addReview } from '../reviews/add-review';
import { ADMIN_EMAIL, aCaller, aMealBody, declaredChange, likeAsBound } from '../testing/meals-test-store';
import { addMeal } from './add-meal';
import { readMeal } from './get-meal';
import { readMeals } from './list-meals';
import { MealListCache } from './meal-list-cache';
import { recordMealLike } from './meal-likes';
import { mealsData, newMealFields, type MealsData } from './meal-store';
import { updateMeal } from './update-meal';

/** Two instances' channels joined in memory: what one publishes, the other hears (as Redis pub/sub does). */
type TestChannel = InvalidationChannel & { heard: string[]; receive: (message: string) => void };

function channelPair(): [TestChannel, TestChannel] {
  const make = () => {
    const handlers: ((message: string) => void)[] = [];
    const channel = {
      kind: 'local' as const,
      live: true,
      heard: [] as string[],
      peer: undefined as unknown as { receive: (message: string) => void },
      receive(message: string) {
        channel.heard.push(message);
        for (const handler of handlers) handler(message);
      },
      publish: async (message: string) => channel.peer.receive(message),
      onMessage: (handler: (message: string) => void) => void handlers.push(handler),
      onReset: () => {},
      close: async () => {},
    };
    return channel;
  };
  const [a, b] = [make(), make()];
  a.peer = b;
  b.peer = a;
  return [a, b];
}

const FIRST_PAGE = { page: 1, limit: 6 };
const likesOf = (body: Buffer) => (JSON.parse(body.toString()) as { likes: number }[])[0]!;

describe('MealListCache across instances: a write travels as the reads its declaration makes stale', () => {
  let temp: TempStore;
  let one: MealsData;
  let other: MealsData;
  let toOther: TestChannel;
  let mealId: string;

  beforeEach(async () => {
    temp = await openTempStore('svc-meals-cache');
    const [channelOne, channelOther] = channelPair();
    toOther = channelOther;
    one = await mealsData(temp.store, new MealListCache({ ttlSeconds: 60, channel: channelOne }));
    other = await mealsData(temp.store, new MealListCache({ ttlSeconds: 60, channel: channelOther }));
    mealId = (await addMeal(one, newMealFields(aMealBody({ title: 'Shared Tehari' }), ADMIN_EMAIL))).meal._id;
  });
  afterEach(() => temp.dispose());

  it('when a meal is liked on one instance, then the other shows it in its page and details without reading the store, with the bytes a fresh read gives', async () => {
    await readMeals(other, FIRST_PAGE);
    await readMeal(other, mealId);
    const meals = jest.spyOn(other.meals, 'find');
    const meal = jest.spyOn(other.meals, 'findOne');
    const reviews = jest.spyOn(other.reviews, 'find');
    const likes = jest.spyOn(other.likes.likes, 'find');
    const marks = jest.spyOn(other.likes.marks, 'find');

    await likeAsBound(one, mealId, newId());

    const page = await readMeals(other, FIRST_PAGE);
    const details = await readMeal(other, mealId);
    expect(likesOf(page.body)).toMatchObject({ likes: 1, likedByMe: false });
    expect(JSON.parse(details.body.toString())).toMatchObject({ likes: 1, likedByMe: false });
    expect(JSON.parse(details.body.toString())).not.toHaveProperty('likedBy');
    // Both instances share the store here: what it was asked for is the like's own (the meal read and its count
    // written, by id).
    expect([...meals.mock.calls, ...meal.mock.calls].filter(([filter]) => (filter as { _id?: string })._id !== mealId)).toEqual([]);
    expect([reviews, likes, marks].map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0]);
    // A third instance reading afresh answers the very same bytes: one ETag whichever instance a reader reaches.
    const fresh = await mealsData(temp.store, new MealListCache({ ttlSeconds: 60 }));
    expect((await readMeals(fresh, FIRST_PAGE)).etag).toBe(page.etag);
    expect((await readMeal(fresh, mealId)).etag).toBe(details.etag);
  });

  it('when an older like message arrives after a newer one, then the newer count stays', async () => {
    await readMeals(other, FIRST_PAGE);
    const [first, second] = [newId(), newId()];
    await likeAsBound(one, mealId, first);
    await likeAsBound(one, mealId, second);
    const [older, newer] = toOther.heard;

    toOther.receive(newer!);
    toOther.receive(older!);
    await new Promise((resolve) => setImmediate(resolve));

    expect(likesOf((await readMeals(other, FIRST_PAGE)).body)).toMatchObject({ likes: 2 });
  });

  it('when a change message is not a ReadChange, then the other instance drops what it holds and reads the store again', async () => {
    await readMeals(other, FIRST_PAGE);
    await readMeal(other, mealId);
    await recordMealLike(other.likes, mealId, newId());

    toOther.receive(`likes ${mealId} 1`);
    toOther.receive(JSON.stringify({ stale: [{ read: 'getMeal', params: { id: mealId } }], likers: { id: 'not-an-id', likes: 1 } }));

    expect(likesOf((await readMeals(other, FIRST_PAGE)).body)).toMatchObject({ likes: 1 });
    expect(JSON.parse((await readMeal(other, mealId)).body.toString())).toMatchObject({ likes: 1 });
  });

  it('when a meal is edited or reviewed on one instance, then the other hears the declaration’s stale reads and answers afresh', async () => {
    await readMeals(other, FIRST_PAGE);
    await readMeal(other, mealId);

    await updateMeal(one, mealId, { title: 'Shared Kacchi' });
    await declaredChange(one, API.updateMeal, { id: mealId });
    await addReview(one, aCaller(), mealId, { rating: 4, comment: 'Good' });
    await declaredChange(one, API.addReview, { id: mealId });

    expect(toOther.heard.slice(-2).map((message) => readChange.parse(JSON.parse(message)))).toEqual([
      { stale: staleReadsOf(API.updateMeal, { id: mealId }) },
      { stale: staleReadsOf(API.addReview, { id: mealId }) },
    ]);
    expect((JSON.parse((await readMeals(other, FIRST_PAGE)).body.toString()) as { title: string; rating: number }[])[0]).toMatchObject({ title: 'Shared Kacchi', rating: 4 });
    expect(JSON.parse((await readMeal(other, mealId)).body.toString())).toMatchObject({ title: 'Shared Kacchi', reviews: [{ rating: 4 }] });
  });
});
