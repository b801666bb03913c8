import express from 'express';
import request from 'supertest';
import { API } from '@hostel/contracts';
import { createLogger, issueSessionToken, SESSIONS_REVOKED_HEADER, sessionsRevokedValue, verifySessionToken } from '@hostel/platform';
import { requireServer, uniqueName } from '@hostel/platform/testing';
import { identifyCaller, sessionRevocations, type SessionRevocations } from './edge-auth';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const USER = '0123456789abcdef01234567';
const tokenOf = (gen?: number) => issueSessionToken({ sub: USER, email: 'a@test.local', role: 'user', gen }, SECRET);

describe('the gateway’s revoked sessions', () => {
  let revocations: SessionRevocations;
  let app: express.Express;
  let endSessionsAnswer: { status: number; header?: string };

  beforeEach(async () => {
    revocations = await sessionRevocations({ channel: 'test', logger: createLogger('test', 'silent') });
    endSessionsAnswer = { status: 200, header: sessionsRevokedValue(USER, 1) };
    app = express();
    app.use(identifyCaller(SECRET, revocations.revoked), revocations.middleware);
    // Stands in for svc-users behind the proxy: the answer that ends the sessions carries the header.
    app.delete(API.signOutEverywhere.path, (_req, res) => {
      if (endSessionsAnswer.header) res.setHeader(SESSIONS_REVOKED_HEADER, endSessionsAnswer.header);
      res.status(endSessionsAnswer.status).json({ success: endSessionsAnswer.status === 200 });
    });
    app.get('/caller', (req, res) => void res.json({ caller: req.auth?.sub ?? null, ...(req.headers.authorization ? { forwarded: true } : {}) }));
  });
  afterEach(() => revocations.stop());

  it('when svc-users’ answer ends a user’s sessions, then the header stays inside and the next call with an older token is anonymous; a token of the new generation still passes', async () => {
    const ended = await request(app).delete(API.signOutEverywhere.path).set('Authorization', `Bearer ${tokenOf()}`);

    expect(ended.status).toBe(200);
    expect(ended.headers[SESSIONS_REVOKED_HEADER]).toBeUndefined();
    expect((await request(app).get('/caller').set('Authorization', `Bearer ${tokenOf()}`)).body).toEqual({ caller: null });
    expect((await request(app).get('/caller').set('Authorization', `Bearer ${tokenOf(1)}`)).body).toEqual({ caller: USER, forwarded: true });
  });

  it('when the header is malformed, or another route would carry it, then nothing is revoked', async () => {
    endSessionsAnswer = { status: 200, header: 'garbage' };
    await request(app).delete(API.signOutEverywhere.path);
    app.get('/forged', (_req, res) => void res.setHeader(SESSIONS_REVOKED_HEADER, sessionsRevokedValue(USER, 5)).json({}));
    await request(app).get('/forged');

    expect((await request(app).get('/caller').set('Authorization', `Bearer ${tokenOf()}`)).body).toEqual({ caller: USER, forwarded: true });
  });
});

describe('the gateways’ revoked sessions over Redis pub/sub', () => {
  it('when one gateway carries the answer that ends a user’s sessions, then another gateway refuses the old tokens too', async () => {
    const options = { redisUrl: requireServer('REDIS_URL'), channel: uniqueName('sessions-revoked'), logger: createLogger('test', 'silent') };
    const [carrier, other] = [await sessionRevocations(options), await sessionRevocations(options)];
    try {
      const app = express();
      app.use(carrier.middleware);
      app.delete(API.signOutEverywhere.path, (_req, res) => void res.setHeader(SESSIONS_REVOKED_HEADER, sessionsRevokedValue(USER, 1)).json({ success: true }));
      const old = verifySessionToken(tokenOf(), SECRET);
      // Both subscriptions are up once a first message gets through.
      const deadline = Date.now() + 5000;
      while (!other.revoked.isRevoked(old) && Date.now() < deadline) {
        await request(app).delete(API.signOutEverywhere.path);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }

      expect(other.revoked.isRevoked(old)).toBe(true);
      expect(other.revoked.isRevoked(verifySessionToken(tokenOf(1), SECRET))).toBe(false);
    } finally {
      await Promise.all([carrier.stop(), other.stop()]);
    }
  });
});
