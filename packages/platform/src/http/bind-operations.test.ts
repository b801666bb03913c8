import request from 'supertest';
import { z } from 'zod';
import { json, operation } from '@hostel/contracts';
import { createLogger } from '../logging/logger';
import { issueSessionToken } from '../auth/session-token';
import { forbidden } from './app-error';
import { binder, reply, SENT } from './bind-operations';
import { createApp } from './create-app';

const logger = createLogger('test', 'silent');
const SECRET = 'binder-test-secret-binder-test-secret';
const item = z.strictObject({ id: z.string(), name: z.string() });
const idParams = z.strictObject({ id: z.string().regex(/^[a-z]+$/) });

const getItem = operation({
  name: 'getItem', method: 'get', path: '/items/{id}', service: 'meals', access: 'public', rateLimit: 'standard', summary: 'An item',
  params: idParams, ok: { 200: json('The item', item) },
});
const findItem = operation({
  name: 'findItem', method: 'get', path: '/items/by-name', service: 'meals', access: 'session', rateLimit: 'standard', summary: 'An item by name',
  query: z.strictObject({ name: z.string().min(1) }), ok: { 200: json('The item', item) },
});
const addItem = operation({
  name: 'addItem', method: 'post', path: '/items', service: 'meals', access: 'admin', rateLimit: 'standard', summary: 'Add an item',
  body: { schema: z.strictObject({ name: z.string().min(1) }) }, ok: { 200: json('Existed', item), 201: json('Added', item) },
});
const tagItem = operation({
  name: 'tagItem', method: 'patch', path: '/items/{id}', service: 'meals', access: 'session', rateLimit: 'standard', summary: 'Tag an item',
  params: idParams, body: { schema: z.strictObject({ tag: z.string().optional() }), required: false }, ok: { 200: json('Tagged', item) },
});
const quietItem = operation({
  name: 'quietItem', method: 'put', path: '/items/{id}/quiet', service: 'meals', access: 'session', rateLimit: 'standard', summary: 'A write that stores no event',
  params: idParams, ok: { 200: json('Written', item) },
});
const signedItem = operation({
  name: 'signedItem', method: 'post', path: '/items/signed', service: 'meals', access: 'stripe', rateLimit: 'standard', summary: 'Signed bytes',
  ok: { 200: json('Received', z.object({ bytes: z.number() })) },
});

function buildApp(checkAnswers = true) {
  const writes: string[] = [];
  const routes = binder({
    sessionSecret: SECRET,
    afterWrite: () => writes.push('kick'),
    checkAnswers,
    callers: {
      session: (req) => req.auth?.sub ?? Promise.reject(forbidden()),
      admin: (req) => (req.auth?.role === 'admin' ? req.auth.sub : Promise.reject(forbidden('Admins only'))),
    },
  });
  const tags: unknown[] = [];
  // Bound general-first on purpose: the binder mounts /items/by-name before /items/{id}.
  routes.on(getItem, ({ params }) => (params.id === 'wrong' ? ({ id: params.id } as never) : { id: params.id, name: `item ${params.id}` }));
  routes.on(findItem, ({ query }, { caller }) => ({ id: 'found', name: `${query.name} for ${caller}` }));
  routes.on(addItem, ({ body }, { caller }) => reply(body.name === 'old' ? 200 : 201, { id: caller, name: body.name }, { 'X-Added': body.name }));
  routes.on(tagItem, ({ params, body }) => {
    tags.push(body);
    return { id: params.id, name: body?.tag ?? 'untagged' };
  });
  routes.on(quietItem, ({ params }) => ({ id: params.id, name: 'quiet' }), { storesEvents: false });
  routes.on(signedItem, (_input, { req, res }) => {
    res.json({ bytes: Buffer.isBuffer(req.body) ? (req.body as Buffer).length : -1 });
    return SENT;
  }, { rawBody: true });
  const app = createApp({ service: 'test-svc', logger, rawRoutes: routes.rawRouter(), routes: (app) => app.use(routes.router()) });
  return { app, writes, tags, routes };
}

const token = (role: 'user' | 'admin') => `Bearer ${issueSessionToken({ sub: `u-${role}`, email: `${role}@example.com`, role }, SECRET, '1h')}`;

describe('binder', () => {
  it('mounts each declaration at its method and path, the literal path before the parameter', async () => {
    const { app, routes } = buildApp();
    expect(routes.bound).toEqual(['getItem', 'findItem', 'addItem', 'tagItem', 'quietItem', 'signedItem']);
    await request(app).get('/items/abc').expect(200, { id: 'abc', name: 'item abc' });
    await request(app).get('/items/by-name?name=soup').set('Authorization', token('user')).expect(200, { id: 'found', name: 'soup for u-user' });
  });

  it('parses params, query and body with the declared schemas: a 400 naming the field', async () => {
    const { app } = buildApp();
    const bad = await request(app).get('/items/ABC').expect(400);
    expect(bad.body).toEqual({ success: false, message: expect.stringMatching(/^Invalid id: /) });
    const noName = await request(app).get('/items/by-name').set('Authorization', token('user')).expect(400);
    expect(noName.body.message).toMatch(/^Invalid name: /);
    const extra = await request(app).post('/items').set('Authorization', token('admin')).send({ name: 'x', price: 1 }).expect(400);
    expect(extra.body.message).toMatch(/^Invalid input: /);
  });

  it('resolves the caller by access class before reading the input, and checks the session by it', async () => {
    const { app } = buildApp();
    // A student's bad body is refused as a student first: the 403 is not hidden behind a 400.
    await request(app).post('/items').set('Authorization', token('user')).send({}).expect(403, { success: false, message: 'Admins only' });
    // A bad token is no token on a public read, and a 401 elsewhere.
    await request(app).get('/items/abc').set('Authorization', 'Bearer garbage').expect(200);
    await request(app).get('/items/by-name?name=x').set('Authorization', 'Bearer garbage').expect(401);
  });

  it('answers 200 by default, or the declared status and headers the handler replies with', async () => {
    const { app } = buildApp();
    const added = await request(app).post('/items').set('Authorization', token('admin')).send({ name: 'new' }).expect(201, { id: 'u-admin', name: 'new' });
    expect(added.headers['x-added']).toBe('new');
    await request(app).post('/items').set('Authorization', token('admin')).send({ name: 'old' }).expect(200);
  });

  it('leaves an optional body out when none is sent', async () => {
    const { app, tags } = buildApp();
    await request(app).patch('/items/abc').set('Authorization', token('user')).expect(200, { id: 'abc', name: 'untagged' });
    await request(app).patch('/items/abc').set('Authorization', token('user')).send({ tag: 'hot' }).expect(200, { id: 'abc', name: 'hot' });
    expect(tags).toEqual([undefined, { tag: 'hot' }]);
  });

  it('wakes the outbox after each successful write, never after a read or a failure', async () => {
    const { app, writes } = buildApp();
    await request(app).get('/items/abc').expect(200);
    await request(app).post('/items').set('Authorization', token('user')).send({ name: 'x' }).expect(403);
    expect(writes).toEqual([]);
    await request(app).post('/items').set('Authorization', token('admin')).send({ name: 'x' }).expect(201);
    await request(app).patch('/items/abc').set('Authorization', token('user')).expect(200);
    expect(writes).toEqual(['kick', 'kick']);
  });

  it('leaves the outbox asleep after a write bound as storing no event', async () => {
    const { app, writes } = buildApp();
    await request(app).put('/items/abc/quiet').set('Authorization', token('user')).expect(200, { id: 'abc', name: 'quiet' });
    expect(writes).toEqual([]);
  });

  it('gives a raw-body route the bytes as sent, before the JSON parser', async () => {
    const { app, writes } = buildApp();
    await request(app).post('/items/signed').set('Content-Type', 'application/json').send('{"a": 1}').expect(200, { bytes: 8 });
    expect(writes).toEqual(['kick']);
  });

  it('refuses an answer outside the declared schema when checking, and sends it when not', async () => {
    await request(buildApp(true).app).get('/items/wrong').expect(500);
    await request(buildApp(false).app).get('/items/wrong').expect(200, { id: 'wrong' });
  });

  it('refuses to bind one declaration twice', () => {
    const routes = binder();
    routes.on(getItem, () => ({ id: 'a', name: 'a' }));
    expect(() => routes.on(getItem, () => ({ id: 'a', name: 'a' }))).toThrow('getItem is bound twice');
  });
});
