import { MESSAGES } from '@hostel/contracts';
import { MongoDocumentStore, newId } from '@hostel/platform';
import { requireServer, uniqueName } from '@hostel/platform/testing';
import { ADMIN_EMAIL, aMealBody, likeAsBound, useMealsTestStore } from '../testing/meals-test-store';
import { addMeal } from './add-meal';
import { getMeal } from './get-meal';
import { likeMeal } from './like-meal';
import { listMeals } from './list-meals';
import { MealListCache } from './meal-list-cache';
import { mealsData, newMealFields, type MealsData } from './meal-store';

describe('likeMeal (once per user)', () => {
  const t = useMealsTestStore();
  let mealId: string;
  beforeEach(async () => {
    mealId = (await addMeal(t.data, newMealFields(aMealBody(), ADMIN_EMAIL))).meal._id;
  });

  it('when two users like a meal, then it counts two likes, one like document each, and the meal lists none of them', async () => {
    const [first, second] = [newId(), newId()];

    expect(await likeMeal(t.data, mealId, first)).toEqual({ likes: 1 });
    expect(await likeMeal(t.data, mealId, second)).toEqual({ likes: 2 });

    expect((await t.data.likes.likes.find({ mealId })).map((like) => like.userId).sort()).toEqual([first, second].sort());
    expect(await t.data.meals.findOne({ _id: mealId })).not.toHaveProperty('likedBy');
    expect(await getMeal(t.data, mealId)).toMatchObject({ likes: 2, likedByMe: false });
  });

  it('when a user likes again, then 409 "You already liked this meal" and the count stays', async () => {
    const user = newId();
    await likeMeal(t.data, mealId, user);

    await expect(likeMeal(t.data, mealId, user)).rejects.toMatchObject({ status: 409, message: MESSAGES.alreadyLiked });

    expect(await t.data.likes.likes.count({ mealId })).toBe(1);
    expect((await getMeal(t.data, mealId)).likes).toBe(1);
  });

  it('when five users each like twice at the same time, then exactly five likes count', async () => {
    const users = Array.from({ length: 5 }, () => newId());

    const results = await Promise.allSettled([...users, ...users].map((user) => likeMeal(t.data, mealId, user)));

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    expect((await getMeal(t.data, mealId)).likes).toBe(5);
  });

  it('when the list was read before a like, then it shows the new count at once', async () => {
    expect((await listMeals(t.data, {})).meals[0]?.likes).toBe(0);

    await likeAsBound(t.data, mealId, newId());

    expect((await listMeals(t.data, {})).meals[0]?.likes).toBe(1);
  });

  it('when the meal does not exist, then 404 and no like is stored', async () => {
    await expect(likeMeal(t.data, newId(), newId())).rejects.toMatchObject({ status: 404 });

    expect(await t.data.likes.likes.count({})).toBe(0);
  });
});

/**
 * FerretDB v1 applies a conditional update as an unisolated read then write; the store's lease locks cover for it
 * while leases hold. Without the locks, this is what writers whose leases ran out see: every like must still count.
 */
describe('likeMeal on FerretDB from three instances without document locks', () => {
  const INSTANCES = 3;
  const STUDENTS = 50;
  let stores: MongoDocumentStore[] = [];
  let instances: MealsData[] = [];
  beforeAll(async () => {
    const uri = requireServer('MONGODB_URI');
    const dbName = uniqueName('meal_likes');
    stores = await Promise.all(Array.from({ length: INSTANCES }, () => MongoDocumentStore.connect(uri, dbName, { documentLocks: false })));
    instances = [];
    for (const store of stores) instances.push(await mealsData(store, new MealListCache({ ttlSeconds: 60 })));
  });
  afterAll(async () => {
    await stores[0]?.drop();
    await Promise.all(stores.map((store) => store.close()));
  });

  it.each(Array.from({ length: 10 }, (_, n) => n + 1))(`run %i: when ${STUDENTS} students like one meal at once, then it has ${STUDENTS} likes`, async () => {
    const { meal } = await addMeal(instances[0]!, newMealFields(aMealBody({ title: 'Kacchi Biryani' }), ADMIN_EMAIL));
    const students = Array.from({ length: STUDENTS }, () => newId());

    const results = await Promise.all(students.map((student, n) => likeMeal(instances[n % INSTANCES]!, meal._id, student)));

    expect(Math.max(...results.map((result) => result.likes))).toBe(STUDENTS);
    expect((await getMeal(instances[1]!, meal._id)).likes).toBe(STUDENTS);
  }, 60_000);
});

describe('meals stored with their likers in the document', () => {
  const t = useMealsTestStore();

  it('when the service starts, then each liker becomes a like document, once however often it starts', async () => {
    const likers = [newId(), newId(), newId()];
    const { _id } = await t.data.meals.insertOne({ ...newMealFields(aMealBody(), ADMIN_EMAIL), likedBy: likers, likes: 7 });

    const again = await mealsData(t.store, t.data.listCache);
    await mealsData(t.store, t.data.listCache);

    expect((await again.likes.likes.find({ mealId: _id })).map((like) => like.userId).sort()).toEqual([...likers].sort());
    expect(await again.meals.findOne({ _id })).not.toHaveProperty('likedBy');
    expect((await getMeal(again, _id)).likes).toBe(3);
    await expect(likeMeal(again, _id, likers[0]!)).rejects.toMatchObject({ status: 409, message: MESSAGES.alreadyLiked });
  });
});
