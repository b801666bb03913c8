/**
 * Public answers say nothing about who did what (DESIGN §14): every operation the contracts declare public and
 * readable as JSON, asked anonymously about a meal that students liked and reviewed and that is on the menu, answers
 * without any user's id or e-mail, even right after those students read the same answers signed in. Upcoming meals,
 * read by every signed-in student, name nobody either: a count and the reader's own like.
 */
import { API, OPERATIONS, pathOf, type Operation, type UpcomingMeal } from '@hostel/contracts';
import { admin, bronzeStudent, premiumStudent, type Actor } from './support/actors';
import { api } from './support/client';
import { createMeal, createUpcoming, idOf } from './support/fixtures';

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

/** Who is named anywhere in an answer: a naming field, an e-mail, or one of these people's ids or e-mails. */
function namesIn(body: unknown, who: readonly Actor[]) {
  const { keys, strings } = walk(body);
  const text = JSON.stringify(body);
  return {
    fields: keys.filter((key) => NAMING_FIELDS.has(key)),
    emails: strings.filter((value) => EMAIL.test(value)),
    people: who.flatMap((person) => [idOf(person), person.email]).filter((name) => text.includes(name)),
  };
}
const NOBODY = { fields: [], emails: [], people: [] };

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
    expect(namesIn(res.body, people)).toEqual(NOBODY);
    // The reads about meals did reach the arranged meal (the gateway's own health says nothing of meals).
    if (op.service !== 'gateway') expect(JSON.stringify(res.body)).toContain(mealId);
  });
});

describe('upcoming meals name no user to the students who read them', () => {
  it('when a student reads the upcoming meals others liked and an admin posted, then each says how many liked it and whether the reader did, and no id or e-mail of anyone', async () => {
    const [adminActor, bronze] = people as [Actor, Actor, Actor];
    const likers = await Promise.all([premiumStudent('gold'), premiumStudent('platinum')]);
    const upcoming = await createUpcoming(adminActor);
    const like = (liker: Actor) => api(pathOf(API.likeUpcoming, { id: upcoming._id }), { method: 'PATCH', token: liker.token, body: {} });
    const likes = [];
    for (const liker of likers) likes.push(await like(liker));
    expect(likes.map((res) => res.status)).toEqual([200, 200]);
    const everyone = [...people, ...likers];

    const reads = await Promise.all([bronze, likers[0]!, adminActor].map((reader) => api<UpcomingMeal[]>(pathOf(API.listUpcoming), { token: reader.token })));

    expect(reads.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(reads.map((res) => res.body.find((meal) => meal._id === upcoming._id))).toEqual([
      expect.objectContaining({ likes: 2, likedByMe: false }),
      expect.objectContaining({ likes: 2, likedByMe: true }),
      expect.objectContaining({ likes: 2, likedByMe: false }),
    ]);
    for (const res of reads) expect(namesIn(res.body, everyone)).toEqual(NOBODY);
    for (const res of likes) expect(namesIn(res.body, everyone)).toEqual(NOBODY);
  });
});
