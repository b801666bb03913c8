/**
 * Issue 12: GET /meals and /meals/:id come from svc-meals' read cache (ready-to-send bytes with an ETag), so
 * these check what a cache could get wrong: pages deep into a filtered list, conditional requests, and that no
 * like, edit or delete leaves an old answer behind. Reads through the gateway after a write allow the one
 * second the issue allows a like to reach every reader; reads straight to svc-meals must be right at once.
 */
import type { Meal } from '@hostel/contracts';
import { admin, signUp, type Actor } from './support/actors';
import { api, eventually } from './support/client';
import { createMeal, uniqueTitle } from './support/fixtures';
import { API_PORTS } from './support/ports';

const MEALS_URL = `http://127.0.0.1:${API_PORTS.meals}`;
const SEEN_WITHIN_MS = 1000;

let adminActor: Actor;
/** 14 Dinner meals and 2 Lunch meals whose titles share one unique word, created oldest to newest. */
let word: string;
let dinners: Meal[];

beforeAll(async () => {
  adminActor = await admin();
  word = uniqueTitle('Rush').replace(' ', '');
  dinners = [];
  for (let n = 1; n <= 16; n++) {
    const meal = await createMeal(adminActor, { title: `${word} ${n}`, category: n % 8 === 0 ? 'Lunch' : 'Dinner', price: 100 + n * 25 });
    if (meal.category === 'Dinner') dinners.push(meal);
  }
}, 60_000);

const titlesOf = (meals: Meal[]) => meals.map((meal) => meal.title);
const list = (query: string) => api<Meal[]>(`/meals?search=${word}${query}`);
/** Straight to svc-meals, past the gateway (the service's own cache and conditional answers). */
const direct = (path: string, headers: Record<string, string> = {}) => fetch(`${MEALS_URL}${path}`, { headers });

describe('GET /api/meals pages', () => {
  it('when pages 2 and 3 of a filtered list are asked for with limit 6, then they continue newest first and X-Total-Count counts every match', async () => {
    const newestFirst = titlesOf([...dinners].reverse());
    const pages = await Promise.all([1, 2, 3].map((page) => list(`&category=Dinner&page=${page}&limit=6`)));
    expect(pages.map((page) => titlesOf(page.body))).toEqual([newestFirst.slice(0, 6), newestFirst.slice(6, 12), newestFirst.slice(12)]);
    expect(pages.map((res) => res.headers.get('x-total-count'))).toEqual(['14', '14', '14']);
    // Read again (now from the cache): the same pages.
    expect(titlesOf((await list('&category=Dinner&page=2&limit=6')).body)).toEqual(newestFirst.slice(6, 12));
  });

  it('when no page is asked for, then the whole matching list comes back as an array (the spec answer)', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(16);
  });
});

describe('conditional GETs straight to svc-meals', () => {
  it('when If-None-Match holds the ETag of a page or of a meal, then 304 without a body', async () => {
    for (const path of [`/meals?search=${word}&page=1&limit=6`, `/meals/${dinners[0]!._id}`]) {
      const first = await direct(path);
      const etag = first.headers.get('etag');
      expect(first.status).toBe(200);
      expect(etag).toMatch(/^"[\w+/-]+"$/);
      const again = await direct(path, { 'If-None-Match': etag! });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect((await direct(path, { 'If-None-Match': '"something-else"' })).status).toBe(200);
    }
  });
});

describe('no stale answer after a write', () => {
  it('when a meal is liked, then the next read of a page holding it and of its details shows the like', async () => {
    const target = dinners[dinners.length - 1]!;
    const path = `/meals?search=${word}&category=Dinner&page=1&limit=6`;
    const before = await direct(path);
    expect(((await before.json()) as Meal[])[0]).toMatchObject({ _id: target._id, likes: 0 });
    await api(`/meals/${target._id}`); // its details cached too

    const student = await signUp();
    expect((await api(`/meals/${target._id}/like`, { method: 'PATCH', token: student.token, body: {} })).status).toBe(200);

    const afterDirect = await direct(path, { 'If-None-Match': before.headers.get('etag')! });
    expect(afterDirect.status).toBe(200);
    expect(((await afterDirect.json()) as Meal[])[0]).toMatchObject({ _id: target._id, likes: 1 });
    const page = await eventually(() => api<Meal[]>(path), (res) => res.body[0]?.likes === 1, SEEN_WITHIN_MS);
    expect(page.body[0]).toMatchObject({ _id: target._id, likes: 1 });
    const details = await eventually(() => api<Meal>(`/meals/${target._id}`), (res) => res.body.likes === 1, SEEN_WITHIN_MS);
    expect(details.body.likes).toBe(1);
  });

  it('when a meal title and price change, then the list and the filtered lists show it at once', async () => {
    const target = dinners[1]!; // price 150: in the "less than 200" band
    const renamed = `${word} renamed`;
    const cheap = `/meals?search=${word}&price=lt200`;
    const dear = `/meals?search=${word}&price=gt400`;
    expect(titlesOf(((await (await direct(cheap)).json()) as Meal[]))).toContain(target.title);
    expect(titlesOf(((await (await direct(dear)).json()) as Meal[]))).not.toContain(renamed);
    await api(cheap);
    await api(dear);

    const res = await api(`/meals/${target._id}`, { method: 'PATCH', token: adminActor.token, body: { title: renamed, price: 450 } });
    expect(res.status).toBe(200);

    expect(titlesOf(((await (await direct(cheap)).json()) as Meal[]))).not.toContain(target.title);
    expect(((await (await direct(dear)).json()) as Meal[]).find((meal) => meal._id === target._id)).toMatchObject({ title: renamed, price: 450 });
    const viaGateway = await eventually(() => api<Meal[]>(dear), (answer) => titlesOf(answer.body).includes(renamed), SEEN_WITHIN_MS);
    expect(titlesOf(viaGateway.body)).toContain(renamed);
    const whole = await eventually(() => list('&page=1&limit=20'), (answer) => titlesOf(answer.body).includes(renamed), SEEN_WITHIN_MS);
    expect(titlesOf(whole.body)).not.toContain(target.title);
  });

  it('when a meal is deleted, then it is gone from every cached page and the pages after it move up', async () => {
    const target = dinners[dinners.length - 2]!; // on page 1 of the Dinner pages
    const pages = [1, 2, 3].map((page) => `/meals?search=${word}&category=Dinner&page=${page}&limit=6`);
    const before = await Promise.all(pages.map(async (path) => (await (await direct(path)).json()) as Meal[]));
    expect(before.flat().map((meal) => meal._id)).toContain(target._id);

    expect((await api(`/meals/${target._id}`, { method: 'DELETE', token: adminActor.token })).status).toBe(200);

    const after = await Promise.all(pages.map(async (path) => (await (await direct(path)).json()) as Meal[]));
    expect(after.flat().map((meal) => meal._id)).not.toContain(target._id);
    expect(after.flat().map((meal) => meal._id)).toEqual(before.flat().map((meal) => meal._id).filter((id) => id !== target._id));
    expect((await direct(pages[0]!)).headers.get('x-total-count')).toBe(String(before.flat().length - 1));
    const whole = await eventually(() => list(''), (answer) => !answer.body.some((meal) => meal._id === target._id), SEEN_WITHIN_MS);
    expect(whole.body.map((meal) => meal._id)).not.toContain(target._id);
    expect((await direct(`/meals/${target._id}`)).status).toBe(404);
  });
});
