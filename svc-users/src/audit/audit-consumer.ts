import { auditRecordedSchema, EVENTS } from '@hostel/contracts';
import { declaredPublishers, type EventBus } from '@hostel/platform';
import type { AuditTrail } from './audit-store';

export const AUDIT_QUEUE = 'svc-users.audit';

/**
 * audit.recorded from every service → the trail, once per entry id (the entry's id is its document's, so a
 * redelivery is a duplicate key and adds nothing). An invalid entry throws and ends in the dead-letter queue, as does
 * an entry published by another service than the one it names.
 */
export async function consumeAudit(bus: EventBus, trail: AuditTrail, exchange: string): Promise<void> {
  await bus.subscribe(`${exchange}.${AUDIT_QUEUE}`, [EVENTS.auditRecorded], async (event) => {
    await trail.append(auditRecordedSchema.parse(event.data));
  }, { publishers: declaredPublishers });
}
