/**
 * Issue 12 at the edge: the gateway keeps public reads for a second as ready-to-send bytes. These check what an
 * edge cache could get wrong, through the gateway as browsers call it: validators and caching headers, 304s,
 * compressed answers, signed-in answers never shared, and that a write through the gateway is seen by the very
 * next read (the gateway drops what it changed; no waiting out the TTL).
 */
import type { Meal } from '@hostel/contracts';
import { admin, signUp, type Actor } from './support/actors';
import { api, gatewayUrl } from './support/client';
import { createMeal, idOf } from './support/fixtures';

let adminActor: Actor;
let student: Actor;
let meal: Meal;

beforeAll(async () => {
  [adminActor, student] = await Promise.all([admin(), signUp()]);
  meal = await createMeal(adminActor);
});

const raw = (path: string, headers: Record<string, string> = {}) => fetch(`${gatewayUrl()}/api${path}`, { headers });
const FIRST_PAGE = '/meals?page=1&limit=6';

describe('public reads at the edge', () => {
  it.each([FIRST_PAGE, 'details'])('when %s is read, then it carries a weak ETag, a Cache-Control browsers revalidate and CDNs reuse briefly, and Vary', async (which) => {
    const res = await raw(which === 'details' ? `/meals/${meal._id}` : which);

    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^W\/".+"$/);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    expect(res.headers.get('vary')).toBe('Origin, Accept-Encoding');
  });

  it('when the caller sends back the ETag it holds, then 304 with no body, until the meal changes', async () => {
    const first = await raw(`/meals/${meal._id}`);
    const etag = first.headers.get('etag')!;

    const again = await raw(`/meals/${meal._id}`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    await api(`/meals/${meal._id}/like`, { method: 'PATCH', token: student.token, body: {} });
    const changed = await raw(`/meals/${meal._id}`, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as Meal).likes).toBe(1);
  });

  it('when a browser accepts brotli, then the page comes brotli-compressed and decodes to the same list as a plain read', async () => {
    const compressed = await raw(FIRST_PAGE, { 'accept-encoding': 'br' });
    const plain = await raw(FIRST_PAGE, { 'accept-encoding': 'identity' });

    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await compressed.json()).toEqual(await plain.json());
  });

  it('when a signed-in student reads their own data, then the answer says private, no-store', async () => {
    const upcoming = await api('/upcoming-meals', { token: student.token });
    const payments = await api(`/payments/${idOf(student)}`, { token: student.token });

    expect(upcoming.headers.get('cache-control')).toBe('private, no-store');
    expect(payments.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('writes through the gateway', () => {
  it('when a student likes a meal, then the next read of the meal and of the first page shows the like', async () => {
    const fresh = await createMeal(adminActor);
    const liker = await signUp();
    // Both kept at the edge first.
    await raw(`/meals/${fresh._id}`);
    await raw(FIRST_PAGE);

    const like = await api(`/meals/${fresh._id}/like`, { method: 'PATCH', token: liker.token, body: {} });
    const details = await api<Meal>(`/meals/${fresh._id}`);
    const firstPage = await api<Meal[]>(FIRST_PAGE);

    expect(like.status).toBe(200);
    expect(details.body.likes).toBe(1);
    expect(firstPage.body.find((candidate) => candidate._id === fresh._id)?.likes).toBe(1);
  });

  it('when an admin edits a meal, then no list or details read after it shows the old title', async () => {
    const edited = await createMeal(adminActor);
    await raw(FIRST_PAGE);
    await raw(`/meals/${edited._id}`);

    const title = `Edited ${Date.now()}`;
    const res = await api(`/meals/${edited._id}`, { method: 'PATCH', token: adminActor.token, body: { title } });
    const [list, details] = await Promise.all([api<Meal[]>(FIRST_PAGE), api<Meal>(`/meals/${edited._id}`)]);

    expect(res.status).toBe(200);
    expect(list.body.find((candidate) => candidate._id === edited._id)?.title).toBe(title);
    expect(details.body.title).toBe(title);
  });

  it('when a new meal is added, then the next first page shows it', async () => {
    await raw(FIRST_PAGE);

    const added = await createMeal(adminActor);
    const firstPage = await api<Meal[]>(FIRST_PAGE);

    expect(firstPage.body[0]!._id).toBe(added._id);
  });
});
