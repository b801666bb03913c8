import { API } from '@hostel/contracts';
import { newId } from '@hostel/platform';
import { addReview } from '../reviews/add-review';
import { aCaller, ADMIN_EMAIL, aMealBody, declaredChange, likeAsBound, useMealsTestStore } from '../testing/meals-test-store';
import { addMeal } from './add-meal';
import { deleteMeal } from './delete-meal';
import { readMeal } from './get-meal';
import { listMeals, readMeals } from './list-meals';
import { cacheKeyOf } from './meal-list-cache';
import { newMealFields } from './meal-store';
import { updateMeal } from './update-meal';

const titles = async (page: Promise<{ meals: { title: string }[] }>) => (await page).meals.map((meal) => meal.title);

describe('listMeals through the read cache', () => {
  const t = useMealsTestStore();
  /** 14 Lunch meals "Meal 1" (oldest) … "Meal 14" (newest) and 3 Dinner meals, each created a minute apart. */
  let ids: Record<string, string>;
  beforeEach(async () => {
    ids = {};
    const start = Date.parse('2026-01-01T00:00:00Z');
    const bodies = [
      ...Array.from({ length: 14 }, (_, n) => aMealBody({ title: `Meal ${n + 1}`, price: 100 + n * 30 })),
      ...Array.from({ length: 3 }, (_, n) => aMealBody({ title: `Dinner ${n + 1}`, category: 'Dinner', price: 300 })),
    ];
    for (const [index, body] of bodies.entries()) {
      const fields = { ...newMealFields(body, ADMIN_EMAIL), createdAt: new Date(start + index * 60_000).toISOString() };
      ids[body.title] = (await addMeal(t.data, fields)).meal._id;
    }
  });

  it('when pages 2 and 3 of a filtered list are asked for, then they continue the newest-first order and carry the whole count', async () => {
    const page2 = await listMeals(t.data, { category: 'Lunch', page: 2, limit: 6 });
    const page3 = await listMeals(t.data, { category: 'Lunch', page: 3, limit: 6 });
    expect(page2.meals.map((meal) => meal.title)).toEqual(['Meal 8', 'Meal 7', 'Meal 6', 'Meal 5', 'Meal 4', 'Meal 3']);
    expect(page3.meals.map((meal) => meal.title)).toEqual(['Meal 2', 'Meal 1']);
    expect([page2.total, page3.total]).toEqual([14, 14]);
    // Without paging the list comes whole, newest first (the spec's array answer).
    expect((await listMeals(t.data, {})).meals).toHaveLength(17);
  });

  it('when meals share a creation time, then the id orders them and no page repeats or skips one', async () => {
    const same = new Date('2027-01-01T00:00:00Z').toISOString();
    for (let n = 0; n < 5; n++) await addMeal(t.data, { ...newMealFields(aMealBody({ title: `Twin ${n}` }), ADMIN_EMAIL), createdAt: same });
    const pages = await Promise.all([1, 2, 3].map((page) => listMeals(t.data, { search: 'Twin', page, limit: 2 })));
    const seen = pages.flatMap((page) => page.meals.map((meal) => meal._id));
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expect(seen).toEqual([...seen].sort().reverse());
  });

  it('when 30 readers miss one page at once, then the store is asked once for its ids, once for its count and once for its meals', async () => {
    const find = jest.spyOn(t.data.meals, 'find');
    const count = jest.spyOn(t.data.meals, 'count');
    const answers = await Promise.all(Array.from({ length: 30 }, () => readMeals(t.data, { page: 1, limit: 6 })));
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
    expect(count).toHaveBeenCalledTimes(1);
    expect(find).toHaveBeenCalledTimes(2); // the page's ids, then its six meals in one query
    await readMeals(t.data, { limit: 6, page: 1 }); // the same query in another order is the same key
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('when a meal is liked, then the next read shows it, nothing but the like is read from the store, and the ETag changes', async () => {
    const before = await readMeals(t.data, { page: 1, limit: 6 });
    const otherPage = await readMeals(t.data, { page: 3, limit: 6 });
    const find = jest.spyOn(t.data.meals, 'find');
    const count = jest.spyOn(t.data.meals, 'count');
    const reviews = jest.spyOn(t.data.reviews, 'find');

    await likeAsBound(t.data, ids['Dinner 3']!, newId());
    const after = await readMeals(t.data, { page: 1, limit: 6 });

    expect(JSON.parse(after.body.toString())[0]).toMatchObject({ title: 'Dinner 3', likes: 1 });
    expect(after.etag).not.toBe(before.etag);
    // The page's ids stayed cached, and the liked meal's bytes were patched from the like's count: the store saw
    // the like's own calls only (the meal read and its count written, by id).
    expect(find.mock.calls.filter(([filter]) => (filter as { _id?: string })._id !== ids['Dinner 3'])).toEqual([]);
    expect([count, reviews].map((spy) => spy.mock.calls.length)).toEqual([0, 0]);
    // A page without that meal kept its bytes.
    expect(await readMeals(t.data, { page: 3, limit: 6 })).toBe(otherPage);
  });

  it('when a like is being written, then the page holding the meal stays answerable from the cache and shows the like once it is answered', async () => {
    const query = { page: 1, limit: 6 };
    await readMeals(t.data, query);
    t.data.listCache.rememberUrl('/meals?page=1&limit=6', cacheKeyOf(query));
    const likesShown = () => JSON.parse(t.data.listCache.peekList('/meals?page=1&limit=6')!.body.toString())[0].likes;

    const liking = likeAsBound(t.data, ids['Dinner 3']!, newId());
    expect(likesShown()).toBe(0); // the hot path keeps answering while the meal is read again
    await liking;
    expect(likesShown()).toBe(1);
  });

  it('when several users like meals on one page at once, then the page ends with every like counted', async () => {
    const query = { page: 1, limit: 6 };
    await readMeals(t.data, query);
    const liked = ['Dinner 3', 'Dinner 2', 'Dinner 3', 'Meal 14', 'Dinner 3'];
    await Promise.all(liked.map((title) => likeAsBound(t.data, ids[title]!, newId())));
    const page = (await listMeals(t.data, query)).meals;
    expect(Object.fromEntries(page.slice(0, 4).map((meal) => [meal.title, meal.likes]))).toEqual({ 'Dinner 3': 3, 'Dinner 2': 1, 'Dinner 1': 0, 'Meal 14': 1 });
  });

  it('when a meal is edited, then the list and the filtered lists show the change at once', async () => {
    expect(await titles(listMeals(t.data, { search: 'Meal 1' }))).toEqual(['Meal 14', 'Meal 13', 'Meal 12', 'Meal 11', 'Meal 10', 'Meal 1']);
    expect(await titles(listMeals(t.data, { price: 'gt400' }))).toEqual(['Meal 14', 'Meal 13', 'Meal 12']);
    expect(await titles(listMeals(t.data, { category: 'Dinner', page: 1, limit: 6 }))).toEqual(['Dinner 3', 'Dinner 2', 'Dinner 1']);

    await updateMeal(t.data, ids['Meal 13']!, { title: 'Renamed', price: 150, category: 'Dinner' });
    await declaredChange(t.data, API.updateMeal, { id: ids['Meal 13']! });

    expect(await titles(listMeals(t.data, { search: 'Meal 1' }))).toEqual(['Meal 14', 'Meal 12', 'Meal 11', 'Meal 10', 'Meal 1']);
    expect(await titles(listMeals(t.data, { price: 'gt400' }))).toEqual(['Meal 14', 'Meal 12']);
    expect(await titles(listMeals(t.data, { category: 'Dinner', page: 1, limit: 6 }))).toEqual(['Dinner 3', 'Dinner 2', 'Dinner 1', 'Renamed']);
    expect((await listMeals(t.data, { category: 'Lunch', page: 1, limit: 6 })).meals.map((meal) => meal.title)).not.toContain('Renamed');
  });

  it('when a meal is deleted, then it is gone from every cached page and the totals drop', async () => {
    const pages = [1, 2, 3].map((page) => ({ page, limit: 6 }));
    for (const query of pages) await readMeals(t.data, query);
    await readMeals(t.data, {});

    await deleteMeal(t.data, ids['Dinner 3']!);
    await declaredChange(t.data, API.deleteMeal, { id: ids['Dinner 3']! });

    const after = await Promise.all(pages.map((query) => listMeals(t.data, query)));
    expect(after.flatMap((page) => page.meals.map((meal) => meal.title))).not.toContain('Dinner 3');
    expect(after.map((page) => page.meals.length)).toEqual([6, 6, 4]);
    expect(after[0]!.total).toBe(16);
    expect((await listMeals(t.data, {})).meals.map((meal) => meal.title)).not.toContain('Dinner 3');
  });

  it('when a meal is added, then every list that matches it shows it at once', async () => {
    await readMeals(t.data, { category: 'Dinner' });
    await addMeal(t.data, newMealFields(aMealBody({ title: 'Fresh Dinner', category: 'Dinner' }), ADMIN_EMAIL));
    await declaredChange(t.data, API.postMeal);
    expect(await titles(listMeals(t.data, { category: 'Dinner' }))).toContain('Fresh Dinner');
  });

  it('when a review is added, then the list and the details show the new rating', async () => {
    const id = ids['Dinner 3']!;
    await readMeals(t.data, { page: 1, limit: 6 });
    const details = await readMeal(t.data, id);
    expect(JSON.parse(details.body.toString())).toMatchObject({ ratingCount: 0, reviews: [] });

    await addReview(t.data, aCaller(), id, { rating: 4, comment: 'Good' });
    await declaredChange(t.data, API.addReview, { id });

    expect((await listMeals(t.data, { page: 1, limit: 6 })).meals[0]).toMatchObject({ rating: 4, ratingCount: 1 });
    const after = await readMeal(t.data, id);
    expect(JSON.parse(after.body.toString())).toMatchObject({ ratingCount: 1, reviews: [expect.objectContaining({ comment: 'Good' })] });
    expect(after.etag).not.toBe(details.etag);
  });
});
