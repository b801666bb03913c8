import { signUp, type Actor } from './support/actors';
import { api, controlService, eventually, expectErrorShape, gatewayUrl } from './support/client';
import { API_PORTS } from './support/ports';
import { expectHealthy, idOf } from './support/fixtures';

interface Health {
  status: string;
  gateway: { status: string; rateLimitStore: string };
  services: Record<string, { status: string; instances: { status: string; checks?: Record<string, string> }[] }>;
}

const SITE = 'http://localhost:3000';

describe('GET /api/health', () => {
  it('when everything runs, then 200 ok with each service and its dependencies up', async () => {
    const res = await api<Health>('/health');

    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.gateway.status).toBe('up');
    expect(res.body.gateway.rateLimitStore).toBe(process.env.API_TEST_MODE === 'real' ? 'up' : 'memory');
    for (const name of ['meals', 'users', 'payments']) {
      expect(res.body.services[name]).toEqual({ status: 'up', instances: [{ status: 'up', checks: { store: 'up', bus: 'up' } }] });
    }
  });

  it('when anyone reads the health of the gateway or of a service, then no internal address (URL, host or port) is named', async () => {
    const ports = Object.values(API_PORTS).map(String);
    const answers = [
      await fetch(`${gatewayUrl()}/api/health`),
      await fetch(`${gatewayUrl()}/health`),
      await fetch(`${gatewayUrl()}/ready`),
      ...(await Promise.all([API_PORTS.meals, API_PORTS.users, API_PORTS.payments].flatMap((port) => ['health', 'ready'].map((path) => fetch(`http://127.0.0.1:${port}/${path}`))))),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const text = await answer.text();
      expect(text).not.toMatch(/:\/\/|127\.0\.0\.1|localhost|\[::|0\.0\.0\.0/);
      for (const port of ports) expect(text).not.toMatch(new RegExp(`\\b${port}\\b`));
    }
  });
});

describe('response compression', () => {
  it('when a caller that accepts gzip reads the meal list, then the gateway compresses it and the service behind it does not', async () => {
    const viaGateway = await fetch(`${gatewayUrl()}/api/meals`, { headers: { 'accept-encoding': 'gzip' } });
    expect(viaGateway.status).toBe(200);
    expect(viaGateway.headers.get('content-encoding')).toBe('gzip');
    expect(Array.isArray(await viaGateway.json())).toBe(true);

    const direct = await fetch(`http://127.0.0.1:${API_PORTS.meals}/meals`, { headers: { 'accept-encoding': 'gzip' } });
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-encoding')).toBeNull();
  });
});

describe('when a service is stopped', () => {
  let student: Actor;

  beforeAll(async () => {
    student = await signUp();
  });

  afterAll(async () => {
    await controlService('svc-payments', 'start');
    await expectHealthy();
  });

  it('then its routes answer 503 with Retry-After in the error shape, health says degraded naming it, and the other services still answer; after a restart it answers again', async () => {
    await controlService('svc-payments', 'stop');

    const down = await api(`/payments/${idOf(student)}`, { token: student.token, duringOutage: true });
    const downWithBody = await api('/payments/create-payment-intent', { token: student.token, body: { package: 'gold' }, duringOutage: true });
    // One aggregate answers /health for a second: the one from before the stop may still be served that long.
    const health = await eventually(
      () => api<Health>('/health', { duringOutage: true }),
      (res) => res.status === 503,
      5000,
    );
    const meals = await api<unknown[]>('/meals?category=Lunch', { duringOutage: true });

    expect(down.status).toBe(503);
    expect(down.body).toEqual({ success: false, message: 'svc-payments is unavailable' });
    expect(Number(down.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(downWithBody.status).toBe(503);
    expect(downWithBody.body).toEqual({ success: false, message: 'svc-payments is unavailable' });
    expect(Number(downWithBody.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(health.status).toBe(503);
    expect(Number(health.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(health.body.status).toBe('degraded');
    expect(health.body.services.payments!.status).toBe('down');
    expect(health.body.services.meals!.status).toBe('up');
    expect(meals.status).toBe(200);
    expect(meals.body.length).toBeGreaterThan(0);

    await controlService('svc-payments', 'start');

    const back = await eventually(
      () => api<{ data: unknown[] }>(`/payments/${idOf(student)}`, { token: student.token, duringOutage: true }),
      (res) => res.status === 200,
    );
    expect(back.status).toBe(200);
    expect(back.body.data).toEqual([]);
  });
});

describe('request ids', () => {
  it('when a request carries a well-formed X-Request-Id, then the answer carries the same id', async () => {
    const id = `api-test-${Date.now()}`;

    const res = await api('/meals?category=Dinner', { headers: { 'X-Request-Id': id } });

    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(id);
  });

  it('when a request has no id or a hostile one, then the gateway makes a fresh one', async () => {
    const none = await api('/meals?category=Dinner');
    const hostile = await api('/meals?category=Dinner', { headers: { 'X-Request-Id': 'bad id\twith spaces' } });

    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when an error is answered, then it carries a request id too', async () => {
    const res = await api('/meals/not-an-id');

    expect(res.status).toBe(400);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('CORS', () => {
  it('when the site origin calls, then it is allowed and the list headers are exposed', async () => {
    const res = await api('/meals?category=Lunch', { headers: { Origin: SITE } });

    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.headers.get('access-control-expose-headers')).toContain('X-Total-Count');
  });

  it('when the browser preflights an authenticated PATCH from the site, then it is allowed', async () => {
    const res = await fetch(`${gatewayUrl()}/api/meals/ffffffffffffffffffffffff/like`, {
      method: 'OPTIONS',
      headers: { Origin: SITE, 'Access-Control-Request-Method': 'PATCH', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });

    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('when another origin calls, then no CORS allowance is given', async () => {
    const res = await api('/meals?category=Lunch', { headers: { Origin: 'https://evil.example' } });

    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('GET /api/openapi.json', () => {
  it('when fetched, then it is an OpenAPI 3.1 document describing every route of the contract', async () => {
    const res = await api<{ openapi: string; paths: Record<string, Record<string, unknown>> }>('/openapi.json');

    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const routes = Object.entries(res.body.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /jwt',
        'POST /users',
        'GET /users/{email}',
        'GET /users/by-email',
        'GET /users',
        'PATCH /users/make-admin/{id}',
        'GET /meals',
        'GET /meals/{id}',
        'POST /meals',
        'PATCH /meals/{id}',
        'DELETE /meals/{id}',
        'PATCH /meals/{id}/like',
        'POST /meals/{id}/review',
        'GET /meals/reviewedBy/{userId}',
        'DELETE /meals/{mealId}/reviews/{reviewId}',
        'GET /reviews',
        'GET /upcoming-meals',
        'POST /upcoming-meals',
        'PATCH /upcoming-meals/{id}/like',
        'POST /serve-meals',
        'GET /serve-meals',
        'GET /serve-meals/user',
        'PATCH /serve-meals/{id}',
        'DELETE /serve-meals/{id}',
        'POST /payments/create-payment-intent',
        'POST /payments/save',
        'GET /payments/{userId}',
        'POST /payments/webhook',
        'POST /uploads',
        'GET /health',
      ]),
    );
  });
});

describe('unknown and malformed requests', () => {
  it.each(['/nothing-here', '/mealsx', '/admin/secrets', '/.env'])('when %s is requested, then 404 "Route not found" in the error shape', async (path) => {
    const res = await api(path);

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Route not found' });
  });

  it('when a JSON body is larger than the limit, then 413 in the error shape and the API stays healthy', async () => {
    const student = await signUp();

    const res = await api('/serve-meals', { token: student.token, body: { mealId: 'x', userName: 'y'.repeat(200_000) } });

    expect(res.status).toBe(413);
    expectErrorShape(res.body);
    await expectHealthy();
  });

  it('when any answer is sent, then security headers are set and the framework is not advertised', async () => {
    const res = await api('/meals?category=Lunch');

    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});
