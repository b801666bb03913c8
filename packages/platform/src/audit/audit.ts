import { EVENTS, type AuditRecorded, type AuditTarget } from '@hostel/contracts';
import type { EventEnvelope } from '../bus/event-bus';
import { newId } from '../store/new-id';

/** What a handler knows of its change; who made it, when, by which operation and request, the binder knows. */
export interface AuditChange {
  target: AuditTarget;
  before?: unknown;
  after?: unknown;
}

export type AuditEvent = EventEnvelope<AuditRecorded>;

/** Makes the `audit.recorded` event of one change; the handler stores it with the change (the outbox). */
export type Auditor = (change: AuditChange) => AuditEvent;

export interface AuditSource {
  service: string;
  action: string;
  actor: { id: string; email: string };
  requestId?: string;
  now?: () => Date;
}

/** Drops what is the store's bookkeeping, not the record's state (pending events), and makes it plain JSON. */
function snapshot(state: unknown): unknown {
  if (state === undefined || state === null || typeof state !== 'object') return state ?? undefined;
  const { _outbox: _pending, _outboxPending: _count, ...rest } = state as Record<string, unknown>;
  return JSON.parse(JSON.stringify(rest)) as unknown;
}

export function auditorOf(source: AuditSource): Auditor {
  return ({ target, before, after }) => {
    const at = (source.now?.() ?? new Date()).toISOString();
    const id = newId();
    const data: AuditRecorded = {
      id,
      at,
      service: source.service,
      actorId: source.actor.id,
      actorEmail: source.actor.email,
      action: source.action,
      target,
      ...(before === undefined ? {} : { before: snapshot(before) }),
      ...(after === undefined ? {} : { after: snapshot(after) }),
      ...(source.requestId ? { requestId: source.requestId } : {}),
    };
    // The event's id is the entry's: a relay that publishes it twice still makes one entry.
    return { id, type: EVENTS.auditRecorded, occurredAt: at, data };
  };
}
