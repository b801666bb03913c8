import { MENU_SLOT_MAX_MEALS, type Meal, type MealDetails, type MenuDay, type MenuWeek } from '@hostel/contracts';
import { admin, bronzeStudent, premiumStudent, type Actor } from './support/actors';
import { api, expectErrorShape } from './support/client';
import { createMeal, UNKNOWN_ID } from './support/fixtures';

let adminActor: Actor;
let student: Actor;

beforeAll(async () => {
  [adminActor, student] = await Promise.all([admin(), bronzeStudent()]);
});

/** Dhaka keeps UTC+6 all year (no daylight saving), so its calendar day is UTC's six hours on. */
const dhakaDate = (daysFromToday = 0) => new Date(Date.now() + 6 * 3600_000 + daysFromToday * 86_400_000).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

const getWeek = (week?: string) => api<MenuWeek>(week ? `/menu?week=${week}` : '/menu');
const putSlot = (date: string, slot: string, mealIds: string[], token = adminActor.token) =>
  api<MenuDay>(`/menu/${date}/${slot}`, { method: 'PUT', token, body: { mealIds } });
const idsIn = (day: MenuDay | undefined, slot: keyof MenuDay['slots']) => (day?.slots[slot] ?? []).map((meal) => meal._id);

describe('GET /api/menu', () => {
  it('when no week is asked, then the current week in Dhaka comes back, Monday to Sunday with three slots a day', async () => {
    const res = await getWeek();

    expect(res.status).toBe(200);
    expect(res.body.week).toMatch(/^\d{4}-W\d{2}$/);
    expect(res.body.days).toHaveLength(7);
    expect(res.body.days.map((day) => weekday(day.date))).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(res.body.days.map((day) => day.date)).toContain(dhakaDate());
    for (const day of res.body.days) expect(Object.keys(day.slots)).toEqual(['Breakfast', 'Lunch', 'Dinner']);
  });

  it('when the demo data is seeded, then this week is filled and says when it was last updated', async () => {
    const res = await getWeek();

    expect(res.body.updatedAt).toEqual(expect.any(String));
    expect(res.body.days.every((day) => day.slots.Breakfast.length > 0 && day.slots.Lunch.length > 0 && day.slots.Dinner.length > 0)).toBe(true);
  });

  it('when the week spans a year end (2026-W53), then it runs from Monday 28 December to Sunday 3 January', async () => {
    const res = await getWeek('2026-W53');

    expect(res.status).toBe(200);
    expect(res.body.week).toBe('2026-W53');
    expect(res.body.days.map((day) => day.date)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  });

  it('when the first week of 2027 is asked, then it starts on Monday 4 January', async () => {
    const res = await getWeek('2027-W01');

    expect(res.body.days[0]!.date).toBe('2027-01-04');
    expect(res.body.days[6]!.date).toBe('2027-01-10');
  });

  it('when meals are put on the days around the year end, then each shows in its own ISO week only', async () => {
    const meal = await createMeal(adminActor, { category: 'Dinner' });
    await putSlot('2027-01-01', 'Dinner', [meal._id]);
    await putSlot('2027-01-03', 'Dinner', [meal._id]);
    // The first minutes of Monday 4 January in Dhaka are still Sunday 3 January in UTC: the day counts as Dhaka's.
    await putSlot('2027-01-04', 'Breakfast', [meal._id]);

    const w53 = await getWeek('2026-W53');
    const w01 = await getWeek('2027-W01');

    expect(idsIn(w53.body.days[4], 'Dinner')).toEqual([meal._id]);
    expect(idsIn(w53.body.days[6], 'Dinner')).toEqual([meal._id]);
    expect(w53.body.days.flatMap((day) => idsIn(day, 'Breakfast'))).not.toContain(meal._id);
    expect(idsIn(w01.body.days[0], 'Breakfast')).toEqual([meal._id]);
    expect(w01.body.updatedAt).toEqual(expect.any(String));
  });

  it('when a week has no slot set yet, then its days are empty and updatedAt is null', async () => {
    const res = await getWeek('2031-W20');

    expect(res.body.updatedAt).toBeNull();
    expect(res.body.days.every((day) => day.slots.Breakfast.length + day.slots.Lunch.length + day.slots.Dinner.length === 0)).toBe(true);
  });

  it.each(['2027-W53', '2026-W54', '2026-W00', '2026-53', 'next', '2026-W5'])('when the week is %s, then 400', async (week) => {
    const res = await getWeek(week);

    expect(res.status).toBe(400);
    expectErrorShape(res.body);
  });
});

describe('PUT /api/menu/:date/:slot', () => {
  it('when an admin fills a slot, then it answers the day with the meals in order and the week shows them', async () => {
    const [first, second] = await Promise.all([createMeal(adminActor, { category: 'Lunch' }), createMeal(adminActor, { category: 'Lunch' })]);

    const res = await putSlot('2030-03-06', 'Lunch', [second!._id, first!._id]);

    expect(res.status).toBe(200);
    expect(res.body.date).toBe('2030-03-06');
    expect(idsIn(res.body, 'Lunch')).toEqual([second!._id, first!._id]);
    expect(res.body.slots.Lunch[0]).toMatchObject({ title: second!.title, rating: 0, dietTags: [] });
    const week = await getWeek('2030-W10');
    expect(idsIn(week.body.days.find((day) => day.date === '2030-03-06'), 'Lunch')).toEqual([second!._id, first!._id]);
  });

  it('when a slot is replaced, then only that slot changes; an empty list clears it', async () => {
    const [a, b] = await Promise.all([createMeal(adminActor), createMeal(adminActor)]);
    await putSlot('2030-03-07', 'Breakfast', [a!._id]);
    await putSlot('2030-03-07', 'Dinner', [a!._id]);

    await putSlot('2030-03-07', 'Breakfast', [b!._id]);
    const cleared = await putSlot('2030-03-07', 'Dinner', []);

    expect(idsIn(cleared.body, 'Breakfast')).toEqual([b!._id]);
    expect(idsIn(cleared.body, 'Dinner')).toEqual([]);
  });

  it('when the caller is not an admin, then 403 and the slot is unchanged', async () => {
    const meal = await createMeal(adminActor);
    await putSlot('2030-03-08', 'Lunch', [meal._id]);

    const res = await putSlot('2030-03-08', 'Lunch', [], student.token);

    expect(res.status).toBe(403);
    expectErrorShape(res.body);
    expect(idsIn((await getWeek('2030-W10')).body.days.find((day) => day.date === '2030-03-08'), 'Lunch')).toEqual([meal._id]);
  });

  it('when nobody is signed in, then 401', async () => {
    const res = await api('/menu/2030-03-08/Lunch', { method: 'PUT', body: { mealIds: [] } });

    expect(res.status).toBe(401);
  });

  it('when a meal does not exist, then 400 naming it and nothing changes', async () => {
    const meal = await createMeal(adminActor);
    await putSlot('2030-03-09', 'Dinner', [meal._id]);

    const res = await putSlot('2030-03-09', 'Dinner', [meal._id, UNKNOWN_ID]);

    expect(res.status).toBe(400);
    expect((res.body as unknown as { message: string }).message).toContain(UNKNOWN_ID);
    expect(idsIn((await getWeek('2030-W10')).body.days.find((day) => day.date === '2030-03-09'), 'Dinner')).toEqual([meal._id]);
  });

  it('when more than 10 existing meals are sent, then 400 for the count and the slot is unchanged; 10 are taken', async () => {
    const meals = await Promise.all(Array.from({ length: MENU_SLOT_MAX_MEALS + 1 }, () => createMeal(adminActor)));
    const ids = meals.map((meal) => meal._id);

    const tooMany = await putSlot('2030-03-12', 'Dinner', ids);
    const most = await putSlot('2030-03-13', 'Dinner', ids.slice(0, MENU_SLOT_MAX_MEALS));

    expect(tooMany.status).toBe(400);
    expectErrorShape(tooMany.body);
    expect((tooMany.body as unknown as { message: string }).message).toContain(`at most ${MENU_SLOT_MAX_MEALS}`);
    expect(most.status).toBe(200);
    const week = (await getWeek('2030-W11')).body;
    expect(idsIn(week.days.find((day) => day.date === '2030-03-12'), 'Dinner')).toEqual([]);
    expect(idsIn(week.days.find((day) => day.date === '2030-03-13'), 'Dinner')).toEqual(ids.slice(0, MENU_SLOT_MAX_MEALS));
  });

  it.each([
    ['an unknown slot', '2030-03-09', 'Brunch', []],
    ['a day that does not exist', '2030-02-30', 'Lunch', []],
    ['a date in another format', '09-03-2030', 'Lunch', []],
    ['a meal id twice', '2030-03-09', 'Lunch', [UNKNOWN_ID, UNKNOWN_ID]],
    ['a malformed id', '2030-03-09', 'Lunch', ['nope']],
  ])('when the call has %s, then 400', async (_, date, slot, ids) => {
    const res = await putSlot(date, slot, ids);

    expect(res.status).toBe(400);
    expectErrorShape(res.body);
  });

  it('when a scheduled meal is deleted, then it leaves the menu', async () => {
    const [kept, deleted] = await Promise.all([createMeal(adminActor), createMeal(adminActor)]);
    await putSlot('2030-03-10', 'Lunch', [deleted!._id, kept!._id]);

    await api(`/meals/${deleted!._id}`, { method: 'DELETE', token: adminActor.token });

    const day = (await getWeek('2030-W10')).body.days.find((d) => d.date === '2030-03-10');
    expect(idsIn(day, 'Lunch')).toEqual([kept!._id]);
  });
});

describe('GET /api/meals/:id nextServed and ratingCounts', () => {
  const details = async (id: string) => (await api<MealDetails>(`/meals/${id}`)).body;

  it('when the menu schedules a meal, then nextServed is its first slot from today on, at once after each change', async () => {
    const meal = await createMeal(adminActor);
    expect((await details(meal._id)).nextServed).toBeNull();

    await putSlot(dhakaDate(2), 'Lunch', [meal._id]);
    expect((await details(meal._id)).nextServed).toEqual({ date: dhakaDate(2), slot: 'Lunch' });

    await putSlot(dhakaDate(1), 'Dinner', [meal._id]);
    await putSlot(dhakaDate(1), 'Breakfast', [meal._id]);
    expect((await details(meal._id)).nextServed).toEqual({ date: dhakaDate(1), slot: 'Breakfast' });

    // Past days do not count.
    await putSlot(dhakaDate(-1), 'Lunch', [meal._id]);
    expect((await details(meal._id)).nextServed).toEqual({ date: dhakaDate(1), slot: 'Breakfast' });

    await putSlot(dhakaDate(1), 'Breakfast', []);
    expect((await details(meal._id)).nextServed).toEqual({ date: dhakaDate(1), slot: 'Dinner' });

    await putSlot(dhakaDate(1), 'Dinner', []);
    await putSlot(dhakaDate(2), 'Lunch', []);
    expect((await details(meal._id)).nextServed).toBeNull();
  });

  it('when reviews are added and deleted, then ratingCounts counts each star rating at once', async () => {
    // One review per student per meal: four ratings need four students.
    const reviewers = await Promise.all([1, 2, 3, 4].map(() => premiumStudent('silver')));
    const meal: Meal = await createMeal(adminActor);
    expect((await details(meal._id)).ratingCounts).toEqual([0, 0, 0, 0, 0]);

    for (const [index, rating] of [5, 5, 3, 1].entries()) {
      const res = await api(`/meals/${meal._id}/review`, { token: reviewers[index]!.token, body: { rating, comment: `Rated ${rating}` } });
      expect(res.status).toBe(201);
    }
    const after = await details(meal._id);
    expect(after.ratingCounts).toEqual([1, 0, 1, 0, 2]);
    expect(after).toMatchObject({ rating: 3.5, ratingCount: 4 });

    const one = after.reviews.find((review) => review.rating === 1)!;
    await api(`/meals/${meal._id}/reviews/${one._id}`, { method: 'DELETE', token: reviewers[3]!.token });
    expect((await details(meal._id)).ratingCounts).toEqual([0, 0, 1, 0, 2]);
  });
});
