import { MESSAGES } from '@hostel/contracts';
import { admin, bronzeStudent, signUp, type Actor } from './support/actors';
import { api, expectErrorShape } from './support/client';
import { createMeal, expectHealthy, GARBAGE_TOKEN, getMeal, idOf, UNKNOWN_ID } from './support/fixtures';

const like = (mealId: string, actor?: Actor, body: unknown = {}) => api<{ success: boolean; likes: number; message?: string }>(`/meals/${mealId}/like`, { method: 'PATCH', token: actor?.token, body });

let adminActor: Actor;

beforeAll(async () => {
  adminActor = await admin();
});

describe('PATCH /api/meals/:id/like', () => {
  it('when a Bronze student likes a meal, then the like counts and the meal lists them in likedBy', async () => {
    const [meal, student] = await Promise.all([createMeal(adminActor), bronzeStudent()]);

    const res = await like(meal._id, student, { userId: idOf(student) });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, likes: 1 });
    const after = await getMeal(meal._id);
    expect(after.body).toMatchObject({ likes: 1, likedBy: [idOf(student)] });
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
    expect((await getMeal(meal._id)).body).toMatchObject({ likes: 1, likedBy: [idOf(student)] });
  });

  it('when 8 different users like at once, then all 8 likes count', async () => {
    const [meal, ...students] = await Promise.all([createMeal(adminActor), ...Array.from({ length: 8 }, () => signUp())]);

    const answers = await Promise.all(students.map((student) => like(meal._id, student)));

    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(200));
    const after = await getMeal(meal._id);
    expect(after.body.likes).toBe(8);
    expect([...after.body.likedBy].sort()).toEqual(students.map(idOf).sort());
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
