import { EVENTS, paymentSucceededSchema } from '@hostel/contracts';
import { idempotent, type DocumentStore, type EventBus } from '@hostel/platform';
import { applyPayment } from '../users/set-badge';
import type { UserCollection } from '../users/user-store';

export const USERS_QUEUE = 'svc-users';

/** payment.succeeded → the buyer's badge. Invalid payloads throw, so they end in the dead-letter queue. */
export async function consumePayments(bus: EventBus, store: DocumentStore, users: UserCollection, exchange: string, onApplied: () => void) {
  await bus.subscribe(
    `${exchange}.${USERS_QUEUE}`,
    [EVENTS.paymentSucceeded],
    idempotent(store, USERS_QUEUE, async (event) => {
      const payment = paymentSucceededSchema.parse(event.data);
      if (await applyPayment(users, payment)) onApplied();
    }),
  );
}
