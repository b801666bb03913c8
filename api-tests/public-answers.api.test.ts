/**
 * Public answers say nothing about who did what (DESIGN §14): every operation the contracts declare public and
 * readable as JSON, asked anonymously about a meal that students liked and reviewed and that is on the menu, answers
 * without any user's id or e-mail, even right after those students read the same answers signed in.
 */
import { API, OPERATIONS, pathOf, type Operation } from '@hostel/contracts';
import { admin, bronzeStudent, premiumStudent, type Actor } from './support/actors';
import { api } from './support/client';
import { createMeal, idOf } from './support/fixtures';

/** The reads everyone may make whose answers are JSON (an uploaded image's bytes are not). */
const PUBLIC_READS = OPERATIONS.filter((op) => op.method === 'get' && op.access === 'public' && op.ok[200] !== undefined && op.ok[200].contentType === undefined);

/** A week of its own, far ahead, so no other suite's menu is touched. */
const WEEK = '2031-W09';
/** Query strings that make a read reach the arranged data; a read without one is asked with its defaults. */
const QUERIES: Partial<Record<string, string>> = { [API.getMenu.name]: `week=${WEEK}` };

const EMAIL = /[^\s@"]+@[^\s@"]+\.[^\s@"]+/;
const NAMING_FIELDS = new Set(['userId', 'likedBy', 'email', 'userEmail']);

/** Every key and string value anywhere in an answer. */
function walk(value: unknown, seen: { keys: string[]; strings: string[] } = { keys: [], strings: [] }) {
  if (typeof value === 'string') seen.strings.push(value);
  else if (Array.isArray(value)) for (const item of value) walk(item, seen);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      seen.keys.push(key);
      walk(item, seen);
    }
  }
  return seen;
}

let people: Actor[];
let mealId: string;

beforeAll(async () => {
  const [adminActor, liker, reviewer] = await Promise.all([admin(), bronzeStudent(), premiumStudent('gold')]);
  people = [adminActor, liker, reviewer];
  mealId = (await createMeal(adminActor))._id;
  for (const student of [liker, reviewer]) expect((await api(pathOf(API.likeMeal, { id: mealId }), { method: 'PATCH', token: student.token, body: {} })).status).toBe(200);
  expect((await api(pathOf(API.addReview, { id: mealId }), { token: reviewer.token, body: { rating: 4, comment: 'Good dal' } })).status).toBe(201);
  const date = (await api<{ days: { date: string }[] }>(`${pathOf(API.getMenu)}?week=${WEEK}`)).body.days[0]!.date;
  expect((await api(pathOf(API.setMenuSlot, { date, slot: 'Lunch' }), { method: 'PUT', token: adminActor.token, body: { mealIds: [mealId] } })).status).toBe(200);
});

/** The path of a read about the arranged meal: each path parameter must be one this suite knows how to fill. */
function urlOf(op: Operation): string {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const values: Record<string, string> = { id: mealId };
  for (const name of names) if (!(name in values)) throw new Error(`${op.name}: no value for path parameter ${name}; teach this suite one`);
  const query = QUERIES[op.name];
  return `${pathOf(op, values)}${query ? `?${query}` : ''}`;
}

describe('public reads name no user', () => {
  it('when the contracts are read, then the public reads include the meals, a meal and the menu', () => {
    expect(PUBLIC_READS.map((op) => op.name)).toEqual(expect.arrayContaining([API.listMeals.name, API.getMeal.name, API.getMenu.name]));
  });

  it.each(PUBLIC_READS.map((op) => [op.name, op] as const))('when %s is read anonymously after the students read it signed in, then no user id or e-mail is in it', async (_name, op) => {
    const url = urlOf(op);
    for (const person of people) expect((await api(url, { token: person.token })).status).toBe(200);

    const res = await api(url);

    expect(res.status).toBe(200);
    const { keys, strings } = walk(res.body);
    expect(keys.filter((key) => NAMING_FIELDS.has(key))).toEqual([]);
    expect(strings.filter((text) => EMAIL.test(text))).toEqual([]);
    const text = JSON.stringify(res.body);
    for (const person of people) {
      expect(text).not.toContain(idOf(person));
      expect(text).not.toContain(person.email);
    }
    // The reads about meals did reach the arranged meal (the gateway's own health says nothing of meals).
    if (op.service !== 'gateway') expect(text).toContain(mealId);
  });
});
