import type Stripe from 'stripe';
import { closeServiceDeps, createLogger, openServiceDeps, type ServiceDeps } from '@hostel/platform';
import { entryId, type Books } from '../../svc-mess/src/accounts/entry-store';
import { loadMessConfig } from '../../svc-mess/src/config';
import { messSeedContext, seedMessDemo, type MessDemoResult, type PayByCard } from '../../svc-mess/src/seed/demo-seed';
import { createMessService, type MessService } from '../../svc-mess/src/service';
import { loadPaymentsConfig, type PaymentsConfig } from '../../svc-payments/src/config';
import { paymentCollection } from '../../svc-payments/src/payments/payment-store';
import { intentKeyCollection } from '../../svc-payments/src/statements/mess-intent';
import { payStatement } from '../../svc-payments/src/statements/pay-statement';
import { statementOwedCollection } from '../../svc-payments/src/statements/statement-store';
import { createStripe } from '../../svc-payments/src/stripe/stripe-client';
import type { Backend } from './backend';
import { DEMO_ACCOUNTS, type DemoUser } from './demo-accounts';

/** How long the demo waits for one service to hear of another's write (the outbox relays' passes, the bus). */
const EVENT_WAIT_MS = 30_000;

async function eventually<T>(read: () => Promise<T | null>, what: string): Promise<T> {
  for (const deadline = Date.now() + EVENT_WAIT_MS; Date.now() < deadline; ) {
    const found = await read();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the mess demo waited ${EVENT_WAIT_MS / 1000} s for ${what}`);
}

/**
 * The card part through svc-payments' own path at localstripe: an intent for the part, confirmed with the test card
 * that succeeds and recorded with its `payment.succeeded` at the moment given, which svc-mess's consumer posts to the
 * account. svc-payments' record and the account then agree (`npm run reconcile`).
 */
function cardThroughPayments(payments: ServiceDeps, config: PaymentsConfig, books: Books): PayByCard {
  const stripe = createStripe(config);
  return async (statement, amount, at) => {
    const stores = { payments: await paymentCollection(payments.store), statements: await statementOwedCollection(payments.store), keys: intentKeyCollection(payments.store) };
    await eventually(() => stores.statements.findOne({ statementId: statement._id }), `svc-payments to hear that ${statement._id} was issued`);
    const method = await stripe.paymentMethods.create({ type: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: 2035, cvc: '123' } } as unknown as Stripe.PaymentMethodCreateParams);
    const paid = await payStatement(stripe, stores, { userId: statement.userId, email: statement.email, statementId: statement._id, amount, paymentMethodId: method.id, currency: config.STRIPE_CURRENCY }, at);
    await eventually(() => books.entries.findOne({ _id: entryId('payment', paid.paymentIntentId) }), `the card payment ${paid.paymentIntentId} to reach the account`);
  };
}

const userOf = (users: DemoUser[], label: string): DemoUser => {
  const email = DEMO_ACCOUNTS.find((account) => account.label === label)!.email;
  return users.find((user) => user.email === email)!;
};

/**
 * `npm start`'s mess demo (svc-mess/src/seed/demo-seed.ts) for the demo accounts: the premium student pays last
 * month part by card and part in cash, the bronze student owes it with late fees. Embedded, through the svc-mess and
 * svc-payments of this process; otherwise through an svc-mess instance of its own for the while and svc-payments'
 * store, the running services relaying what it writes.
 */
export async function seedDemoMess(backend: Backend, users: DemoUser[], env: NodeJS.ProcessEnv = process.env): Promise<MessDemoResult> {
  const people = { admin: userOf(users, 'Admin'), payer: userOf(users, 'Premium (Gold) student'), latePayer: userOf(users, 'Bronze student') };
  const paymentsConfig = loadPaymentsConfig(env);
  const seed = (mess: MessService, payments: ServiceDeps) => seedMessDemo(messSeedContext(mess), { people, payByCard: cardThroughPayments(payments, paymentsConfig, mess.books) });
  if (backend.mess && backend.payments) return seed(backend.mess, backend.payments.deps);
  const mess = await createMessService({ config: loadMessConfig(env) });
  const payments = await openServiceDeps('svc-payments', 'payments', paymentsConfig, createLogger('seed'));
  try {
    return await seed(mess, payments);
  } finally {
    await mess.stop();
    await closeServiceDeps(payments);
  }
}
