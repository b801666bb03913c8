import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EVENTS } from '@hostel/contracts';
import { issueSessionToken, listen, newEvent, newId, registry, type RunningServer } from '@hostel/platform';
import { loadMealsConfig } from '../config';
import { createMealsService, type MealsService } from '../service';
import { ADMIN_EMAIL, aMealBody } from '../testing/meals-test-store';
import { addUpcomingMeal } from '../upcoming/add-upcoming-meal';
import { addMeal } from './add-meal';
import { newMealFields } from './meal-store';

/** How many requests svc-meals' hot path has answered (its counter), for a route. */
async function hotHits(route: string): Promise<number> {
  const metric = await registry.getSingleMetric('http_hot_path_hits_total')!.get();
  return metric.values.find((value) => value.labels.service === 'svc-meals' && value.labels.route === route)?.value ?? 0;
}

describe('svc-meals over HTTP: cached answers, ETags and the hot path', () => {
  let service: MealsService;
  let server: RunningServer;
  let mealId: string;
  let secret: string;

  beforeAll(async () => {
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(join(tmpdir(), 'meals-hot-')) };
    const config = loadMealsConfig(env);
    secret = config.JWT_SECRET;
    service = await createMealsService({ config });
    server = await listen(service, 0, '127.0.0.1');
    for (let n = 1; n <= 8; n++) mealId = (await addMeal(service.data, newMealFields(aMealBody({ title: `Hot ${n}` }), ADMIN_EMAIL))).meal._id;
  });
  afterAll(async () => {
    await server.close();
    await service.stop();
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

  it('when a page is read twice, then the second answer comes from the hot path with the same bytes, ETag and headers', async () => {
    const hitsBefore = await hotHits('/meals');
    const first = await get('/meals?page=2&limit=3');
    const firstBody = await first.text();
    expect(first.status).toBe(200);
    expect(JSON.parse(firstBody).map((meal: { title: string }) => meal.title)).toEqual(['Hot 5', 'Hot 4', 'Hot 3']);
    expect(first.headers.get('x-total-count')).toBe('8');
    expect(first.headers.get('etag')).toMatch(/^"[\w+/-]+"$/);
    expect(await hotHits('/meals')).toBe(hitsBefore);

    const second = await get('/meals?page=2&limit=3', { 'X-Request-Id': 'request-from-gateway-1' });
    expect(await second.text()).toBe(firstBody);
    expect(await hotHits('/meals')).toBe(hitsBefore + 1);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('x-total-count')).toBe('8');
    expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(second.headers.get('x-request-id')).toBe('request-from-gateway-1');
  });

  it('when If-None-Match holds the ETag, then 304 without a body, from the hot path and from Express alike', async () => {
    const first = await get(`/meals/${mealId}`);
    const etag = first.headers.get('etag')!;
    expect((await first.json()).title).toBe('Hot 8');

    const hot = await get(`/meals/${mealId}`, { 'If-None-Match': etag });
    expect(hot.status).toBe(304);
    expect(await hot.text()).toBe('');

    // Dropped from the cache (as a write elsewhere would), unchanged in the store: Express answers 304 too.
    await service.data.listCache.changed({ stale: [{ read: 'getMeal', params: { id: mealId } }] });
    const cold = await get(`/meals/${mealId}`, { 'If-None-Match': `W/${etag}, "other"` });
    expect(cold.status).toBe(304);
  });

  it('when a meal is liked through its route, then the next read of its details and of a page holding it shows the like, with a new ETag', async () => {
    const page = await get('/meals?page=1&limit=3');
    const details = await get(`/meals/${mealId}`);
    const student = issueSessionToken({ sub: newId(), email: 'student@hostel.test', role: 'user' }, secret);
    const like = await fetch(`${server.url}/meals/${mealId}/like`, { method: 'PATCH', headers: { authorization: `Bearer ${student}` } });
    expect(like.status).toBe(200);

    const pageAfter = await get('/meals?page=1&limit=3', { 'If-None-Match': page.headers.get('etag')! });
    expect(pageAfter.status).toBe(200);
    expect((await pageAfter.json())[0]).toMatchObject({ _id: mealId, likes: 1 });
    const detailsAfter = await get(`/meals/${mealId}`);
    expect((await detailsAfter.json()).likes).toBe(1);
    expect(detailsAfter.headers.get('etag')).not.toBe(details.headers.get('etag'));
  });

  it('when a request is not a cached read, then Express answers it (validation, unknown ids, HEAD)', async () => {
    expect((await get('/meals?page=0')).status).toBe(400);
    expect((await get(`/meals/${'f'.repeat(24)}`)).status).toBe(404);
    const head = await fetch(`${server.url}/meals?page=1&limit=3`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-total-count')).toBe('8');
    expect(await head.text()).toBe('');
  });

  it('when an upcoming meal is promoted by its threshold event, then the cached list shows the new meal', async () => {
    const before = await (await get('/meals?page=1&limit=3')).json();
    const { _id } = await addUpcomingMeal(service.upcoming, aMealBody({ title: 'Promoted Polao' }), ADMIN_EMAIL);

    await service.deps.bus.publish(newEvent(EVENTS.upcomingLikeThresholdReached, { upcomingMealId: _id }));

    const until = Date.now() + 2000;
    let titles: string[] = before.map((meal: { title: string }) => meal.title);
    while (titles[0] !== 'Promoted Polao' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      titles = (await (await get('/meals?page=1&limit=3')).json()).map((meal: { title: string }) => meal.title);
    }
    expect(titles[0]).toBe('Promoted Polao');
  });
});
