import { MESSAGES, PROMOTION_THRESHOLD, type Meal, type UpcomingMeal } from '@hostel/contracts';
import { admin, bronzeStudent, premiumStudent, type Actor } from './support/actors';
import { api, eventually, expectErrorShape } from './support/client';
import { createUpcoming, expectHealthy, GARBAGE_TOKEN, idOf, mealInput, uniqueTitle, UNKNOWN_ID } from './support/fixtures';

const likeUpcoming = (id: string, actor?: Actor, body: unknown = {}) =>
  api<{ success: boolean; likes: number; promoted: boolean; message?: string }>(`/upcoming-meals/${id}/like`, { method: 'PATCH', token: actor?.token, body });
const upcomingList = (actor: Actor) => api<UpcomingMeal[]>('/upcoming-meals', { token: actor.token });
const mealsTitled = async (title: string) => (await api<Meal[]>(`/meals?search=${encodeURIComponent(title)}`)).body;

let adminActor: Actor;
let bronze: Actor;
let gold: Actor;

beforeAll(async () => {
  [adminActor, bronze, gold] = await Promise.all([admin(), bronzeStudent(), premiumStudent('gold')]);
});

describe('GET /api/upcoming-meals', () => {
  it('when a signed-in student lists upcoming meals, then they come ordered by like count, highest first', async () => {
    const [more, fewer] = await Promise.all([createUpcoming(adminActor), createUpcoming(adminActor)]);
    const platinum = await premiumStudent('platinum');
    await likeUpcoming(more._id, gold);
    await likeUpcoming(more._id, platinum);
    await likeUpcoming(fewer._id, gold);

    const res = await upcomingList(bronze);

    expect(res.status).toBe(200);
    const likes = res.body.map((meal) => meal.likes);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    const ours = res.body.filter((meal) => meal._id === more._id || meal._id === fewer._id);
    expect(ours.map((meal) => [meal._id, meal.likes])).toEqual([
      [more._id, 2],
      [fewer._id, 1],
    ]);
  });

  it('when nobody is signed in or the token is garbage, then 401', async () => {
    for (const token of [undefined, GARBAGE_TOKEN]) {
      const res = await api('/upcoming-meals', { token });
      expect(res.status).toBe(401);
      expectErrorShape(res.body);
    }
  });
});

describe('POST /api/upcoming-meals', () => {
  it('when an admin adds an upcoming meal, then 201 with no likes, not published, and it is listed', async () => {
    const input = mealInput({ title: uniqueTitle('Friday Special') });

    const res = await api<UpcomingMeal>('/upcoming-meals', { token: adminActor.token, body: input });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...input, likes: 0, likedByMe: false, published: false });
    expect(res.body).not.toHaveProperty('email');
    expect((await upcomingList(bronze)).body.map((meal) => meal._id)).toContain(res.body._id);
  });

  it('when a regular user adds one, then 403; without a token or with a garbage one, then 401', async () => {
    const denied = await api('/upcoming-meals', { token: gold.token, body: mealInput() });
    expect(denied.status).toBe(403);
    expectErrorShape(denied.body);
    for (const token of [undefined, GARBAGE_TOKEN]) {
      const res = await api('/upcoming-meals', { token, body: mealInput() });
      expect(res.status).toBe(401);
    }
  });

  it('when title, category, price or postTime is missing or wrong, then 400 naming it', async () => {
    for (const field of ['title', 'category', 'price', 'postTime'] as const) {
      const res = await api<{ message: string }>('/upcoming-meals', { token: adminActor.token, body: { ...mealInput(), [field]: undefined } });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(field);
    }
    for (const body of [{ ...mealInput(), price: { $gt: 0 } }, { ...mealInput(), title: 'x'.repeat(500) }, { ...mealInput(), category: ['Lunch'] }, '[']) {
      const res = await api('/upcoming-meals', { token: adminActor.token, body });
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
    }
    await expectHealthy();
  });
});

describe('PATCH /api/upcoming-meals/:id/like', () => {
  it('when a premium student likes, then it counts once; a second like answers 409 "You already liked this meal"', async () => {
    const upcoming = await createUpcoming(adminActor);

    const first = await likeUpcoming(upcoming._id, gold, { userId: idOf(gold) });
    const second = await likeUpcoming(upcoming._id, gold);

    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, likes: 1, promoted: false });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ success: false, message: MESSAGES.alreadyLiked, code: 'alreadyLiked' });
    const listedBy = async (reader: Actor) => (await upcomingList(reader)).body.find((meal) => meal._id === upcoming._id);
    expect(await listedBy(gold)).toMatchObject({ likes: 1, likedByMe: true });
    expect(await listedBy(bronze)).toMatchObject({ likes: 1, likedByMe: false });
  });

  it('when a Bronze student likes, then 403 with the upgrade message and no like', async () => {
    const upcoming = await createUpcoming(adminActor);

    const res = await likeUpcoming(upcoming._id, bronze);

    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: MESSAGES.upgradeToReview, code: 'upgradeToReview' });
    expect((await upcomingList(bronze)).body.find((meal) => meal._id === upcoming._id)?.likes).toBe(0);
  });

  it('when nobody is signed in or the token is garbage, then 401', async () => {
    const upcoming = await createUpcoming(adminActor);
    for (const token of [undefined, GARBAGE_TOKEN]) {
      const res = await api(`/upcoming-meals/${upcoming._id}/like`, { method: 'PATCH', token, body: {} });
      expect(res.status).toBe(401);
      expectErrorShape(res.body);
    }
  });

  it('when the body names another user, then 403; unknown meal 404; malformed id or body 400', async () => {
    const upcoming = await createUpcoming(adminActor);

    const other = await likeUpcoming(upcoming._id, gold, { userId: idOf(bronze) });
    expect(other.status).toBe(403);
    expect((await likeUpcoming(UNKNOWN_ID, gold)).status).toBe(404);
    for (const [id, body] of [
      ['not-an-id', {}],
      ['%24ne', {}],
      [upcoming._id, { userId: { $ne: null } }],
      [upcoming._id, '{'],
    ] as const) {
      const res = await likeUpcoming(id, gold, body);
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
    }
    expect((await upcomingList(gold)).body.find((meal) => meal._id === upcoming._id)?.likes).toBe(0);
    await expectHealthy();
  });

  it('when 10 premium students like at once, then exactly one like promotes and exactly one meal appears with 10 likes; an 11th like or a later Publish adds no meal', async () => {
    const upcoming = await createUpcoming(adminActor);
    const likers = await Promise.all(Array.from({ length: PROMOTION_THRESHOLD }, (_, i) => premiumStudent(i % 2 ? 'gold' : 'platinum')));

    const answers = await Promise.all(likers.map((liker) => likeUpcoming(upcoming._id, liker)));

    expect(answers.map((res) => res.status)).toEqual(Array(PROMOTION_THRESHOLD).fill(200));
    expect(answers.filter((res) => res.body.promoted)).toHaveLength(1);
    const listed = (await upcomingList(gold)).body.find((meal) => meal._id === upcoming._id)!;
    expect(listed.likes).toBe(PROMOTION_THRESHOLD);
    const promoted = await eventually(
      () => mealsTitled(upcoming.title),
      (meals) => meals.length > 0,
    );
    expect(promoted).toEqual([expect.objectContaining({ title: upcoming.title, category: upcoming.category, price: upcoming.price, likes: PROMOTION_THRESHOLD })]);
    expect((await eventually(() => upcomingList(gold), (r) => r.body.find((meal) => meal._id === upcoming._id)?.published === true)).body.find((meal) => meal._id === upcoming._id)?.published).toBe(true);

    const eleventh = await likeUpcoming(upcoming._id, gold);

    expect(eleventh.status).toBe(200);
    expect(eleventh.body).toMatchObject({ likes: PROMOTION_THRESHOLD + 1, promoted: false });
    const publishedByAdmin = await api<{ created: boolean; meal: Meal }>('/meals', { token: adminActor.token, body: { ...mealInput({ title: upcoming.title }), upcomingMealId: upcoming._id } });
    expect(publishedByAdmin.status).toBe(200);
    expect(publishedByAdmin.body).toMatchObject({ created: false, meal: { _id: promoted[0]!._id } });
    // The spec's Publish button posts the whole upcoming meal, its _id among the fields (the defect of issue 11).
    const whole = (await upcomingList(adminActor)).body.find((meal) => meal._id === upcoming._id)!;
    const republished = await api<{ created: boolean; meal: Meal }>('/meals', { token: adminActor.token, body: whole });
    expect(republished.status).toBe(200);
    expect(republished.body).toMatchObject({ created: false, meal: { _id: promoted[0]!._id } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mealsTitled(upcoming.title)).toHaveLength(1);
  });
});

describe('POST /api/meals publishing an upcoming meal', () => {
  it('when the admin publishes the same upcoming meal twice (also at once), then there is one meal and the later answers point at it', async () => {
    const upcoming = await createUpcoming(adminActor);
    const body = { ...mealInput({ title: upcoming.title, category: upcoming.category as 'Lunch', price: upcoming.price, postTime: upcoming.postTime }), upcomingMealId: upcoming._id };

    const [first, concurrent] = await Promise.all([
      api<{ created: boolean; meal: Meal }>('/meals', { token: adminActor.token, body }),
      api<{ created: boolean; meal: Meal }>('/meals', { token: adminActor.token, body }),
    ]);
    const again = await api<{ created: boolean; meal: Meal }>('/meals', { token: adminActor.token, body });

    expect([first.status, concurrent.status].sort()).toEqual([200, 201]);
    expect([first.body.created, concurrent.body.created].filter(Boolean)).toHaveLength(1);
    expect(again.status).toBe(200);
    expect(again.body.created).toBe(false);
    expect(new Set([first.body.meal._id, concurrent.body.meal._id, again.body.meal._id]).size).toBe(1);
    expect(await mealsTitled(upcoming.title)).toHaveLength(1);
    expect((await upcomingList(adminActor)).body.find((meal) => meal._id === upcoming._id)?.published).toBe(true);
  });

  it("when the admin posts the whole upcoming meal (its _id among the fields, as the spec's client does) twice and at once, then it is published once", async () => {
    const upcoming = await createUpcoming(adminActor);
    const whole = (await upcomingList(adminActor)).body.find((meal) => meal._id === upcoming._id)!;

    const [first, concurrent] = await Promise.all([
      api<{ created: boolean; meal: Meal }>('/meals', { token: adminActor.token, body: whole }),
      api<{ created: boolean; meal: Meal }>('/meals', { token: adminActor.token, body: whole }),
    ]);
    const again = await api<{ created: boolean; meal: Meal }>('/meals', { token: adminActor.token, body: whole });
    const byBothIds = await api<{ created: boolean; meal: Meal }>('/meals', { token: adminActor.token, body: { ...whole, upcomingMealId: upcoming._id } });

    expect([first.status, concurrent.status].sort()).toEqual([200, 201]);
    expect([again.status, byBothIds.status]).toEqual([200, 200]);
    expect(new Set([first, concurrent, again, byBothIds].map((res) => res.body.meal._id)).size).toBe(1);
    expect(first.body.meal._id).not.toBe(upcoming._id);
    expect(await mealsTitled(upcoming.title)).toHaveLength(1);
    expect((await upcomingList(adminActor)).body.find((meal) => meal._id === upcoming._id)?.published).toBe(true);
  });

  it("when the posted _id is an existing meal's, then 409 and that meal is unchanged; an _id that names nothing adds a meal with an id of its own", async () => {
    const existing = (await api<{ meal: Meal }>('/meals', { token: adminActor.token, body: mealInput() })).body.meal;

    const overwrite = await api('/meals', { token: adminActor.token, body: { ...mealInput({ title: uniqueTitle('Overwrite') }), _id: existing._id } });
    const fresh = await api<{ created: boolean; meal: Meal }>('/meals', { token: adminActor.token, body: { ...mealInput(), _id: UNKNOWN_ID } });
    const malformed = await api('/meals', { token: adminActor.token, body: { ...mealInput(), _id: { $ne: null } } });

    expect(overwrite.status).toBe(409);
    expectErrorShape(overwrite.body);
    expect((await api<Meal>(`/meals/${existing._id}`)).body.title).toBe(existing.title);
    expect(fresh.status).toBe(201);
    expect(fresh.body.meal._id).not.toBe(UNKNOWN_ID);
    expect((await api(`/meals/${UNKNOWN_ID}`)).status).toBe(404);
    expect(malformed.status).toBe(400);
  });

  it('when a regular user publishes an upcoming meal, then 403 and no meal appears', async () => {
    const upcoming = await createUpcoming(adminActor);

    const res = await api('/meals', { token: gold.token, body: { ...mealInput({ title: upcoming.title }), upcomingMealId: upcoming._id } });

    expect(res.status).toBe(403);
    expect(await mealsTitled(upcoming.title)).toEqual([]);
  });

  it('when the upcoming meal is unknown, then 404; when its id is malformed, then 400', async () => {
    const unknown = await api('/meals', { token: adminActor.token, body: { ...mealInput(), upcomingMealId: UNKNOWN_ID } });
    const malformed = await api('/meals', { token: adminActor.token, body: { ...mealInput(), upcomingMealId: 'abc' } });

    expect(unknown.status).toBe(404);
    expectErrorShape(unknown.body);
    expect(malformed.status).toBe(400);
    expectErrorShape(malformed.body);
  });
});
