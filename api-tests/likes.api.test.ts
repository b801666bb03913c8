import { API, pathOf, MESSAGES, type Meal, type MenuWeek } from '@hostel/contracts';
import { admin, bronzeStudent, signUp, type Actor } from './support/actors';
import { api, expectErrorShape } from './support/client';
import { createMeal, expectHealthy, GARBAGE_TOKEN, getMeal, idOf, UNKNOWN_ID } from './support/fixtures';

const like = (mealId: string, actor?: Actor, body: unknown = {}) => api<{ success: boolean; likes: number; message?: string }>(`/meals/${mealId}/like`, { method: 'PATCH', token: actor?.token, body });
/** A meal's details as this reader (anonymous without an actor) gets them. */
const mealAs = (mealId: string, actor?: Actor) => api<Meal>(pathOf(API.getMeal, { id: mealId }), { token: actor?.token });

let adminActor: Actor;

beforeAll(async () => {
  adminActor = await admin();
});

describe('PATCH /api/meals/:id/like', () => {
  it('when a Bronze student likes a meal, then the like counts, the student reads it as liked by them, and nobody learns who liked it', async () => {
    const [meal, student, other] = await Promise.all([createMeal(adminActor), bronzeStudent(), bronzeStudent()]);

    const res = await like(meal._id, student, { userId: idOf(student) });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, likes: 1 });
    expect((await mealAs(meal._id, student)).body).toMatchObject({ likes: 1, likedByMe: true });
    expect((await mealAs(meal._id, other)).body).toMatchObject({ likes: 1, likedByMe: false });
    const anonymous = await getMeal(meal._id);
    expect(anonymous.body).toMatchObject({ likes: 1, likedByMe: false });
    expect(anonymous.body).not.toHaveProperty('likedBy');
    expect(JSON.stringify(anonymous.body)).not.toContain(idOf(student));
  });

  it('when the same user likes again, then 409 with success false and "You already liked this meal", count unchanged', async () => {
    const [meal, student] = await Promise.all([createMeal(adminActor), bronzeStudent()]);
    await like(meal._id, student);

    const again = await like(meal._id, student);

    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: MESSAGES.alreadyLiked, code: 'alreadyLiked' });
    expect((await getMeal(meal._id)).body.likes).toBe(1);
  });

  it('when one user sends 20 likes at once, then exactly one counts and the other 19 answer already liked', async () => {
    const [meal, student] = await Promise.all([createMeal(adminActor), bronzeStudent()]);

    const answers = await Promise.all(Array.from({ length: 20 }, () => like(meal._id, student)));

    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 409 && res.body.message === MESSAGES.alreadyLiked)).toHaveLength(19);
    expect((await mealAs(meal._id, student)).body).toMatchObject({ likes: 1, likedByMe: true });
  });

  it('when 8 different users like at once, then all 8 likes count', async () => {
    const [meal, ...students] = await Promise.all([createMeal(adminActor), ...Array.from({ length: 8 }, () => signUp())]);

    const answers = await Promise.all(students.map((student) => like(meal._id, student)));

    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(200));
    expect((await getMeal(meal._id)).body.likes).toBe(8);
    for (const student of students) expect((await mealAs(meal._id, student)).body).toMatchObject({ likes: 8, likedByMe: true });
  });

  it('when the body names another user, then 403 and no like is added for anyone', async () => {
    const [meal, student, other] = await Promise.all([createMeal(adminActor), bronzeStudent(), bronzeStudent()]);

    const res = await like(meal._id, student, { userId: idOf(other) });

    expect(res.status).toBe(403);
    expectErrorShape(res.body);
    expect((await getMeal(meal._id)).body.likes).toBe(0);
  });

  it('when nobody is signed in or the token is garbage, then 401 and the count is unchanged', async () => {
    const meal = await createMeal(adminActor);

    for (const token of [undefined, GARBAGE_TOKEN]) {
      const res = await api(`/meals/${meal._id}/like`, { method: 'PATCH', token, body: {} });
      expect(res.status).toBe(401);
      expectErrorShape(res.body);
    }
    expect((await getMeal(meal._id)).body.likes).toBe(0);
  });

  it('when the meal is unknown, then 404; when the id is malformed, then 400', async () => {
    const student = await bronzeStudent();

    const unknown = await like(UNKNOWN_ID, student);
    expect(unknown.status).toBe(404);
    expectErrorShape(unknown.body);
    for (const id of ['not-an-id', '%24ne']) {
      const res = await like(id, student);
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
    }
  });

  it('when the body carries operators, wrong types or invalid JSON, then 400 and nothing is liked', async () => {
    const [meal, student] = await Promise.all([createMeal(adminActor), bronzeStudent()]);

    for (const body of [{ userId: { $ne: null } }, { userId: 12 }, { userId: 'not-an-id' }, '{"userId":']) {
      const res = await like(meal._id, student, body);
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
    }
    expect((await getMeal(meal._id)).body.likes).toBe(0);
    await expectHealthy();
  });
});

describe('likedByMe in public meal answers, per reader', () => {
  it('when a student who liked one meal reads the list, a page, the meal and the menu signed in, then only that meal says so; an anonymous reader after them is told nothing', async () => {
    const [liked, notLiked, student] = await Promise.all([createMeal(adminActor), createMeal(adminActor), bronzeStudent()]);
    await like(liked._id, student);
    const firstPage = `${pathOf(API.listMeals)}?page=1&limit=6`;
    const whole = pathOf(API.listMeals, {});

    for (const path of [firstPage, whole]) {
      const signedIn = await api<Meal[]>(path, { token: student.token });
      expect(signedIn.body.find((meal) => meal._id === liked._id)).toMatchObject({ likedByMe: true, likes: 1 });
      expect(signedIn.body.find((meal) => meal._id === notLiked._id)).toMatchObject({ likedByMe: false });
      expect(signedIn.body.filter((meal) => meal.likedByMe).map((meal) => meal._id)).toEqual([liked._id]);
    }
    expect((await mealAs(liked._id, student)).body.likedByMe).toBe(true);
    expect((await mealAs(notLiked._id, student)).body.likedByMe).toBe(false);

    // The answers a signed-in reader got are theirs: the shared (edge and service) caches never hand them on.
    for (const path of [firstPage, whole]) expect((await api<Meal[]>(path)).body.every((meal) => !meal.likedByMe)).toBe(true);
    expect((await mealAs(liked._id)).body.likedByMe).toBe(false);
  });

  it('when a student reads the week’s menu signed in, then the meals on it they liked say so, and anonymously none do', async () => {
    const [meal, student] = await Promise.all([createMeal(adminActor), bronzeStudent()]);
    // A week of its own, far ahead, so no other suite's menu is touched.
    const week = `${pathOf(API.getMenu)}?week=2031-W07`;
    const date = (await api<MenuWeek>(week)).body.days[6]!.date;
    const put = await api(pathOf(API.setMenuSlot, { date, slot: 'Dinner' }), { method: 'PUT', token: adminActor.token, body: { mealIds: [meal._id] } });
    expect(put.status).toBe(200);
    await like(meal._id, student);

    const dinnerOf = (week: MenuWeek) => week.days.find((day) => day.date === date)!.slots.Dinner;
    expect(dinnerOf((await api<MenuWeek>(week, { token: student.token })).body)).toEqual([expect.objectContaining({ _id: meal._id, likes: 1, likedByMe: true })]);
    expect(dinnerOf((await api<MenuWeek>(week)).body)).toEqual([expect.objectContaining({ _id: meal._id, likes: 1, likedByMe: false })]);
  });
});
