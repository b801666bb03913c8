import { brokerServiceOf, EVENT_PUBLISHERS } from '@hostel/contracts';
import type { EventEnvelope } from './event-bus';

/**
 * Who may have published an event a queue receives: the services allowed (by broker user name), or undefined when
 * anyone may. A subscription that gives one has every other publisher's event dead-lettered, reason
 * `forbidden-publisher`: on RabbitMQ the publisher is the `user_id` the broker validated against the connection's
 * user, in process the publishing bus's service.
 */
export type PublisherRule = (event: EventEnvelope) => readonly string[] | undefined;

/**
 * The contracts' EVENT_PUBLISHERS as a rule: `payment.*` only from svc-payments, `audit.recorded` only from the
 * service the entry names, a routing key the contracts do not declare from no one.
 */
export const declaredPublishers: PublisherRule = (event) => {
  const from = (EVENT_PUBLISHERS as Readonly<Record<string, (typeof EVENT_PUBLISHERS)[keyof typeof EVENT_PUBLISHERS] | undefined>>)[event.type];
  if (from === undefined) return [];
  if (from !== 'the-service-it-names') return from;
  const named = (event.data as { service?: unknown } | null)?.service;
  const service = typeof named === 'string' ? brokerServiceOf(named) : undefined;
  return service ? [service] : [];
};

/** Why `publisher` may not have published `event` under `rule`, or undefined when it may. */
export function publisherRefusal(rule: PublisherRule | undefined, event: EventEnvelope, publisher: string | undefined): string | undefined {
  const allowed = rule?.(event);
  if (!allowed || (publisher !== undefined && allowed.includes(publisher))) return undefined;
  const who = publisher === undefined ? 'a publisher that did not say who it is' : `"${publisher}"`;
  return `${event.type} was published by ${who}; ${allowed.length ? `only ${allowed.join(', ')} may publish it` : 'no publisher is allowed for it'}`;
}
