import { statementPaymentSucceededSchema } from '@hostel/contracts';
import type { Collection, EventEnvelope } from '@hostel/platform';
import { markPaid, type StatementDoc } from './statements';

/**
 * svc-payments' `payment.succeeded`: a statement's payment marks it paid, once (the consumer is idempotent, and a
 * statement already paid stays as it was); membership payments are svc-users' business and are ignored here.
 */
export async function applyPaymentEvent(statements: Collection<StatementDoc>, event: EventEnvelope): Promise<void> {
  const data = event.data as { kind?: unknown };
  if (data?.kind !== 'statement') return;
  const payment = statementPaymentSucceededSchema.parse(event.data);
  await markPaid(statements, payment, event.occurredAt);
}
