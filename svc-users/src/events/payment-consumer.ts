import { EVENTS, paymentRefundedSchema, paymentSucceededSchema } from '@hostel/contracts';
import { declaredPublishers, idempotent, type DocumentStore, type EventBus } from '@hostel/platform';
import { applyPayment, applyRefund } from '../users/set-badge';
import type { UserCollection } from '../users/user-store';

export const USERS_QUEUE = 'svc-users';

/** payment.succeeded and payment.refunded (membership only) → the buyer's badge. Invalid payloads throw, so they end in the dead-letter queue, as does a payment event svc-payments did not publish. */
export async function consumePayments(bus: EventBus, store: DocumentStore, users: UserCollection, exchange: string, onApplied: () => void) {
  await bus.subscribe(
    `${exchange}.${USERS_QUEUE}`,
    [EVENTS.paymentSucceeded, EVENTS.paymentRefunded],
    idempotent(store, USERS_QUEUE, async (event) => {
      if (event.type === EVENTS.paymentRefunded) {
        const refund = paymentRefundedSchema.parse(event.data);
        // Mess money taken back takes no badge back: svc-mess posts it to the boarder's account.
        if (!('badge' in refund)) return;
        if (await applyRefund(users, refund)) onApplied();
        return;
      }
      const payment = paymentSucceededSchema.parse(event.data);
      // Mess money buys no badge: svc-mess posts it to the boarder's account.
      if (payment.kind === 'statement' || payment.kind === 'deposit') return;
      if (await applyPayment(users, payment)) onApplied();
    }),
    { publishers: declaredPublishers },
  );
}
