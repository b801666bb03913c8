import { brokerServiceOf, EVENT_PUBLISHERS } from '@hostel/contracts';
import type { EventEnvelope, PublisherRule } from './event-bus';

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
