import request from 'supertest';
import { MESSAGES } from '@hostel/contracts';
import { createLogger } from '../logging/logger';
import { conflict, notFound, refuse } from './app-error';
import { createApp } from './create-app';

const app = createApp({
  service: 'test-svc',
  logger: createLogger('test', 'silent'),
  readiness: {},
  isDraining: () => false,
  bodyLimit: '1kb',
  routes: (web) => {
    web.post('/like', () => {
      throw conflict(MESSAGES.alreadyLiked);
    });
    web.get('/missing', () => {
      throw notFound('Meal not found');
    });
    web.put('/plan', () => {
      throw refuse(409, 'cutoffPassed', { slot: 'Lunch', date: '2026-11-27', cutoffAt: '2026-11-27T04:00:00.000Z' });
    });
    web.post('/join', () => {
      throw refuse(400, 'joinFromEarliest', { date: '2026-12-01' });
    });
  },
});

describe('the error answer’s code (issue 26)', () => {
  it('when a refusal’s message is one of MESSAGES, then the answer carries its name as the code beside the same English message', async () => {
    const res = await request(app).post('/like');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: 'You already liked this meal', code: 'alreadyLiked' });
  });

  it('when a refusal holds values, then the answer carries its code and params beside the English it always said', async () => {
    const late = await request(app).put('/plan');
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      success: false,
      message: 'The cutoff for Lunch on 2026-11-27 has passed.',
      code: 'cutoffPassed',
      params: { slot: 'Lunch', date: '2026-11-27', cutoffAt: '2026-11-27T04:00:00.000Z' },
    });
    const early = await request(app).post('/join');
    expect(early.status).toBe(400);
    expect(early.body).toEqual({ success: false, message: 'You can join from 2026-12-01 at the earliest.', code: 'joinFromEarliest', params: { date: '2026-12-01' } });
  });

  it('when the message is not one of MESSAGES, then the answer is as before, without a code', async () => {
    expect((await request(app).get('/missing')).body).toEqual({ success: false, message: 'Meal not found' });
  });
});
