import express from 'express';
import request from 'supertest';
import { createLogger } from '../logging/logger';
import { StoreUnavailableError } from '../store/document-store';
import { AppError, RETRY_AFTER_SECONDS, unavailable } from './app-error';
import { errorHandler } from './create-app';

function appThrowing(err: unknown) {
  const app = express();
  app.get('/read', () => {
    throw err;
  });
  app.post('/write', async (_req, _res, next) => next(err));
  app.use(errorHandler(createLogger('test', 'silent')));
  return app;
}

describe('errorHandler when a dependency is down', () => {
  it('when the store is unreachable, then reads and writes answer 503 with Retry-After in the error shape, never 500', async () => {
    const app = appThrowing(new StoreUnavailableError(new Error('connect ECONNREFUSED 127.0.0.1:27017')));

    for (const res of [await request(app).get('/read'), await request(app).post('/write').send({})]) {
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(res.body).toEqual({ success: false, message: 'Service unavailable, please try again shortly' });
      expect(JSON.stringify(res.body)).not.toContain('ECONNREFUSED');
    }
  });

  it('when a use case answers unavailable(), then Retry-After goes with it', async () => {
    const res = await request(appThrowing(unavailable('Stripe is unreachable', 30))).get('/read');

    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.body).toEqual({ success: false, message: 'Stripe is unreachable' });
  });

  it('when a 503 is raised as a plain AppError without a delay, then it still says when to retry', async () => {
    const res = await request(appThrowing(new AppError(503, 'The payment provider is unavailable'))).get('/read');

    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  });

  it('when an expected failure is not a 503, then no Retry-After is invented for it', async () => {
    const res = await request(appThrowing(new AppError(404, 'No such meal'))).get('/read');

    expect(res.status).toBe(404);
    expect(res.headers['retry-after']).toBeUndefined();
  });
});
