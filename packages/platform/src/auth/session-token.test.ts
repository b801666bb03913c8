import jwt from 'jsonwebtoken';
import express from 'express';
import request from 'supertest';
import { createApp } from '../http/create-app';
import { createLogger } from '../logging/logger';
import { authenticate, requireAdmin, requireAuth } from './middleware';
import { bearerToken, isRevokedSession, issueSessionToken, verifySessionToken } from './session-token';

const SECRET = 'test-secret-of-enough-length';
const claims = { sub: '0123456789abcdef01234567', email: 'a@hostel.local', role: 'user' as const };

describe('session token', () => {
  it('when issued and verified with the same secret, then the claims come back', () => {
    expect(verifySessionToken(issueSessionToken(claims, SECRET), SECRET)).toMatchObject(claims);
  });

  it('when signed with another secret, expired or with alg none, then it is refused with 401', () => {
    const other = issueSessionToken(claims, 'another-secret-of-enough-length');
    expect(() => verifySessionToken(other, SECRET)).toThrow(expect.objectContaining({ status: 401 }));
    const expired = jwt.sign({ email: claims.email, role: 'user' }, SECRET, { subject: claims.sub, issuer: 'hostel-meals', expiresIn: -10 });
    expect(() => verifySessionToken(expired, SECRET)).toThrow(expect.objectContaining({ status: 401 }));
    const unsigned = jwt.sign({ email: claims.email, role: 'admin', sub: claims.sub, iss: 'hostel-meals' }, '', { algorithm: 'none' });
    expect(() => verifySessionToken(unsigned, SECRET)).toThrow(expect.objectContaining({ status: 401 }));
  });

  it('when issued in a session generation, then the token carries it; a token without one is of generation 0', () => {
    expect(verifySessionToken(issueSessionToken({ ...claims, gen: 3 }, SECRET), SECRET)).toMatchObject({ gen: 3 });
    expect(verifySessionToken(issueSessionToken(claims, SECRET), SECRET).gen).toBeUndefined();

    expect(isRevokedSession({ gen: 2 }, 3)).toBe(true);
    expect(isRevokedSession({}, 1)).toBe(true);
    expect(isRevokedSession({ gen: 3 }, 3)).toBe(false);
    expect(isRevokedSession({}, undefined)).toBe(false);
  });

  it('when the header is not a bearer token, then none is read', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});

describe('auth middleware', () => {
  const app = createApp({
    service: 'test',
    logger: createLogger('test', 'silent'),
    routes: (app) => {
      const router = express.Router();
      router.use(authenticate(SECRET, { isPublic: (req) => req.method === 'GET' && req.path === '/menu' }));
      router.get('/me', requireAuth, (req, res) => res.json(req.auth));
      router.get('/menu', (req, res) => res.json({ caller: req.auth?.sub ?? null }));
      router.get('/admin', requireAdmin, (_req, res) => res.json({ ok: true }));
      app.use(router);
    },
  });

  it('when no token is sent to a protected route, then 401', async () => {
    const res = await request(app).get('/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'Unauthorized access' });
  });

  it('when a valid token is sent, then the route sees the caller', async () => {
    const res = await request(app).get('/me').set('Authorization', `Bearer ${issueSessionToken(claims, SECRET)}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(claims);
  });

  it('when an expired or garbage token is sent, then a protected route answers 401 and a public one reads as anonymous', async () => {
    const expired = jwt.sign({ email: claims.email, role: 'user' }, SECRET, { subject: claims.sub, issuer: 'hostel-meals', expiresIn: -10 });
    for (const token of [expired, 'not-a-token']) {
      const protectedRoute = await request(app).get('/me').set('Authorization', `Bearer ${token}`);
      const publicRoute = await request(app).get('/menu').set('Authorization', `Bearer ${token}`);

      expect(protectedRoute.status).toBe(401);
      expect(publicRoute.status).toBe(200);
      expect(publicRoute.body).toEqual({ caller: null });
    }
  });

  it('when a valid token is sent to a public route, then the route still sees the caller', async () => {
    const res = await request(app).get('/menu').set('Authorization', `Bearer ${issueSessionToken(claims, SECRET)}`);

    expect(res.body).toEqual({ caller: claims.sub });
  });

  it('when a user calls an admin route, then 403; an admin passes', async () => {
    const user = await request(app).get('/admin').set('Authorization', `Bearer ${issueSessionToken(claims, SECRET)}`);
    expect(user.status).toBe(403);
    const admin = await request(app)
      .get('/admin')
      .set('Authorization', `Bearer ${issueSessionToken({ ...claims, role: 'admin' }, SECRET)}`);
    expect(admin.status).toBe(200);
  });
});
