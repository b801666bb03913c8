import { MESSAGES, USER_REQUESTS_PAGE_SIZE, type ServeRequest } from '@hostel/contracts';
import { admin, bronzeStudent, premiumStudent, type Actor } from './support/actors';
import { api, expectErrorShape } from './support/client';
import { createMeal, expectHealthy, GARBAGE_TOKEN, idOf, UNKNOWN_ID } from './support/fixtures';

const requestMeal = (actor: Actor | undefined, body: unknown) =>
  api<{ success: boolean; message: string; insertedId: string; request: ServeRequest }>('/serve-meals', { token: actor?.token, body });
const requestBody = (actor: Actor, mealId: string) => ({ mealId, userId: idOf(actor), userEmail: actor.email, userName: actor.name, title: 'ignored: the meal title is used' });
const userRequests = (actor: Actor, userId: string, query = '') =>
  api<{ meals: ServeRequest[]; totalPages: number }>(`/serve-meals/user?userId=${userId}${query}`, { token: actor.token });

let adminActor: Actor;
let silver: Actor;
let bronze: Actor;

beforeAll(async () => {
  [adminActor, silver, bronze] = await Promise.all([admin(), premiumStudent('silver', { name: 'Sadia Silver' }), bronzeStudent()]);
});

describe('POST /api/serve-meals', () => {
  it("when a premium student requests a meal, then 201, the request starts 'Pending' with the meal's title and the caller's identity", async () => {
    const meal = await createMeal(adminActor);

    const res = await requestMeal(silver, requestBody(silver, meal._id));

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: expect.any(String) });
    expect(res.body.request).toMatchObject({ mealId: meal._id, title: meal.title, status: 'Pending', userId: idOf(silver), userEmail: silver.email, userName: silver.name, likes: 0, reviews: 0 });
  });

  it("when the body names someone else or no one, then the request carries the name on the caller's user record", async () => {
    const meal = await createMeal(adminActor);

    const forged = await requestMeal(silver, { ...requestBody(silver, meal._id), userName: 'Hostel Admin', userEmail: 'admin@hostel.local' });
    const nameless = await requestMeal(silver, { mealId: meal._id });

    expect(forged.status).toBe(201);
    expect(nameless.status).toBe(201);
    for (const request of [forged.body.request, nameless.body.request]) {
      expect(request).toMatchObject({ userId: idOf(silver), userName: silver.name, userEmail: silver.email });
    }
    const listed = await api<ServeRequest[]>(`/serve-meals?search=${encodeURIComponent(silver.email)}`, { token: adminActor.token });
    expect(listed.body.filter((request) => request.mealId === meal._id).map((request) => request.userName)).toEqual([silver.name, silver.name]);
  });

  it('when a Bronze student requests a meal, then 403 "You have to upgrade your account to request meals" and nothing is stored', async () => {
    const meal = await createMeal(adminActor);

    const res = await requestMeal(bronze, requestBody(bronze, meal._id));

    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: MESSAGES.upgradeToRequest, code: 'upgradeToRequest' });
    expect((await userRequests(bronze, idOf(bronze))).body.meals).toEqual([]);
  });

  it('when nobody is signed in or the token is garbage, then 401', async () => {
    const meal = await createMeal(adminActor);
    for (const token of [undefined, GARBAGE_TOKEN]) {
      const res = await api('/serve-meals', { token, body: { mealId: meal._id } });
      expect(res.status).toBe(401);
      expectErrorShape(res.body);
    }
  });

  it("when the body names another user's id, then 403 and nothing is stored for either", async () => {
    const meal = await createMeal(adminActor);

    const res = await requestMeal(silver, { ...requestBody(silver, meal._id), userId: idOf(bronze) });

    expect(res.status).toBe(403);
    expectErrorShape(res.body);
    expect((await userRequests(adminActor, idOf(bronze))).body.meals).toEqual([]);
  });

  it('when the meal is unknown, then 404; when the meal id is missing, malformed or an operator, or the body is not JSON, then 400', async () => {
    const unknown = await requestMeal(silver, requestBody(silver, UNKNOWN_ID));
    expect(unknown.status).toBe(404);
    expectErrorShape(unknown.body);
    for (const body of [{}, { mealId: 'not-an-id' }, { mealId: { $ne: null } }, { mealId: UNKNOWN_ID, userName: 'x'.repeat(101) }, 'mealId=1']) {
      const res = await requestMeal(silver, body);
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
    }
    await expectHealthy();
  });
});

describe('GET /api/serve-meals/user', () => {
  it('when a student reads their requests, then pages of 5 newest first with totalPages', async () => {
    const student = await premiumStudent('silver');
    const meals = await Promise.all(Array.from({ length: USER_REQUESTS_PAGE_SIZE + 1 }, () => createMeal(adminActor)));
    for (const meal of meals) await requestMeal(student, requestBody(student, meal._id));

    const first = await userRequests(student, idOf(student));
    const second = await userRequests(student, idOf(student), '&page=2');

    expect(first.status).toBe(200);
    expect(first.body.totalPages).toBe(2);
    expect(first.body.meals.map((r) => r.title)).toEqual(meals.slice(1).reverse().map((m) => m.title));
    expect(second.body.meals.map((r) => r.title)).toEqual([meals[0]!.title]);
  });

  it("when another student reads someone's requests, then 403; an admin may", async () => {
    const meal = await createMeal(adminActor);
    await requestMeal(silver, requestBody(silver, meal._id));

    const denied = await userRequests(bronze, idOf(silver));
    const allowed = await userRequests(adminActor, idOf(silver));

    expect(denied.status).toBe(403);
    expectErrorShape(denied.body);
    expect(allowed.status).toBe(200);
    expect(allowed.body.meals.map((r) => r.mealId)).toContain(meal._id);
  });

  it('when nobody is signed in or the token is garbage, then 401', async () => {
    for (const token of [undefined, GARBAGE_TOKEN]) {
      const res = await api(`/serve-meals/user?userId=${idOf(silver)}`, { token });
      expect(res.status).toBe(401);
    }
  });

  it('when userId is missing, malformed or an operator, then 400', async () => {
    for (const query of ['', '?userId=abc', '?userId[$ne]=x', `?userId=${idOf(silver)}&page=0`]) {
      const res = await api(`/serve-meals/user${query}`, { token: adminActor.token });
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expectErrorShape(res.body);
    }
  });
});

describe('GET /api/serve-meals (admin)', () => {
  it('when an admin searches by requester e-mail, then only that requester’s requests come back', async () => {
    const student = await premiumStudent('gold');
    const meal = await createMeal(adminActor);
    await requestMeal(student, requestBody(student, meal._id));

    const res = await api<ServeRequest[]>(`/serve-meals?search=${encodeURIComponent(student.email)}`, { token: adminActor.token });

    expect(res.status).toBe(200);
    expect(res.body).toEqual([expect.objectContaining({ mealId: meal._id, userEmail: student.email, status: 'Pending' })]);
  });

  it('when a student lists all requests, then 403; without a token or with a garbage one, then 401', async () => {
    expect((await api('/serve-meals', { token: silver.token })).status).toBe(403);
    for (const token of [undefined, GARBAGE_TOKEN]) {
      const res = await api('/serve-meals', { token });
      expect(res.status).toBe(401);
      expectErrorShape(res.body);
    }
  });

  it('when the search smuggles operators or is too long, then 400; regex characters match literally', async () => {
    for (const query of ['search[$ne]=x', 'search[$regex]=.', `search=${'a'.repeat(101)}`]) {
      const res = await api(`/serve-meals?${query}`, { token: adminActor.token });
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
    }
    const literal = await api<ServeRequest[]>('/serve-meals?search=.*', { token: adminActor.token });
    expect(literal.body).toEqual([]);
  });
});

describe('PATCH /api/serve-meals/:id (deliver)', () => {
  it("when an admin delivers a pending request, then its status is 'Delivered'", async () => {
    const meal = await createMeal(adminActor);
    const { body } = await requestMeal(silver, requestBody(silver, meal._id));

    const res = await api<{ success: boolean; modifiedCount: number }>(`/serve-meals/${body.insertedId}`, { method: 'PATCH', token: adminActor.token });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, modifiedCount: 1 });
    const mine = await userRequests(silver, idOf(silver));
    expect(mine.body.meals.find((r) => r._id === body.insertedId)?.status).toBe('Delivered');
  });

  it('when a student delivers their own request, then 403 and it stays Pending', async () => {
    const meal = await createMeal(adminActor);
    const { body } = await requestMeal(silver, requestBody(silver, meal._id));

    const res = await api(`/serve-meals/${body.insertedId}`, { method: 'PATCH', token: silver.token });

    expect(res.status).toBe(403);
    expectErrorShape(res.body);
    expect((await userRequests(silver, idOf(silver))).body.meals.find((r) => r._id === body.insertedId)?.status).toBe('Pending');
  });

  it('when nobody is signed in or the token is garbage, then 401; unknown id 404; malformed 400', async () => {
    for (const token of [undefined, GARBAGE_TOKEN]) {
      expect((await api(`/serve-meals/${UNKNOWN_ID}`, { method: 'PATCH', token })).status).toBe(401);
    }
    const unknown = await api(`/serve-meals/${UNKNOWN_ID}`, { method: 'PATCH', token: adminActor.token });
    const malformed = await api('/serve-meals/%24ne', { method: 'PATCH', token: adminActor.token });
    expect(unknown.status).toBe(404);
    expectErrorShape(unknown.body);
    expect(malformed.status).toBe(400);
    expectErrorShape(malformed.body);
  });
});

describe('DELETE /api/serve-meals/:id (cancel)', () => {
  it('when the requester cancels, then the request is removed from their list', async () => {
    const meal = await createMeal(adminActor);
    const { body } = await requestMeal(silver, requestBody(silver, meal._id));

    const res = await api<{ success: boolean }>(`/serve-meals/${body.insertedId}`, { method: 'DELETE', token: silver.token });

    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await userRequests(silver, idOf(silver))).body.meals.map((r) => r._id)).not.toContain(body.insertedId);
  });

  it("when another student cancels someone's request, then 403 and it stays; an admin may cancel it", async () => {
    const meal = await createMeal(adminActor);
    const { body } = await requestMeal(silver, requestBody(silver, meal._id));

    const denied = await api(`/serve-meals/${body.insertedId}`, { method: 'DELETE', token: bronze.token });
    expect(denied.status).toBe(403);
    expectErrorShape(denied.body);
    expect((await userRequests(silver, idOf(silver))).body.meals.map((r) => r._id)).toContain(body.insertedId);

    const allowed = await api(`/serve-meals/${body.insertedId}`, { method: 'DELETE', token: adminActor.token });
    expect(allowed.status).toBe(200);
    expect((await userRequests(silver, idOf(silver))).body.meals.map((r) => r._id)).not.toContain(body.insertedId);
  });

  it('when nobody is signed in or the token is garbage, then 401; unknown or already cancelled 404; malformed 400', async () => {
    const meal = await createMeal(adminActor);
    const { body } = await requestMeal(silver, requestBody(silver, meal._id));
    for (const token of [undefined, GARBAGE_TOKEN]) {
      expect((await api(`/serve-meals/${body.insertedId}`, { method: 'DELETE', token })).status).toBe(401);
    }
    await api(`/serve-meals/${body.insertedId}`, { method: 'DELETE', token: silver.token });

    const again = await api(`/serve-meals/${body.insertedId}`, { method: 'DELETE', token: silver.token });
    const malformed = await api('/serve-meals/not-an-id', { method: 'DELETE', token: silver.token });

    expect(again.status).toBe(404);
    expectErrorShape(again.body);
    expect(malformed.status).toBe(400);
    expectErrorShape(malformed.body);
    await expectHealthy();
  });
});
