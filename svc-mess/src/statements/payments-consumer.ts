import { EVENTS, paymentRefundedSchema, statementPaymentSucceededSchema } from '@hostel/contracts';
import type { Collection, EventEnvelope } from '@hostel/platform';
import { markPaid, reopenRefunded, type StatementDoc } from './statements';

/**
 * svc-payments' `payment.succeeded` and `payment.refunded`: a statement's payment marks it paid, once, and the same
 * payment taken back at Stripe makes it due again (the consumer is idempotent, and both writes change nothing the
 * second time); membership payments are svc-users' business and are ignored here.
 */
export async function applyPaymentEvent(statements: Collection<StatementDoc>, event: EventEnvelope): Promise<void> {
  const data = event.data as { kind?: unknown };
  if (data?.kind !== 'statement') return;
  if (event.type === EVENTS.paymentRefunded) {
    const refund = paymentRefundedSchema.parse(event.data);
    if (refund.kind === 'statement') await reopenRefunded(statements, refund);
    return;
  }
  const payment = statementPaymentSucceededSchema.parse(event.data);
  await markPaid(statements, payment, event.occurredAt);
}
