import { EVENTS, SERVE_REQUEST_EVENTS, type SERVE_REQUEST_EVENT_TYPES } from './event-names';
import type { ServiceName } from './operations/operation';

/** The processes that talk to the broker, each as a broker user of the same name (DESIGN §14). */
export const BROKER_SERVICES = ['svc-meals', 'svc-users', 'svc-payments', 'svc-mess', 'svc-gateway'] as const;
export type BrokerService = (typeof BROKER_SERVICES)[number];

type RoutingKey = (typeof EVENTS)[keyof typeof EVENTS] | (typeof SERVE_REQUEST_EVENT_TYPES)[number];

/**
 * Who publishes each routing key (DESIGN §4): the broker lets each service's user publish only its own keys, and
 * consumers check the broker-validated publisher against it. `audit.recorded` comes from every service, each about
 * its own changes: its publisher must be the service the entry names.
 */
export const EVENT_PUBLISHERS: Readonly<Record<RoutingKey, readonly BrokerService[] | 'the-service-it-names'>> = {
  [EVENTS.paymentSucceeded]: ['svc-payments'],
  [EVENTS.paymentRefunded]: ['svc-payments'],
  [EVENTS.userCreated]: ['svc-users'],
  [EVENTS.userRoleChanged]: ['svc-users'],
  [EVENTS.userBadgeChanged]: ['svc-users'],
  [EVENTS.userProfileChanged]: ['svc-users'],
  [EVENTS.userSessionsRevoked]: ['svc-users'],
  [EVENTS.upcomingLikeThresholdReached]: ['svc-meals'],
  [EVENTS.headcountChanged]: ['svc-mess'],
  [EVENTS.statementIssued]: ['svc-mess'],
  [EVENTS.statementAdjusted]: ['svc-mess'],
  [EVENTS.menuSlotChanged]: ['svc-meals'],
  [EVENTS.auditRecorded]: 'the-service-it-names',
  [SERVE_REQUEST_EVENTS.created]: ['svc-meals'],
  [SERVE_REQUEST_EVENTS.updated]: ['svc-meals'],
  [SERVE_REQUEST_EVENTS.cancelled]: ['svc-meals'],
};

/** The broker user of the service an audit entry's `service` names (an operation's service, e.g. `meals`). */
export const brokerServiceOf = (service: ServiceName | string): BrokerService | undefined =>
  BROKER_SERVICES.find((name) => name === `svc-${service}` && name !== 'svc-gateway');

/** The routing keys a service may publish: its own, and `audit.recorded` unless it records no admin changes. */
export function routingKeysPublishedBy(service: BrokerService): string[] {
  return Object.entries(EVENT_PUBLISHERS)
    .filter(([, from]) => (from === 'the-service-it-names' ? service !== 'svc-gateway' : from.includes(service)))
    .map(([key]) => key)
    .sort();
}
