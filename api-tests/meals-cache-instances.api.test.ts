/**
 * Issue 12 with svc-meals scaled out: each instance keeps its own in-process read cache, so a like or an edit
 * through the gateway (landing on any one instance) must reach every instance's cache (Redis pub/sub) within
 * the second the issue allows. Real mode starts a private backend of its own with three svc-meals instances;
 * embedded mode (one process, one instance) checks the same through the shared stack.
 */
import type { Meal } from '@hostel/contracts';
import { startProcessBackend, type ProcessBackend } from '../scripts/stack/backend';
import { admin, signUp, type Actor } from './support/actors';
import { api, eventually } from './support/client';
import { createMeal, uniqueTitle } from './support/fixtures';
import { ownRealStackEnv } from './support/own-stack';
import { API_PORTS } from './support/ports';

const real = process.env.API_TEST_MODE === 'real';
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
const PORTS = { gateway: 19780 + offset, meals: 19701 + offset, users: 19702 + offset, payments: 19703 + offset, mess: 19704 + offset };
const SEEN_WITHIN_MS = 1000;

let backend: ProcessBackend | undefined;
let mealsUrls: string[];
let sharedGateway: string | undefined;
let adminActor: Actor;

beforeAll(async () => {
  if (real) {
    backend = await startProcessBackend(
      PORTS,
      // Far longer than the test: only an invalidation message can make an instance answer the change.
      ownRealStackEnv('cache', { MEALS_CACHE_TTL: '600' }),
      true,
      3,
    );
    sharedGateway = process.env.API_GATEWAY_URL;
    process.env.API_GATEWAY_URL = backend.gatewayUrl;
    mealsUrls = backend.mealsUrls;
  } else {
    mealsUrls = [`http://127.0.0.1:${API_PORTS.meals}`];
  }
  adminActor = await admin();
}, 120_000);

afterAll(async () => {
  if (sharedGateway) process.env.API_GATEWAY_URL = sharedGateway;
  await backend?.stop();
});

/** Each instance's own answer (straight to it, past the gateway). */
const onEveryInstance = (path: string) => Promise.all(mealsUrls.map(async (url) => (await (await fetch(`${url}${path}`)).json()) as Meal[]));

describe(`svc-meals read caches across ${real ? 'three instances' : 'the one instance'}`, () => {
  it('when a meal is liked through the gateway, then every instance answers the new count within a second', async () => {
    const word = uniqueTitle('Spread').replace(' ', '');
    const meal = await createMeal(adminActor, { title: `${word} Tehari` });
    const path = `/meals?search=${word}&page=1&limit=6`;
    expect((await onEveryInstance(path)).map((page) => page[0]?.likes)).toEqual(mealsUrls.map(() => 0));

    const student = await signUp();
    expect((await api(`/meals/${meal._id}/like`, { method: 'PATCH', token: student.token, body: {} })).status).toBe(200);

    const seen = await eventually(() => onEveryInstance(path), (pages) => pages.every((page) => page[0]?.likes === 1), SEEN_WITHIN_MS);
    expect(seen.map((page) => page[0]?.likes)).toEqual(mealsUrls.map(() => 1));
    // Through the gateway, whichever instance answers.
    for (let n = 0; n < 6; n++) expect((await api<Meal[]>(path)).body[0]?.likes).toBe(1);
  });

  it('when a meal is edited through the gateway, then every instance lists the new title and price within a second', async () => {
    const word = uniqueTitle('Spread').replace(' ', '');
    const meal = await createMeal(adminActor, { title: `${word} Polao`, price: 150 });
    const cheap = `/meals?search=${word}&price=lt200`;
    expect((await onEveryInstance(cheap)).map((page) => page.length)).toEqual(mealsUrls.map(() => 1));

    expect((await api(`/meals/${meal._id}`, { method: 'PATCH', token: adminActor.token, body: { title: `${word} Kacchi`, price: 450 } })).status).toBe(200);

    const seen = await eventually(() => onEveryInstance(cheap), (pages) => pages.every((page) => page.length === 0), SEEN_WITHIN_MS);
    expect(seen.map((page) => page.length)).toEqual(mealsUrls.map(() => 0));
    const dear = await onEveryInstance(`/meals?search=${word}&price=gt400`);
    expect(dear.map((page) => page[0]?.title)).toEqual(mealsUrls.map(() => `${word} Kacchi`));
  });
});
