/**
 * Issue 15's fault: RabbitMQ restarts while students' streams are open. The serve-request events written meanwhile
 * wait in svc-meals' outbox, the gateways' shared durable live queue survives the restart, and the events reach the
 * open streams once the broker is back: delayed, never lost. Three svc-meals and two gateways, each its own
 * process against FerretDB, RabbitMQ and Redis. It restarts the broker through scripts/test-servers/ctl.sh, so it
 * runs alone (CI's fault phase), never beside other suites.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ServeRequest } from '@hostel/contracts';
import { requireServer } from '@hostel/platform/testing';
import { startProcessBackend, type ProcessBackend } from '../scripts/stack/backend';
import { admin, premiumStudent } from './support/actors';
import { api } from './support/client';
import { EventStream } from './support/event-stream';
import { createMeal } from './support/fixtures';
import { ADMIN_EMAIL } from './support/ports';

const run = promisify(execFile);
const ctl = join(__dirname, '../scripts/test-servers/ctl.sh');
const PORTS = { gateway: 19480, meals: 19401, users: 19402, payments: 19403, mess: 19404 };

describe('live streams while RabbitMQ restarts (real servers, three svc-meals, two gateways)', () => {
  let backend: ProcessBackend;
  const streams: EventStream[] = [];

  beforeAll(async () => {
    const suffix = randomBytes(4).toString('hex');
    backend = await startProcessBackend(
      PORTS,
      {
        ...process.env,
        NODE_ENV: 'test',
        MONGODB_URI: requireServer('MONGODB_URI'),
        AMQP_URL: requireServer('AMQP_URL'),
        REDIS_URL: requireServer('REDIS_URL'),
        DB_NAME_SUFFIX: `_livefault${suffix}`,
        EVENTS_EXCHANGE: `livefault.${suffix}`,
        RATE_LIMIT_PREFIX: `rl-livefault-${suffix}`,
        LIVE_HEARTBEAT_MS: '1000',
        ADMIN_EMAILS: ADMIN_EMAIL,
        LOG_LEVEL: 'silent',
      },
      true,
      3,
      {},
      2,
    );
    process.env.API_GATEWAY_URL = backend.gatewayUrl;
  }, 120_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await run('bash', [ctl, 'start', 'rabbitmq']).catch(() => undefined);
    await backend?.stop();
  });

  it('when the broker is down while an admin delivers and a student requests, then both streams receive every event once it is back', async () => {
    const [boss, student] = await Promise.all([admin(), premiumStudent('gold')]);
    const meal = await createMeal(boss);
    const request = async () => (await api<{ request: ServeRequest }>('/serve-meals', { token: student.token, body: { mealId: meal._id } })).body.request;
    const studentStream = await EventStream.open(backend.gatewayUrls[0]!, student.token);
    const adminStream = await EventStream.open(backend.gatewayUrls[1]!, boss.token);
    streams.push(studentStream, adminStream);
    const first = await request();
    expect(await studentStream.next((event) => event.data._id === first._id)).toBeDefined();

    await run('bash', [ctl, 'stop', 'rabbitmq']);
    expect((await api(`/serve-meals/${first._id}`, { method: 'PATCH', token: boss.token })).status).toBe(200);
    const second = await request();
    await run('bash', [ctl, 'start', 'rabbitmq']);

    const updated = await studentStream.next((event) => event.type === 'serve-request.updated' && event.data._id === first._id, 90_000);
    expect(updated?.data.status).toBe('Delivered');
    expect(await studentStream.next((event) => event.type === 'serve-request.created' && event.data._id === second._id, 30_000)).toBeDefined();
    expect(await adminStream.next((event) => event.type === 'serve-request.created' && event.data._id === second._id, 30_000)).toBeDefined();
    expect(studentStream.ended).toBe(false);
  }, 240_000);
});
