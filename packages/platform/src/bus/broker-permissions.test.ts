import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import amqplib, { type Channel, type ChannelModel } from 'amqplib';
import { EVENTS, type AuditRecorded, type BrokerService } from '@hostel/contracts';
import { requireServer, uniqueName } from '../testing/servers';
import { ANY_TEST_EXCHANGE, brokerDefinitions, brokerPermissionsOf, brokerUsersScript, rabbitPasswordHash } from './broker-permissions';
import { DEAD_LETTER_HEADERS } from './dead-letter-queue';
import { newEvent } from './envelope';
import { waitFor } from './event-bus.contract';
import { declaredPublishers } from './publishers';
import { RabbitMqBus } from './rabbitmq-bus';

const run = promisify(execFile);
const rabbitmqctl = (...args: string[]) => run('rabbitmqctl', ['-q', ...args], { timeout: 60_000 });
/** rabbitmqctl runs as the broker's own user: the file must be readable by it (it holds password hashes, briefly). */
async function importDefinitions(definitions: object): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'broker-permissions-'));
  try {
    chmodSync(dir, 0o755);
    writeFileSync(join(dir, 'definitions.json'), JSON.stringify(definitions), { mode: 0o644 });
    await rabbitmqctl('import_definitions', join(dir, 'definitions.json'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('broker permissions derived from the contracts (unit)', () => {
  it('when svc-meals gets its permissions, then its topic permission publishes only its own keys and its queues are only its own', () => {
    const meals = brokerPermissionsOf('svc-meals', { exchange: 'hostel.events' });
    const publishes = (key: string) => new RegExp(meals.topic.write).test(key);
    expect(publishes(EVENTS.menuSlotChanged)).toBe(true);
    expect(publishes(EVENTS.auditRecorded)).toBe(true);
    expect(publishes(EVENTS.paymentSucceeded)).toBe(false);
    expect(publishes(`${EVENTS.menuSlotChanged}.x`)).toBe(false);
    const reaches = (name: string) => new RegExp(meals.read).test(name);
    for (const own of ['hostel.events', 'hostel.events.dlx', 'hostel.events.svc-meals', 'hostel.events.svc-meals.dlq']) expect([own, reaches(own)]).toEqual([own, true]);
    for (const other of ['amq.default', '', 'hostel.events.svc-payments', 'hostel.events.svc-payments.dlq', 'hostel.events.svc-users.audit', 'hostel.eventsXsvc-meals']) {
      expect([other, reaches(other)]).toEqual([other, false]);
    }
  });

  it("when the test servers' users get permissions for any run's exchange, then each still reaches only its own queues and never RabbitMQ's own exchanges", () => {
    const meals = new RegExp(brokerPermissionsOf('svc-meals', { exchange: 'hostel.events', exchangePattern: ANY_TEST_EXCHANGE }).write);
    for (const own of ['api.ab12', 'api.ab12.dlx', 'api.ab12.svc-meals', 'api.ab12.svc-meals.dlq', 'hostel.events.svc-meals', 'bench.ab12.c100.svc-meals']) expect([own, meals.test(own)]).toEqual([own, true]);
    for (const other of ['amq.default', 'amq.topic', 'api.ab12.svc-payments', 'api.ab12.svc-payments.dlq', 'api.ab12.svc-users.audit', 'hostel.events.svc-payments.svc-meals', 'svc-meals']) expect([other, meals.test(other)]).toEqual([other, false]);
  });

  it('when the gateway gets its permissions, then it may publish nothing', () => {
    expect(brokerPermissionsOf('svc-gateway', { exchange: 'hostel.events' }).topic.write).toBe('^$');
  });

  it('when a password is hashed, then it is the salt and SHA-256 of salt and password, as RabbitMQ stores it', () => {
    const salt = Buffer.from([1, 2, 3, 4]);
    const hash = Buffer.from(rabbitPasswordHash('secret', salt), 'base64');
    expect(hash.subarray(0, 4)).toEqual(salt);
    expect(hash).toHaveLength(36);
  });

  it('when the deployment script is made, then every service gets its user, permissions and topic permissions from its own password variable', () => {
    const script = brokerUsersScript('hostel.events');
    expect(script).toContain(`ensure_user 'svc-payments' "$RABBITMQ_PASSWORD_SVC_PAYMENTS"`);
    expect(script.match(/set_topic_permissions/g)).toHaveLength(5);
    expect(script).toContain(`set_topic_permissions -p / 'svc-payments' 'hostel.events' '^(audit\\.recorded|payment\\.refunded|payment\\.succeeded)$' '.*'`);
  });
});

/**
 * On the real RabbitMQ, in a virtual host of its own with throwaway users made from the same permissions as the
 * services' (the test servers' shared users are left alone): what the broker itself refuses, and what the
 * consumers' publisher rule dead-letters.
 */
describe('broker permissions on the real RabbitMQ', () => {
  const tag = uniqueName('perm').replace(/_/g, '-');
  const vhost = tag;
  const exchange = 'hostel.events';
  const services: BrokerService[] = ['svc-meals', 'svc-users', 'svc-payments'];
  const userOf = (service: string) => `${tag}-${service}`;
  /** Every service's own permissions, and `shared`: one user allowed everything, as development's single AMQP_URL. */
  const shared = `${tag}-shared`;
  const passwords = new Map([...services, 'shared'].map((name) => [name, randomBytes(12).toString('hex')]));
  const urlOf = (name: string) => {
    const base = new URL(requireServer('AMQP_URL'));
    base.username = name === 'shared' ? shared : userOf(name);
    base.password = passwords.get(name)!;
    base.pathname = `/${encodeURIComponent(vhost)}`;
    return base.toString();
  };
  const publisherNames = Object.fromEntries(services.map((service) => [userOf(service), service]));
  const buses: RabbitMqBus[] = [];
  const connections: ChannelModel[] = [];
  const bus = (service: BrokerService) => {
    const opened = new RabbitMqBus({ url: urlOf(service), exchange, service, publisherNames, retry: { windowMs: 1000, minDelayMs: 10, maxDelayMs: 50 } });
    buses.push(opened);
    return opened;
  };
  const connect = async (name: string) => {
    const connection = await amqplib.connect(urlOf(name));
    connection.on('error', () => undefined);
    connections.push(connection);
    return connection;
  };
  /** Resolves with the AMQP reply code that closed the channel (403 ACCESS_REFUSED, 406 PRECONDITION_FAILED). */
  const closedWith = (channel: Channel) =>
    new Promise<number>((resolve) => channel.once('error', (err: { code?: number }) => resolve(err.code ?? 0)));

  beforeAll(async () => {
    requireServer('AMQP_URL');
    const definitions = brokerDefinitions(
      services.map((service) => ({ permissions: brokerPermissionsOf(service, { exchange, user: userOf(service) }), password: passwords.get(service)! })),
      vhost,
    );
    definitions.users.push({ name: shared, password_hash: rabbitPasswordHash(passwords.get('shared')!), hashing_algorithm: 'rabbit_password_hashing_sha256', tags: [] });
    definitions.permissions.push({ user: shared, vhost, configure: '.*', write: '.*', read: '.*' });
    await importDefinitions(definitions);
  }, 90_000);

  afterAll(async () => {
    await Promise.all(buses.map((opened) => opened.close()));
    await Promise.all(connections.map((connection) => connection.close().catch(() => undefined)));
    await rabbitmqctl('delete_vhost', vhost).catch(() => undefined);
    for (const user of [...services.map(userOf), shared]) await rabbitmqctl('delete_user', user).catch(() => undefined);
  }, 90_000);

  it("when svc-meals' user publishes payment.succeeded, then the broker closes its channel with ACCESS_REFUSED", async () => {
    await bus('svc-payments').ping(10_000); // declares the exchange
    const channel = await (await connect('svc-meals')).createConfirmChannel();
    const closed = closedWith(channel);
    channel.publish(exchange, EVENTS.paymentSucceeded, Buffer.from(JSON.stringify(newEvent(EVENTS.paymentSucceeded, { kind: 'statement' }))), { userId: userOf('svc-meals') });
    expect(await closed).toBe(403);
  });

  it("when svc-meals' user consumes svc-payments' queue, or writes into it through the default exchange, then the broker refuses both", async () => {
    const payments = bus('svc-payments');
    await payments.subscribe(`${exchange}.svc-payments`, [EVENTS.statementIssued], async () => undefined);
    const connection = await connect('svc-meals');

    const reader = await connection.createChannel();
    const readRefused = closedWith(reader);
    await expect(reader.consume(`${exchange}.svc-payments`, () => undefined)).rejects.toThrow(/ACCESS_REFUSED/);
    expect(await readRefused).toBe(403);

    const writer = await connection.createConfirmChannel();
    const writeRefused = closedWith(writer);
    writer.sendToQueue(`${exchange}.svc-payments`, Buffer.from('{}'), { userId: userOf('svc-meals') });
    expect(await writeRefused).toBe(403);
  });

  it('when a user sets another user as the message user_id, then the broker refuses the message', async () => {
    const channel = await (await connect('shared')).createConfirmChannel();
    const closed = closedWith(channel);
    channel.publish(exchange, EVENTS.paymentSucceeded, Buffer.from('{}'), { userId: userOf('svc-payments') });
    expect(await closed).toBe(406);
  });

  it('when payment.succeeded comes from a user other than svc-payments, then svc-users dead-letters it with the reason; from svc-payments it is handled', async () => {
    const queue = `${exchange}.svc-users`;
    const handled: string[] = [];
    await bus('svc-users').subscribe(queue, [EVENTS.paymentSucceeded, EVENTS.auditRecorded], async (event) => void handled.push(event.id), { publishers: declaredPublishers });

    const forged = newEvent(EVENTS.paymentSucceeded, { kind: 'statement', statementId: 'st-1' });
    const sharedChannel = await (await connect('shared')).createConfirmChannel();
    sharedChannel.publish(exchange, forged.type, Buffer.from(JSON.stringify(forged)), { userId: shared });
    await sharedChannel.waitForConfirms();
    const genuine = newEvent(EVENTS.paymentSucceeded, { kind: 'statement', statementId: 'st-2' });
    await bus('svc-payments').publish(genuine);

    const inspect = await (await connect('shared')).createChannel();
    await waitFor(async () => handled.length === 1 && (await inspect.checkQueue(`${queue}.dlq`)).messageCount === 1, 15_000);
    expect(handled).toEqual([genuine.id]);
    const dead = await inspect.get(`${queue}.dlq`, { noAck: true });
    expect(dead && JSON.parse(dead.content.toString()).id).toBe(forged.id);
    expect(dead && dead.properties.headers).toMatchObject({
      [DEAD_LETTER_HEADERS.reason]: 'forbidden-publisher',
      [DEAD_LETTER_HEADERS.error]: `payment.succeeded was published by "${shared}"; only svc-payments may publish it`,
      [DEAD_LETTER_HEADERS.publisher]: shared,
    });
  }, 30_000);

  it('when svc-meals publishes an audit entry naming svc-users, then it is dead-lettered with the reason; its own entry is handled', async () => {
    const queue = `${exchange}.svc-users.audit`;
    const handled: string[] = [];
    await bus('svc-users').subscribe(queue, [EVENTS.auditRecorded], async (event) => void handled.push((event.data as AuditRecorded).service), { publishers: declaredPublishers });
    const entry = (service: string): AuditRecorded => ({
      id: uniqueName('entry'),
      at: new Date().toISOString(),
      service,
      actorId: 'admin-1',
      actorEmail: 'admin@hostel.local',
      action: 'setRole',
      target: { type: 'user', id: 'u1' },
    });

    const meals = bus('svc-meals');
    await meals.publish(newEvent(EVENTS.auditRecorded, entry('users')));
    await meals.publish(newEvent(EVENTS.auditRecorded, entry('meals')));

    const inspect = await (await connect('shared')).createChannel();
    await waitFor(async () => handled.length === 1 && (await inspect.checkQueue(`${queue}.dlq`)).messageCount === 1, 15_000);
    expect(handled).toEqual(['meals']);
    const dead = await inspect.get(`${queue}.dlq`, { noAck: true });
    expect(dead && dead.properties.headers).toMatchObject({
      [DEAD_LETTER_HEADERS.reason]: 'forbidden-publisher',
      [DEAD_LETTER_HEADERS.error]: `audit.recorded was published by "svc-meals"; only svc-users may publish it`,
    });
  }, 30_000);
});
