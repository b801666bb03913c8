import express from 'express';
import request from 'supertest';
import { z } from 'zod';
import { createLogger } from '../logging/logger';
import { AppError, notFound, RETRY_AFTER_SECONDS } from './app-error';
import { createApp } from './create-app';
import { parseInput } from './validate';

const logger = createLogger('test', 'silent');

function buildApp(readiness: Record<string, () => Promise<void>> = {}, draining = false) {
  return createApp({
    service: 'test-svc',
    logger,
    readiness,
    isDraining: () => draining,
    bodyLimit: '1kb',
    compress: true,
    routes: (app) => {
      const router = express.Router();
      router.post('/echo', (req, res) => {
        const body = parseInput(z.strictObject({ name: z.string().min(1) }), req.body);
        res.json(body);
      });
      router.get('/list', (_req, res) => {
        res.json(Array.from({ length: 100 }, (_, i) => ({ id: i, title: 'Chicken Biryani' })));
      });
      router.get('/missing', () => {
        throw notFound('Meal not found');
      });
      router.get('/teapot', () => {
        throw new AppError(418, 'short and stout');
      });
      router.get('/boom', () => {
        throw new Error('secret internals');
      });
      app.use(router);
    },
  });
}

describe('createApp', () => {
  it('when /health is called, then it answers ok without touching dependencies', async () => {
    const res = await request(buildApp({ store: () => Promise.reject(new Error('down')) })).get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', service: 'test-svc' });
  });

  it('when every dependency answers, then /ready is 200 and lists them', async () => {
    const res = await request(buildApp({ store: async () => {}, bus: async () => {} })).get('/ready');
    expect(res.status).toBe(200);
    expect(res.body.checks).toEqual({ store: 'up', bus: 'up' });
  });

  it('when a dependency fails, then /ready is 503 with Retry-After and names it', async () => {
    const res = await request(buildApp({ store: async () => {}, bus: () => Promise.reject(new Error('x')) })).get('/ready');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(res.body.checks).toEqual({ store: 'up', bus: 'down' });
  });

  it('when the process is draining, then /ready is 503 even with healthy dependencies', async () => {
    const res = await request(buildApp({ store: async () => {} }, true)).get('/ready');
    expect(res.status).toBe(503);
    expect(res.body.status).toBe('draining');
  });

  it('when an expected error is thrown, then it answers its status in the error shape', async () => {
    const app = buildApp();
    expect((await request(app).get('/missing')).body).toEqual({ success: false, message: 'Meal not found' });
    expect((await request(app).get('/teapot')).status).toBe(418);
  });

  it('when an unexpected error is thrown, then it answers 500 without internals', async () => {
    const res = await request(buildApp()).get('/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, message: 'Internal server error' });
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });

  it('when the body is invalid JSON, then it answers 400 in the error shape', async () => {
    const res = await request(buildApp()).post('/echo').set('Content-Type', 'application/json').send('{"name":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'Invalid JSON body' });
  });

  it('when the body is over the limit, then it answers 413', async () => {
    const res = await request(buildApp()).post('/echo').send({ name: 'x'.repeat(5000) });
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
  });

  it('when the body fails validation or smuggles an operator, then it answers 400 naming the field', async () => {
    const app = buildApp();
    const wrongType = await request(app).post('/echo').send({ name: { $ne: null } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toMatch(/^Invalid name/);
    const extraKey = await request(app).post('/echo').send({ name: 'a', $where: '1' });
    expect(extraKey.status).toBe(400);
  });

  it('when a query parameter name or a nested body key carries a $-operator, then it answers 400 before the route', async () => {
    const app = buildApp();
    const query = await request(app).post('/echo?search[$ne]=x').send({ name: 'a' });
    expect(query.status).toBe(400);
    expect(query.body).toEqual({ success: false, message: 'Invalid search: query operators are not allowed' });
    const nested = await request(app).post('/echo').send({ name: 'a', list: [{ deep: { $gt: '' } }] });
    expect(nested.status).toBe(400);
    const underAnEmptyKey = await request(app).post('/echo').send({ name: 'a', '': { $ne: '' } });
    expect(underAnEmptyKey.body).toEqual({ success: false, message: 'Invalid body: query operators are not allowed' });
    const plainDollarText = await request(app).post('/echo').send({ name: 'costs $5' });
    expect(plainDollarText.status).toBe(200);
  });

  it('when a large JSON answer goes to a caller that accepts gzip, then it is compressed; otherwise it is not', async () => {
    const app = buildApp();
    const zipped = await request(app).get('/list').set('accept-encoding', 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body).toHaveLength(100);
    const plain = await request(app).get('/list').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toHaveLength(100);
  });

  it('when a route is unknown, then it answers 404 in the error shape', async () => {
    const res = await request(buildApp()).get('/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Route not found' });
  });

  it('when a request id comes in, then it is kept; otherwise one is generated', async () => {
    const app = buildApp();
    const kept = await request(app).get('/health').set('x-request-id', 'req-12345678');
    expect(kept.headers['x-request-id']).toBe('req-12345678');
    const generated = await request(app).get('/health');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await request(app).get('/health').set('x-request-id', 'bad id with spaces');
    expect(hostile.headers['x-request-id']).not.toContain('bad');
  });

  it('when any response is sent, then security headers are set and x-powered-by is not', async () => {
    const res = await request(buildApp()).get('/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('when /metrics is scraped, then it shows the request counter', async () => {
    const app = buildApp();
    await request(app).get('/health');
    const res = await request(app).get('/metrics');
    expect(res.text).toContain('http_requests_total');
  });
});

describe('client address (trust proxy)', () => {
  const appTrusting = (trustProxy?: string[]) =>
    createApp({ service: 'test-svc', logger, trustProxy, routes: (app) => void app.get('/ip', (req, res) => void res.json({ ip: req.ip })) });

  it('when no proxy is trusted (the default), then X-Forwarded-For does not change the address', async () => {
    const res = await request(appTrusting()).get('/ip').set('X-Forwarded-For', '198.51.100.7');
    expect(res.body.ip).not.toBe('198.51.100.7');
  });

  it('when the proxy in front is trusted, then the address it forwards is the client', async () => {
    const res = await request(appTrusting(['loopback'])).get('/ip').set('X-Forwarded-For', '198.51.100.7');
    expect(res.body.ip).toBe('198.51.100.7');
  });
});
