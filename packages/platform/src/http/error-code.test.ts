import request from 'supertest';
import { MESSAGES } from '@hostel/contracts';
import { createLogger } from '../logging/logger';
import { conflict, notFound } from './app-error';
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
  },
});

describe('the error answer’s code (issue 26)', () => {
  it('when a refusal’s message is one of MESSAGES, then the answer carries its name as the code beside the same English message', async () => {
    const res = await request(app).post('/like');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: 'You already liked this meal', code: 'alreadyLiked' });
  });

  it('when the message is not one of MESSAGES, then the answer is as before, without a code', async () => {
    expect((await request(app).get('/missing')).body).toEqual({ success: false, message: 'Meal not found' });
  });
});
