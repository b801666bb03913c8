import { EVENTS, routingKeysPublishedBy, SERVE_REQUEST_EVENTS, type AuditRecorded } from '@hostel/contracts';
import { uniqueName } from '../testing/servers';
import { newEvent } from './envelope';
import { waitFor } from './event-bus.contract';
import type { EventEnvelope } from './event-bus';
import { InProcessBus } from './in-process-bus';
import { declaredPublishers, publisherRefusal } from './publishers';

const audit = (service: string): AuditRecorded => ({
  id: uniqueName('entry'),
  at: new Date().toISOString(),
  service,
  actorId: 'admin-1',
  actorEmail: 'admin@hostel.local',
  action: 'deleteMeal',
  target: { type: 'meal', id: 'm1' },
});

describe('declaredPublishers (the contracts EVENT_PUBLISHERS as a consumer rule)', () => {
  it.each([
    [EVENTS.paymentSucceeded, 'svc-payments'],
    [EVENTS.paymentRefunded, 'svc-payments'],
    [EVENTS.userBadgeChanged, 'svc-users'],
    [EVENTS.statementIssued, 'svc-mess'],
    [SERVE_REQUEST_EVENTS.created, 'svc-meals'],
  ])('when %s comes from %s, then it is accepted', (type, publisher) => {
    expect(publisherRefusal(declaredPublishers, newEvent(type, {}), publisher)).toBeUndefined();
  });

  it('when payment.succeeded comes from any other service or from an unnamed publisher, then it is refused, saying who may publish it', () => {
    for (const publisher of ['svc-meals', 'svc-users', 'svc-mess', 'svc-gateway', 'guest', undefined]) {
      expect(publisherRefusal(declaredPublishers, newEvent(EVENTS.paymentSucceeded, { kind: 'statement' }), publisher)).toMatch(/^payment\.succeeded was published by .*; only svc-payments may publish it$/);
    }
  });

  it('when an audit entry names the service that published it, then it is accepted; naming another, or none known, it is refused', () => {
    expect(publisherRefusal(declaredPublishers, newEvent(EVENTS.auditRecorded, audit('meals')), 'svc-meals')).toBeUndefined();
    expect(publisherRefusal(declaredPublishers, newEvent(EVENTS.auditRecorded, audit('mess')), 'svc-mess')).toBeUndefined();
    expect(publisherRefusal(declaredPublishers, newEvent(EVENTS.auditRecorded, audit('users')), 'svc-meals')).toBe('audit.recorded was published by "svc-meals"; only svc-users may publish it');
    expect(publisherRefusal(declaredPublishers, newEvent(EVENTS.auditRecorded, audit('gateway')), 'svc-gateway')).toMatch(/no publisher is allowed for it$/);
    expect(publisherRefusal(declaredPublishers, newEvent(EVENTS.auditRecorded, { service: 42 }), 'svc-meals')).toMatch(/no publisher is allowed for it$/);
  });

  it('when a routing key is not declared in the contracts, then no one may publish it; without a rule anyone may', () => {
    expect(publisherRefusal(declaredPublishers, newEvent('payment.invented', {}), 'svc-payments')).toMatch(/no publisher is allowed for it$/);
    expect(publisherRefusal(undefined, newEvent(EVENTS.paymentSucceeded, {}), 'svc-meals')).toBeUndefined();
  });

  it('when the routing keys each service may publish are derived, then only svc-payments has payment.*, every service but the gateway has audit.recorded', () => {
    expect(routingKeysPublishedBy('svc-payments')).toEqual([EVENTS.auditRecorded, EVENTS.paymentRefunded, EVENTS.paymentSucceeded]);
    for (const service of ['svc-meals', 'svc-users', 'svc-mess'] as const) {
      expect(routingKeysPublishedBy(service).filter((key) => key.startsWith('payment.'))).toEqual([]);
      expect(routingKeysPublishedBy(service)).toContain(EVENTS.auditRecorded);
    }
    expect(routingKeysPublishedBy('svc-gateway')).toEqual([]);
  });
});

describe('publisher rules on the in-process bus (embedded mode)', () => {
  const exchange = uniqueName('publishers');
  const buses: InProcessBus[] = [];
  const open = (service: string) => {
    const bus = new InProcessBus(exchange, { service, retry: { windowMs: 1000, minDelayMs: 10, maxDelayMs: 20 } });
    buses.push(bus);
    return bus;
  };

  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
  });

  it('when svc-meals publishes payment.succeeded and svc-payments does too, then the consumer handles only the second and dead-letters the first with the reason', async () => {
    const users = open('svc-users');
    const queue = `${exchange}.payments-watch`;
    const handled: EventEnvelope[] = [];
    await users.subscribe(queue, [EVENTS.paymentSucceeded], async (event) => void handled.push(event), { publishers: declaredPublishers });

    const forged = newEvent(EVENTS.paymentSucceeded, { kind: 'statement', statementId: 's1' });
    const genuine = newEvent(EVENTS.paymentSucceeded, { kind: 'statement', statementId: 's2' });
    await open('svc-meals').publish(forged);
    await open('svc-payments').publish(genuine);

    await waitFor(() => handled.length === 1 && users.deadLetters(queue).length === 1);
    expect(handled.map((event) => event.id)).toEqual([genuine.id]);
    expect(users.deadLetterDetails(queue)).toEqual([
      { event: forged, reason: 'forbidden-publisher', error: 'payment.succeeded was published by "svc-meals"; only svc-payments may publish it', attempts: 0 },
    ]);
  });

  it('when svc-mess publishes an audit entry naming svc-users, then it is dead-lettered; its own entry goes through', async () => {
    const users = open('svc-users');
    const queue = `${exchange}.audit`;
    const trail: string[] = [];
    await users.subscribe(queue, [EVENTS.auditRecorded], async (event) => void trail.push((event.data as AuditRecorded).service), { publishers: declaredPublishers });
    const mess = open('svc-mess');

    await mess.publish(newEvent(EVENTS.auditRecorded, audit('users')));
    await mess.publish(newEvent(EVENTS.auditRecorded, audit('mess')));

    await waitFor(() => trail.length === 1 && users.deadLetters(queue).length === 1);
    expect(trail).toEqual(['mess']);
    expect(users.deadLetterDetails(queue)[0]).toMatchObject({ reason: 'forbidden-publisher', error: 'audit.recorded was published by "svc-mess"; only svc-users may publish it' });
  });

  it('when a subscription gives no publisher rule, then events from any bus are handled as before', async () => {
    const consumer = open('svc-users');
    const queue = `${exchange}.open`;
    const handled: string[] = [];
    await consumer.subscribe(queue, [EVENTS.paymentSucceeded], async (event) => void handled.push(event.id));
    const event = newEvent(EVENTS.paymentSucceeded, {});
    await open('svc-meals').publish(event);
    await waitFor(() => handled.length === 1);
    expect(consumer.deadLetters(queue)).toEqual([]);
  });
});
