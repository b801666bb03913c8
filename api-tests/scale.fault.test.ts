/**
 * Issue 5: svc-meals scaled on its own. Three svc-meals processes share FerretDB, RabbitMQ and Redis behind one
 * gateway; nothing a request needs lives in one instance's memory, so the concurrency rules hold across them,
 * rate limits are shared by every gateway, and losing an instance under load costs no request.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Meal, UpcomingMeal } from '@hostel/contracts';
import { requireServer } from '@hostel/platform/testing';
import { startProcessBackend, type ProcessBackend } from '../scripts/stack/backend';
import { Children, waitForUrl } from '../scripts/stack/processes';
import { admin, premiumStudent, signUp, type Actor } from './support/actors';
import { api } from './support/client';
import { ADMIN_EMAIL } from './support/ports';

const PORTS = { gateway: 19180, meals: 19101, users: 19102, payments: 19103, mess: 19104 };
const SECOND_GATEWAY = 19181;

describe('svc-meals scaled to three instances (real servers)', () => {
  let backend: ProcessBackend;
  const extra = new Children();
  let boss: Actor;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    const run = randomBytes(4).toString('hex');
    env = {
      ...process.env,
      MONGODB_URI: requireServer('MONGODB_URI'),
      AMQP_URL: requireServer('AMQP_URL'),
      REDIS_URL: requireServer('REDIS_URL'),
      DB_NAME_SUFFIX: `_scale${run}`,
      EVENTS_EXCHANGE: `scale.${run}`,
      RATE_LIMIT_PREFIX: `rl-scale-${run}`,
      RATE_LIMIT_UPLOADS: '4',
      RATE_LIMIT_ANONYMOUS: '100000',
      RATE_LIMIT_USER: '100000',
      ADMIN_EMAILS: ADMIN_EMAIL,
      LOG_LEVEL: 'silent',
    };
    backend = await startProcessBackend(PORTS, env, true, 3);
    process.env.API_GATEWAY_URL = backend.gatewayUrl;
    boss = await admin();
  }, 120_000);

  afterAll(async () => {
    await extra.stop();
    await backend?.stop();
  });

  it('when 20 likes by one user arrive at once across the instances, then the meal counts one', async () => {
    const student = await signUp();
    const created = await api<{ meal: Meal }>('/meals', { token: boss.token, body: { title: 'Scaled Khichuri', category: 'Lunch', price: 150, postTime: '1:00 PM', description: 'x', ingredients: 'rice, dal' } });
    const id = created.body.meal._id;
    const statuses = await Promise.all(Array.from({ length: 20 }, () => api(`/meals/${id}/like`, { method: 'PATCH', token: student.token, body: {} }).then((res) => res.status)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect((await api<Meal>(`/meals/${id}`)).body.likes).toBe(1);
  });

  it('when 10 premium users like an upcoming meal at once across the instances, then exactly one meal is promoted', async () => {
    const upcoming = await api<UpcomingMeal>('/upcoming-meals', {
      token: boss.token,
      body: { title: `Scaled Pitha ${Date.now()}`, category: 'Breakfast', price: 90, postTime: '8:00 AM', description: 'winter pitha', ingredients: 'rice flour, jaggery' },
    });
    const fans = await Promise.all(Array.from({ length: 11 }, () => premiumStudent('gold')));
    const results = await Promise.all(fans.slice(0, 10).map((fan) => api<{ promoted?: boolean }>(`/upcoming-meals/${upcoming.body._id}/like`, { method: 'PATCH', token: fan.token, body: {} })));
    expect(results.map((res) => res.status)).toEqual(Array(10).fill(200));
    expect(results.filter((res) => res.body.promoted)).toHaveLength(1);
    await api(`/upcoming-meals/${upcoming.body._id}/like`, { method: 'PATCH', token: fans[10]!.token, body: {} });
    const meals = await api<Meal[]>(`/meals?search=${encodeURIComponent(upcoming.body.title)}`);
    expect(meals.body).toHaveLength(1);
  }, 120_000);

  it('when uploads arrive through two gateways, then they share one rate limit through Redis', async () => {
    extra.start('gateway-2', join(__dirname, '../node_modules/.bin/tsx'), [join(__dirname, '../svc-gateway/src/main.ts')], {
      env: { ...env, PORT: String(SECOND_GATEWAY), MEALS_URL: backend.mealsUrls.join(','), USERS_URL: `http://127.0.0.1:${PORTS.users}`, PAYMENTS_URL: `http://127.0.0.1:${PORTS.payments}`, MESS_URL: `http://127.0.0.1:${PORTS.mess}` },
      quiet: true,
    });
    await waitForUrl(`http://127.0.0.1:${SECOND_GATEWAY}/health`, 60_000);
    const upload = (gateway: string) => fetch(`${gateway}/api/uploads`, { method: 'POST', body: new FormData() }).then((res) => res.status);
    const statuses: number[] = [];
    for (const gateway of [backend.gatewayUrl, `http://127.0.0.1:${SECOND_GATEWAY}`, backend.gatewayUrl, `http://127.0.0.1:${SECOND_GATEWAY}`, backend.gatewayUrl, `http://127.0.0.1:${SECOND_GATEWAY}`]) {
      statuses.push(await upload(gateway));
    }
    // Four (the limit) reach svc-meals and are refused there for having no file; the rest stop at either gateway.
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
  });

  it('when one instance is killed under load, then requests keep succeeding and /api/health reports the loss', async () => {
    const read = () => api('/meals?category=Dinner').then((res) => res.status);
    const load = (async () => {
      const statuses: number[] = [];
      const until = Date.now() + 4000;
      while (Date.now() < until) statuses.push(...(await Promise.all([read(), read(), read(), read()])));
      return statuses;
    })();
    await new Promise((resolve) => setTimeout(resolve, 800));
    backend.killMealsInstance(1);
    const statuses = await load;
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    const health = await api<{ status: string; services: Record<string, { status: string; instances: { status: string }[] }> }>('/health');
    expect(health.body.status).toBe('degraded');
    expect(health.body.services.meals!.status).toBe('degraded');
    // Instances are listed in the configured order, without their addresses: the second one is down.
    expect(health.body.services.meals!.instances.map((instance) => instance.status)).toEqual(['up', 'down', 'up']);
  });
});
