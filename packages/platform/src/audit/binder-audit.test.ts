import request from 'supertest';
import { z } from 'zod';
import { auditRecordedSchema, json, operation } from '@hostel/contracts';
import { issueSessionToken } from '../auth/session-token';
import { binder } from '../http/bind-operations';
import { createApp } from '../http/create-app';
import { createLogger } from '../logging/logger';
import type { AuditEvent } from './audit';

const SECRET = 'binder-audit-secret-binder-audit-secret';
const renameItem = operation({
  name: 'renameItem', method: 'patch', path: '/items/{id}', service: 'meals', access: 'admin', rateLimit: 'standard', summary: 'Rename an item',
  params: z.strictObject({ id: z.string() }), body: { schema: z.strictObject({ name: z.string() }) }, ok: { 200: json('Renamed', z.object({ id: z.string() })) },
});

describe('the binder’s audit', () => {
  it('when a handler audits its change, then the entry names the operation, the signed-in admin and the request id', async () => {
    const recorded: AuditEvent[] = [];
    const routes = binder({ sessionSecret: SECRET, callers: { admin: (req) => req.auth!.sub } });
    routes.on(renameItem, ({ params, body }, { audit }) => {
      recorded.push(audit({ target: { type: 'item', id: params.id }, before: { name: 'old' }, after: body }));
      return { id: params.id };
    });
    const app = createApp({ service: 'test', logger: createLogger('test', 'silent'), routes: (app) => app.use(routes.router()) });
    const token = issueSessionToken({ sub: 'admin-1', email: 'admin@hostel.local', role: 'admin' }, SECRET);

    const res = await request(app).patch('/items/i1').set('Authorization', `Bearer ${token}`).set('X-Request-Id', 'req-audit-1').send({ name: 'new' });

    expect(res.status).toBe(200);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.id).toBe(recorded[0]!.data.id);
    expect(auditRecordedSchema.parse(recorded[0]!.data)).toMatchObject({
      service: 'meals', action: 'renameItem', actorId: 'admin-1', actorEmail: 'admin@hostel.local', requestId: 'req-audit-1',
      target: { type: 'item', id: 'i1' }, before: { name: 'old' }, after: { name: 'new' },
    });
  });
});
