import type { Meal } from '@hostel/contracts';
import { admin, bronzeStudent, type Actor } from './support/actors';
import { api, expectErrorShape } from './support/client';
import { createMeal, expectHealthy, FORGED_TOKEN, GARBAGE_TOKEN, getMeal, mealInput, uniqueTitle, UNKNOWN_ID } from './support/fixtures';

let adminActor: Actor;
let student: Actor;

beforeAll(async () => {
  [adminActor, student] = await Promise.all([admin(), bronzeStudent()]);
});

describe('GET /api/meals', () => {
  it('when filtered by category and price band, then only matching meals come back', async () => {
    const res = await api<Meal[]>('/meals?category=Lunch&price=200-400');

    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const meal of res.body) {
      expect(meal.category).toBe('Lunch');
      expect(meal.price).toBeGreaterThanOrEqual(200);
      expect(meal.price).toBeLessThanOrEqual(400);
    }
  });

  it('when filtered by the lower and upper price bands, then prices fall below 200 or above 400', async () => {
    const low = await api<Meal[]>('/meals?price=lt200');
    const high = await api<Meal[]>('/meals?price=gt400');

    expect(low.body.length).toBeGreaterThan(0);
    expect(low.body.every((meal) => meal.price < 200)).toBe(true);
    expect(high.body.length).toBeGreaterThan(0);
    expect(high.body.every((meal) => meal.price > 400)).toBe(true);
  });

  it('when nobody is signed in, then every meal carries its likes, rating average and rating count', async () => {
    const res = await api<Meal[]>('/meals');

    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(24);
    for (const meal of res.body) {
      expect(meal).toEqual(expect.objectContaining({ _id: expect.any(String), title: expect.any(String), likes: expect.any(Number), rating: expect.any(Number), ratingCount: expect.any(Number) }));
      expect(meal.rating).toBeGreaterThanOrEqual(0);
      expect(meal.rating).toBeLessThanOrEqual(5);
    }
  });

  it('when searched by part of a title in another case, then the meal is found (and only meals matching the search)', async () => {
    const meal = await createMeal(adminActor, { title: uniqueTitle('Searchable Shorshe Ilish') });

    const res = await api<Meal[]>(`/meals?search=${encodeURIComponent(meal.title.toLowerCase().slice(11))}`);

    expect(res.status).toBe(200);
    expect(res.body.map((m) => m._id)).toEqual([meal._id]);
  });

  it('when the search holds regex characters, then they are matched literally', async () => {
    const res = await api<Meal[]>('/meals?search=.*');

    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('when page and limit are sent, then they slice the list and X-Total-Count gives the whole count', async () => {
    const all = await api<Meal[]>('/meals?category=Dinner');

    const page2 = await api<Meal[]>('/meals?category=Dinner&page=2&limit=3');

    expect(page2.status).toBe(200);
    expect(page2.headers.get('x-total-count')).toBe(String(all.body.length));
    expect(page2.body.map((m) => m._id)).toEqual(all.body.slice(3, 6).map((m) => m._id));
  });

  it('when a meal is added, then the (cached) list shows it at once', async () => {
    await api('/meals?category=Breakfast');

    const meal = await createMeal(adminActor, { category: 'Breakfast', price: 90 });

    const after = await api<Meal[]>('/meals?category=Breakfast');
    expect(after.body.map((m) => m._id)).toContain(meal._id);
  });

  it('when the query smuggles operators or values outside the lists, then 400 in the error shape and the API stays healthy', async () => {
    for (const query of ['search[$ne]=x', 'category[$gt]=', 'price[$lt]=1000', 'category=Snack', 'price=cheap', `search=${'a'.repeat(101)}`, 'page=-1', 'limit=1000']) {
      const res = await api(`/meals?${query}`);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expectErrorShape(res.body);
    }
    await expectHealthy();
  });
});

describe('GET /api/meals/:id', () => {
  it('when a visitor opens a meal, then it comes with its reviews and likes', async () => {
    const meal = await createMeal(adminActor);

    const res = await getMeal(meal._id);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: meal._id, title: meal.title, likes: 0, likedByMe: false, reviews: [], rating: 0, ratingCount: 0 });
  });

  it('when the id is unknown, then 404 in the error shape', async () => {
    const res = await getMeal(UNKNOWN_ID);

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Meal not found' });
  });

  it('when the id is malformed or an operator, then 400 for a visitor (not 401, not 500)', async () => {
    for (const id of ['not-an-id', '%24ne', '%7B%22%24ne%22%3Anull%7D']) {
      const res = await api(`/meals/${id}`);
      expect({ id, status: res.status }).toEqual({ id, status: 400 });
      expectErrorShape(res.body);
    }
    await expectHealthy();
  });
});

describe('POST /api/meals', () => {
  it('when an admin adds a meal, then 201 with the meal and no likes, and the answer names no e-mail', async () => {
    const input = mealInput({ title: uniqueTitle('Admin Dinner'), category: 'Dinner', price: 410 });

    const res = await api<{ success: boolean; meal: Meal }>('/meals', { token: adminActor.token, body: input });

    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.meal).toMatchObject({ ...input, likes: 0, likedByMe: false, rating: 0 });
    expect(JSON.stringify(res.body)).not.toContain(adminActor.email);
    expect((await getMeal(res.body.meal._id)).body.title).toBe(input.title);
  });

  it('when the price comes as a numeric string from a form field, then it is stored as a number', async () => {
    const res = await api<{ meal: Meal }>('/meals', { token: adminActor.token, body: { ...mealInput(), price: '275' } });

    expect(res.status).toBe(201);
    expect(res.body.meal.price).toBe(275);
  });

  it('when a regular user adds a meal, then 403 and nothing is created', async () => {
    const input = mealInput();

    const res = await api('/meals', { token: student.token, body: input });

    expect(res.status).toBe(403);
    expectErrorShape(res.body);
    expect((await api<Meal[]>(`/meals?search=${encodeURIComponent(input.title)}`)).body).toEqual([]);
  });

  it('when called without a token, with a garbage or a forged token, then 401', async () => {
    for (const token of [undefined, GARBAGE_TOKEN, FORGED_TOKEN]) {
      const res = await api('/meals', { token, body: mealInput() });
      expect(res.status).toBe(401);
      expectErrorShape(res.body);
    }
  });

  it('when required fields are missing, blank, oversized, wrong-typed or operators, then 400 naming the field', async () => {
    const cases: [Record<string, unknown> | string, RegExp][] = [
      [{ ...mealInput(), title: undefined }, /title/],
      [mealInput({ title: '   ' }), /title/],
      [mealInput({ title: 'x'.repeat(121) }), /title/],
      [{ ...mealInput(), category: 'Snack' }, /category/],
      [{ ...mealInput(), price: 'cheap' }, /price/],
      [{ ...mealInput(), price: -5 }, /price/],
      [{ ...mealInput(), price: true }, /price/],
      [{ ...mealInput(), price: null }, /price/],
      [{ ...mealInput(), price: [300] }, /price/],
      [{ ...mealInput(), price: '' }, /price/],
      [{ ...mealInput(), title: { $ne: null } }, /title/],
      [{ ...mealInput(), description: 'x'.repeat(2001) }, /description/],
      [{ ...mealInput(), image: 'javascript:alert(1)' }, /image/],
      ['{"title": "broken', /JSON/],
    ];
    for (const [body, field] of cases) {
      const res = await api<{ message: string }>('/meals', { token: adminActor.token, body });
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
      expect(res.body.message).toMatch(field);
    }
    await expectHealthy();
  });
});

describe('PATCH /api/meals/:id', () => {
  it('when an admin edits a meal, then the change is stored and shown in the list', async () => {
    const meal = await createMeal(adminActor);
    const title = uniqueTitle('Edited Meal');

    const res = await api<{ success: boolean; meal: Meal }>(`/meals/${meal._id}`, { method: 'PATCH', token: adminActor.token, body: { title, price: 300 } });

    expect(res.status).toBe(200);
    expect(res.body.meal).toMatchObject({ _id: meal._id, title, price: 300, category: meal.category, description: meal.description, image: meal.image, ingredients: meal.ingredients });
    expect((await api<Meal[]>(`/meals?search=${encodeURIComponent(title)}`)).body.map((m) => m._id)).toEqual([meal._id]);
  });

  it('when a regular user edits a meal, then 403 and the meal is unchanged', async () => {
    const meal = await createMeal(adminActor);

    const res = await api(`/meals/${meal._id}`, { method: 'PATCH', token: student.token, body: { price: 1 } });

    expect(res.status).toBe(403);
    expectErrorShape(res.body);
    expect((await getMeal(meal._id)).body.price).toBe(meal.price);
  });

  it('when called without a token or with a garbage token, then 401', async () => {
    const meal = await createMeal(adminActor);
    for (const token of [undefined, GARBAGE_TOKEN]) {
      const res = await api(`/meals/${meal._id}`, { method: 'PATCH', token, body: { price: 1 } });
      expect(res.status).toBe(401);
    }
  });

  it('when the id is unknown, then 404; malformed id, empty or bad patch, then 400', async () => {
    const meal = await createMeal(adminActor);

    const unknown = await api(`/meals/${UNKNOWN_ID}`, { method: 'PATCH', token: adminActor.token, body: { price: 100 } });
    expect(unknown.status).toBe(404);
    expectErrorShape(unknown.body);
    for (const [path, body] of [
      ['/meals/not-an-id', { price: 100 }],
      [`/meals/${meal._id}`, {}],
      [`/meals/${meal._id}`, { price: 'free' }],
      [`/meals/${meal._id}`, { title: '' }],
      [`/meals/${meal._id}`, { likes: { $inc: 1000 } }],
    ] as const) {
      const res = await api(path, { method: 'PATCH', token: adminActor.token, body });
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
    }
    expect((await getMeal(meal._id)).body).toMatchObject({ title: meal.title, price: meal.price, likes: 0 });
  });
});

describe('DELETE /api/meals/:id', () => {
  it('when an admin deletes a meal, then it is gone from the details and the list', async () => {
    const meal = await createMeal(adminActor);

    const res = await api<{ success: boolean }>(`/meals/${meal._id}`, { method: 'DELETE', token: adminActor.token });

    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await getMeal(meal._id)).status).toBe(404);
    expect((await api<Meal[]>(`/meals?search=${encodeURIComponent(meal.title)}`)).body).toEqual([]);
  });

  it('when a regular user deletes a meal, then 403 and it stays', async () => {
    const meal = await createMeal(adminActor);

    const res = await api(`/meals/${meal._id}`, { method: 'DELETE', token: student.token });

    expect(res.status).toBe(403);
    expectErrorShape(res.body);
    expect((await getMeal(meal._id)).status).toBe(200);
  });

  it('when called without a token or with a garbage token, then 401 and it stays', async () => {
    const meal = await createMeal(adminActor);
    for (const token of [undefined, GARBAGE_TOKEN]) {
      const res = await api(`/meals/${meal._id}`, { method: 'DELETE', token });
      expect(res.status).toBe(401);
    }
    expect((await getMeal(meal._id)).status).toBe(200);
  });

  it('when the id is unknown, then 404; when malformed, then 400', async () => {
    const unknown = await api(`/meals/${UNKNOWN_ID}`, { method: 'DELETE', token: adminActor.token });
    const malformed = await api('/meals/%24ne', { method: 'DELETE', token: adminActor.token });

    expect(unknown.status).toBe(404);
    expectErrorShape(unknown.body);
    expect(malformed.status).toBe(400);
    expectErrorShape(malformed.body);
  });
});
