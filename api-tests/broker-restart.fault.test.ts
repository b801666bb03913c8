/**
 * Issue 3's fault: RabbitMQ restarts while a payment is being saved. The payment's event waits in svc-payments'
 * outbox and the badge update arrives once the broker is back: delayed, never lost. Each service runs as its
 * own process against FerretDB, RabbitMQ and Redis, as in production.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { requireServer } from '@hostel/platform/testing';
import { startProcessBackend, type Backend } from '../scripts/stack/backend';
import { badgeOf, pay, signUp } from './support/actors';
import { api } from './support/client';

const run = promisify(execFile);
const ctl = join(__dirname, '../scripts/test-servers/ctl.sh');
const PORTS = { gateway: 19080, meals: 19001, users: 19002, payments: 19003, mess: 19004 };

describe('a payment while RabbitMQ restarts (real servers, one process per service)', () => {
  let backend: Backend;

  beforeAll(async () => {
    const suffix = randomBytes(4).toString('hex');
    backend = await startProcessBackend(
      PORTS,
      {
        ...process.env,
        MONGODB_URI: requireServer('MONGODB_URI'),
        AMQP_URL: requireServer('AMQP_URL'),
        REDIS_URL: requireServer('REDIS_URL'),
        DB_NAME_SUFFIX: `_fault${suffix}`,
        EVENTS_EXCHANGE: `fault.${suffix}`,
        LOG_LEVEL: 'silent',
      },
      true,
    );
    process.env.API_GATEWAY_URL = backend.gatewayUrl;
  }, 90_000);

  afterAll(async () => {
    await run('bash', [ctl, 'start', 'rabbitmq']).catch(() => undefined);
    await backend?.stop();
  });

  it('when the broker goes down between the payment and its event, then the badge still becomes Gold once it is back', async () => {
    const student = await signUp();
    const intent = await pay(student, 'gold');
    expect(intent.status).toBe(200);

    await run('bash', [ctl, 'stop', 'rabbitmq']);
    const saved = await api('/payments/save', { token: student.token, body: { package: 'gold', transactionId: intent.body.paymentIntentId } });
    expect(saved.status).toBe(200);
    // While the broker is down the payment is stored but the badge cannot change yet.
    expect(await badgeOf(student)).toBe('Bronze');

    await run('bash', [ctl, 'start', 'rabbitmq']);
    expect(await badgeOf(student, 'Gold')).toBe('Gold');
    const history = await api<{ data: unknown[] }>(`/payments/${(await api<{ _id: string }>(`/users/${encodeURIComponent(student.email)}`, { token: student.token })).body._id}`, { token: student.token });
    expect(history.body.data).toHaveLength(1);
  }, 120_000);
});
