import type { Allergen, DietTag, Meal } from '@hostel/contracts';
import { admin, type Actor } from './support/actors';
import { api, expectErrorShape } from './support/client';
import { mealInput, uniqueTitle, type MealInput } from './support/fixtures';

interface Labels {
  dietTags?: DietTag[];
  allergens?: Allergen[];
  calories?: number;
}

let adminActor: Actor;
/** Every meal of this suite's titles starts with it, so a search keeps other suites' meals out. */
const PREFIX = uniqueTitle('Diet');
const meals: Record<string, Meal> = {};

async function createLabelled(name: string, overrides: Partial<MealInput>, labels: Labels): Promise<Meal> {
  const res = await api<{ meal: Meal }>('/meals', { token: adminActor.token, body: { ...mealInput({ title: `${PREFIX} ${name}`, ...overrides }), ...labels } });
  if (res.status !== 201) throw new Error(`POST /meals failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.meal;
}

const titlesOf = async (query: string) => {
  const res = await api<Meal[]>(`/meals?search=${encodeURIComponent(PREFIX)}&${query}`);
  expect(res.status).toBe(200);
  return res.body.map((meal) => meal.title.slice(PREFIX.length + 1)).sort();
};

beforeAll(async () => {
  adminActor = await admin();
  meals.dal = await createLabelled('Dal', { category: 'Dinner', price: 150 }, { dietTags: ['vegetarian', 'halal'], allergens: ['dairy'], calories: 620 });
  meals.thali = await createLabelled('Thali', { category: 'Lunch', price: 130 }, { dietTags: ['vegetarian', 'vegan', 'halal', 'gluten-free'] });
  meals.polao = await createLabelled('Polao', { category: 'Lunch', price: 380 }, { dietTags: ['halal'], allergens: ['nuts', 'dairy'] });
  meals.halwa = await createLabelled('Halwa', { category: 'Breakfast', price: 220 }, { dietTags: ['vegetarian'], allergens: ['nuts', 'gluten'] });
  meals.plain = await createLabelled('Plain', { category: 'Lunch', price: 90 }, {});
});

describe('diet and allergen labels on meals', () => {
  it('when a meal is added with labels, then it answers them; without labels it has none', () => {
    expect(meals.dal).toMatchObject({ dietTags: ['vegetarian', 'halal'], allergens: ['dairy'], calories: 620 });
    expect(meals.plain).toMatchObject({ dietTags: [], allergens: [] });
    expect(meals.plain).not.toHaveProperty('calories');
  });

  it('when the meal is read, then the list and its details carry the labels', async () => {
    const details = await api<Meal>(`/meals/${meals.polao!._id}`);
    expect(details.body).toMatchObject({ dietTags: ['halal'], allergens: ['nuts', 'dairy'] });
    const listed = await api<Meal[]>(`/meals?search=${encodeURIComponent(`${PREFIX} Polao`)}`);
    expect(listed.body).toEqual([expect.objectContaining({ dietTags: ['halal'], allergens: ['nuts', 'dairy'] })]);
  });

  it.each([
    ['an unknown diet tag', { dietTags: ['keto'] }],
    ['an unknown allergen', { allergens: ['milk'] }],
    ['a tag twice', { dietTags: ['halal', 'halal'] }],
    ['calories over 5000', { calories: 5001 }],
    ['negative calories', { calories: -1 }],
    ['fractional calories', { calories: 12.5 }],
    ['calories as text', { calories: '300' }],
  ])('when a meal is posted with %s, then 400 and nothing is added', async (_, labels) => {
    const title = uniqueTitle('Rejected Labels');
    const res = await api('/meals', { token: adminActor.token, body: { ...mealInput({ title }), ...labels } });

    expect(res.status).toBe(400);
    expectErrorShape(res.body);
    expect((await api<Meal[]>(`/meals?search=${encodeURIComponent(title)}`)).body).toEqual([]);
  });

  it('when an admin edits the labels, then the filtered list follows at once', async () => {
    const meal = await createLabelled('Edited', { category: 'Dinner', price: 500 }, { dietTags: ['halal'], allergens: ['fish'] });
    expect(await titlesOf('without=fish')).not.toContain('Edited');

    const res = await api<{ meal: Meal }>(`/meals/${meal._id}`, { method: 'PATCH', token: adminActor.token, body: { allergens: [], dietTags: ['halal', 'gluten-free'], calories: 480 } });

    expect(res.status).toBe(200);
    expect(res.body.meal).toMatchObject({ allergens: [], dietTags: ['halal', 'gluten-free'], calories: 480 });
    expect(await titlesOf('without=fish')).toContain('Edited');
    expect(await titlesOf('diet=gluten-free')).toContain('Edited');
    await api(`/meals/${meal._id}`, { method: 'DELETE', token: adminActor.token });
  });

  it('when calories are 0 or 5000 (the bounds), then they are taken; null in an edit clears them', async () => {
    const none = await createLabelled('Water', { category: 'Breakfast', price: 10 }, { calories: 0 });
    const feast = await createLabelled('Feast', { category: 'Dinner', price: 900 }, { calories: 5000 });
    expect([none.calories, feast.calories]).toEqual([0, 5000]);

    const cleared = await api<{ meal: Meal }>(`/meals/${feast._id}`, { method: 'PATCH', token: adminActor.token, body: { calories: null } });

    expect(cleared.status).toBe(200);
    expect(cleared.body.meal).not.toHaveProperty('calories');
    expect((await api<Meal>(`/meals/${feast._id}`)).body).not.toHaveProperty('calories');
    for (const meal of [none, feast]) await api(`/meals/${meal._id}`, { method: 'DELETE', token: adminActor.token });
  });

  it.each([
    ['an unknown diet tag', { dietTags: ['paleo'] }],
    ['an unknown allergen', { allergens: ['lactose'] }],
    ['calories over 5000', { calories: 9000 }],
  ])('when an upcoming meal is posted with %s, then 400 and nothing is added', async (_, labels) => {
    const title = uniqueTitle('Rejected Upcoming');
    const res = await api('/upcoming-meals', { token: adminActor.token, body: { ...mealInput({ title }), ...labels } });

    expect(res.status).toBe(400);
    expectErrorShape(res.body);
    expect((await api<{ title: string }[]>('/upcoming-meals', { token: adminActor.token })).body.map((meal) => meal.title)).not.toContain(title);
  });

  it('when an upcoming meal is added with labels, then it carries them', async () => {
    const res = await api('/upcoming-meals', { token: adminActor.token, body: { ...mealInput({ title: uniqueTitle('Upcoming Labelled') }), dietTags: ['vegan'], allergens: ['soy'], calories: 300 } });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ dietTags: ['vegan'], allergens: ['soy'], calories: 300 });
  });
});

describe('GET /api/meals?diet&without', () => {
  it('when filtered by one diet tag, then only meals having it come back', async () => {
    expect(await titlesOf('diet=vegetarian')).toEqual(['Dal', 'Halwa', 'Thali']);
  });

  it('when filtered by several diet tags, then only meals having every one of them come back', async () => {
    expect(await titlesOf('diet=vegetarian,halal')).toEqual(['Dal', 'Thali']);
    expect(await titlesOf('diet=vegan,gluten-free')).toEqual(['Thali']);
  });

  it('when filtered without allergens, then meals containing any of them are left out', async () => {
    expect(await titlesOf('without=nuts')).toEqual(['Dal', 'Plain', 'Thali']);
    expect(await titlesOf('without=nuts,dairy')).toEqual(['Plain', 'Thali']);
  });

  it('when diet and without are combined, then both hold (vegetarian without nuts)', async () => {
    expect(await titlesOf('diet=vegetarian&without=nuts')).toEqual(['Dal', 'Thali']);
  });

  it('when combined with category and price, then every filter holds', async () => {
    expect(await titlesOf('diet=halal&category=Lunch')).toEqual(['Polao', 'Thali']);
    expect(await titlesOf('diet=halal&category=Lunch&price=lt200')).toEqual(['Thali']);
    expect(await titlesOf('without=dairy&price=200-400')).toEqual(['Halwa']);
  });

  it('when the filtered list is paged, then the page is a slice and X-Total-Count counts every match', async () => {
    const all = await api<Meal[]>(`/meals?search=${encodeURIComponent(PREFIX)}&diet=vegetarian`);

    const page = await api<Meal[]>(`/meals?search=${encodeURIComponent(PREFIX)}&diet=vegetarian&page=2&limit=2`);

    expect(page.status).toBe(200);
    expect(page.headers.get('x-total-count')).toBe('3');
    expect(page.body.map((meal) => meal._id)).toEqual(all.body.slice(2).map((meal) => meal._id));
  });

  it('when the filters are empty, then nothing is filtered', async () => {
    expect(await titlesOf('diet=&without=')).toEqual(['Dal', 'Halwa', 'Plain', 'Polao', 'Thali']);
  });

  it.each(['diet=keto', 'diet=vegetarian,keto', 'without=milk', 'diet=vegetarian,', 'without=NUTS', 'diet[$ne]=vegan', 'diet=vegan&diet=halal'])(
    'when the query is %s, then 400 with a message',
    async (query) => {
      const res = await api(`/meals?${query}`);

      expect(res.status).toBe(400);
      expectErrorShape(res.body);
    },
  );
});
