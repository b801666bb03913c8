import { createServer } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import { createLogger, RETRY_AFTER_SECONDS, type ServiceHandle } from '@hostel/platform';
import { loadGatewayConfig } from './config';
import { OPERATIONS } from './routing/route-table';
import { createGateway } from './service';

/** A port nothing listens on: every service behind the gateway refuses the connection. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface Layer {
  route?: { path: string };
  handle: { stack?: Layer[] };
}

/** Every path Express itself routes (app.get, router.get…), however deep the routers nest. */
const routedPaths = (stack: Layer[]): string[] =>
  stack.flatMap((layer) => (layer.route ? [layer.route.path] : layer.handle.stack ? routedPaths(layer.handle.stack) : []));

/** A path the template names, with parameters the operation accepts in form. */
const sample = (template: string) =>
  template.replace('{email}', 'student@hostel.test').replace('{asset}', 'init.js').replace('{date}', '2026-01-05').replace('{slot}', 'Lunch').replace(/\{[A-Za-z]+\}/g, '0123456789abcdef01234567');

describe('what the gateway serves, against its route table', () => {
  let gateway: ServiceHandle;
  let app: Express;

  beforeAll(async () => {
    const down = `http://127.0.0.1:${await closedPort()}`;
    const config = loadGatewayConfig({ NODE_ENV: 'test', MEALS_URL: down, USERS_URL: down, PAYMENTS_URL: down, RATE_LIMIT_ANONYMOUS: '100000' });
    gateway = await createGateway({ config, logger: createLogger('served-routes-test', 'silent') });
    app = gateway.app as Express;
  });

  afterAll(() => gateway.stop());

  it('when the Express routers are walked, then nothing is wired by hand: only the probes every service has are routes of their own', () => {
    expect(routedPaths((app as unknown as { router: { stack: Layer[] } }).router.stack).sort()).toEqual(['/health', '/metrics', '/ready']);
  });

  it.each(OPERATIONS.map((operation) => [operation.method.toUpperCase(), operation.path, operation] as const))(
    'when %s %s of the table is called, then the gateway routes it (never its "Route not found")',
    async (method, path, operation) => {
      const res = await request(app)[operation.method](`/api${sample(path)}`);

      expect(res.body).not.toEqual({ success: false, message: 'Route not found' });
      if (operation.service !== 'gateway' && !['session', 'admin'].includes(operation.access)) {
        expect({ method, status: res.status }).toEqual({ method, status: 503 });
      }
    },
  );

  it.each(['/nothing-here', '/openapi.yaml', '/docs/swagger-ui.css/x', '/healthz', '/events/1'])('when %s is asked, then 404 "Route not found"', async (path) => {
    const res = await request(app).get(`/api${path}`);

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Route not found' });
  });

  it('when the reference page and its files are asked, then each comes with its type; a file it does not have is 404', async () => {
    const page = await request(app).get('/api/docs');
    const css = await request(app).get('/api/docs/swagger-ui.css');
    const init = await request(app).get('/api/docs/init.js');
    const other = await request(app).get('/api/docs/index.html');

    expect([page.status, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect(page.text).toContain('/api/docs/init.js');
    expect(page.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect([css.status, css.headers['content-type']]).toEqual([200, 'text/css']);
    expect([init.status, init.headers['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ success: false, message: 'No such file' });
  });

  it('when a service is unreachable, then its routes answer 503 with Retry-After, and health says degraded with Retry-After too', async () => {
    const proxied = await request(app).get('/api/meals');
    const health = await request(app).get('/api/health');

    expect(proxied.status).toBe(503);
    expect(proxied.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(proxied.body).toEqual({ success: false, message: 'svc-meals is unavailable' });
    expect(health.status).toBe(503);
    expect(health.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(health.body).toMatchObject({ status: 'degraded', services: { meals: { status: 'down' } } });
  });
});

describe("the gateway's own operations spend the budget like every call", () => {
  it.each(['/health', '/openapi.json', '/docs', '/docs/swagger-ui.css'])('when one address asks %s over its anonymous budget, then 429 with Retry-After', async (path) => {
    const down = `http://127.0.0.1:${await closedPort()}`;
    const config = loadGatewayConfig({ NODE_ENV: 'test', MEALS_URL: down, USERS_URL: down, PAYMENTS_URL: down, RATE_LIMIT_ANONYMOUS: '2' });
    const gateway = await createGateway({ config, logger: createLogger('own-limits-test', 'silent') });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await request(gateway.app).get(`/api${path}`)).status);
      const limited = await request(gateway.app).get(`/api${path}`);

      expect(statuses.slice(0, 2)).not.toContain(429);
      expect(statuses[2]).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await gateway.stop();
    }
  });
});
