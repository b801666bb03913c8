import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EVENTS, type PaymentSucceeded } from '@hostel/contracts';
import { closeServiceDeps, createLogger, newEvent, openBus, OutboxRelay, openServiceDeps, type EventBus, type EventEnvelope, type ServiceDeps } from '@hostel/platform';
import { waitFor } from '../../../packages/platform/src/bus/event-bus.contract';
import { MongoDocumentStore } from '../../../packages/platform/src/store/mongo-store';
import { requireServer, uniqueName } from '@hostel/platform/testing';
import { loadUsersConfig } from '../config';
import { userCollection, type UserCollection } from '../users/user-store';
import { consumePayments } from './payment-consumer';

const modes = [
  { name: 'embedded (NeDB + in-process bus)', env: () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'users-consumer-')) }) },
  { name: 'real (FerretDB + RabbitMQ)', env: () => ({ MONGODB_URI: requireServer('MONGODB_URI'), AMQP_URL: requireServer('AMQP_URL') }) },
];

describe.each(modes)('payment.succeeded consumer — $name', ({ env }) => {
  let deps: ServiceDeps;
  let users: UserCollection;
  let relay: OutboxRelay;
  /** The payment events come from svc-payments: the consumer dead-letters them from anyone else. */
  let payments: EventBus;
  const badgeEvents: EventEnvelope[] = [];

  beforeAll(async () => {
    const suffix = uniqueName('consumer').replace(/[^A-Za-z0-9_]/g, '_');
    const config = loadUsersConfig({ ...env(), DB_NAME_SUFFIX: `_${suffix}`, EVENTS_EXCHANGE: `consumer.${suffix}` });
    deps = await openServiceDeps('svc-users', 'users', config, createLogger('consumer-test', 'silent'));
    users = await userCollection(deps.store);
    relay = new OutboxRelay({ bus: deps.bus, collections: [users], logger: deps.logger });
    await consumePayments(deps.bus, deps.store, users, config.EVENTS_EXCHANGE, () => relay.kick());
    await deps.bus.subscribe(`${config.EVENTS_EXCHANGE}.badge-watch`, [EVENTS.userBadgeChanged], async (event) => {
      badgeEvents.push(event);
    });
    await relay.start();
    payments = await openBus({ amqpUrl: config.AMQP_URL, sharedCredentials: true, exchange: config.EVENTS_EXCHANGE, service: 'svc-payments' });
  });

  afterAll(async () => {
    await payments.close();
    await relay.stop();
    if (deps.store instanceof MongoDocumentStore) await deps.store.drop();
    await closeServiceDeps(deps);
  });

  it('when the same payment.succeeded arrives twice, then the badge changes once and one badge_changed event follows', async () => {
    const now = new Date().toISOString();
    const user = await users.insertOne({ name: 'Twice Paid', email: 'twice@test.local', photo: null, photoURL: null, role: 'user', badge: 'Bronze', creationTime: now, lastSignInTime: now });
    const payment: PaymentSucceeded = { paymentId: 'p1', userId: user._id, package: 'gold', amount: 399, transactionId: 'pi_twice' };
    const event = newEvent(EVENTS.paymentSucceeded, payment);

    await payments.publish(event);
    await payments.publish(event);

    await waitFor(async () => (await users.findOne({ _id: user._id }))?.badge === 'Gold');
    await waitFor(() => badgeEvents.length >= 1);
    // Give a redelivered duplicate time to (wrongly) produce a second change.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(badgeEvents.filter((e) => (e.data as { userId: string }).userId === user._id)).toHaveLength(1);
    expect((await users.findOne({ _id: user._id }))?.badge).toBe('Gold');
  });

  it('when a mess statement is paid (kind statement), then the badge stays and no badge_changed event follows', async () => {
    const now = new Date().toISOString();
    const user = await users.insertOne({ name: 'Bill Payer', email: 'bill@test.local', photo: null, photoURL: null, role: 'user', badge: 'Bronze', creationTime: now, lastSignInTime: now });
    const statement: PaymentSucceeded = { kind: 'statement', statementId: 'st-1', month: '2026-11', paymentId: 'p2', userId: user._id, amount: 1500, transactionId: 'pi_bill' };
    // A membership payment after it shows the consumer has run past the statement's event.
    const membership: PaymentSucceeded = { paymentId: 'p3', userId: user._id, package: 'silver', amount: 199, transactionId: 'pi_after_bill' };

    await payments.publish(newEvent(EVENTS.paymentSucceeded, statement));
    await payments.publish(newEvent(EVENTS.paymentSucceeded, membership));

    await waitFor(async () => (await users.findOne({ _id: user._id }))?.badge === 'Silver');
    await waitFor(() => badgeEvents.some((e) => (e.data as { userId: string }).userId === user._id));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(badgeEvents.filter((e) => (e.data as { userId: string }).userId === user._id).map((e) => (e.data as { badge: string }).badge)).toEqual(['Silver']);
  });
});
