import type Stripe from 'stripe';
import { API, membershipIntentBody } from '@hostel/contracts';
import { adminCaller, assertSelf, assertSelfOrAdmin, callerOf, currentSession, type ProfileCollection } from '@hostel/accounts';
import { badRequest, binder, parseInput, type Clock, type Logger } from '@hostel/platform';
import type { PaymentsConfig } from '../config';
import { cardTotals } from '../statements/card-totals';
import type { IntentKeyCollection } from '../statements/mess-intent';
import { payDeposit } from '../statements/pay-deposit';
import { payStatement } from '../statements/pay-statement';
import { recordMessPayment } from '../statements/record-mess-payment';
import type { StatementOwedCollection } from '../statements/statement-store';
import { createPaymentIntent, createSetupIntent } from './create-intent';
import { paymentHistory } from './payment-history';
import { refundPayment, takenBackIntent } from './refund-payment';
import type { PaymentCollection } from './payment-store';
import { savePayment } from './save-payment';

export interface PaymentsRouteDeps {
  stripe: Stripe;
  payments: PaymentCollection;
  /** What each mess statement owes (statement.* events) and whether it is paid. */
  statements: StatementOwedCollection;
  /** One PaymentIntent per mess payment's idempotency key (statements/mess-intent.ts). */
  keys: IntentKeyCollection;
  /** Judges late fees; tests move it (NODE_ENV=test). */
  clock: Clock;
  /** Users read model (user.* events): an admin promoted after signing in is an admin here at once. */
  profiles: ProfileCollection;
  config: PaymentsConfig;
  logger: Logger;
  /** Wakes the outbox relay after a write, so a saved payment's event leaves at once. */
  afterWrite: () => void;
}

/**
 * svc-payments' handlers, bound to the operation declarations. A session call needs a session (401 before its input
 * is read); roles come from the users read model, so a user promoted to admin reads others' histories at once.
 */
export function paymentsRoutes({ stripe, payments, statements, keys, clock, profiles, config, logger, afterWrite }: PaymentsRouteDeps) {
  const stores = { payments, statements };
  const paying = { ...stores, keys };
  const routes = binder({
    sessionSecret: config.JWT_SECRET,
    afterWrite,
    callers: { session: (req) => currentSession(profiles, req.auth), admin: (req) => adminCaller(profiles, req.auth) },
  });

  routes.on(API.createSetupIntent, async (_input, { caller }) => createSetupIntent(stripe, caller.sub));

  routes.on(API.createPaymentIntent, async ({ body }, { caller }) => {
    const payer = { userId: caller.sub, email: caller.email, paymentMethodId: body.paymentMethodId, currency: config.STRIPE_CURRENCY };
    if ('statementId' in body) return payStatement(stripe, paying, { ...payer, statementId: body.statementId, amount: body.amount }, clock.now(), logger);
    if ('deposit' in body) return payDeposit(stripe, paying, { ...payer, amount: body.deposit }, clock.now(), logger);
    return createPaymentIntent(stripe, { ...payer, packageId: body.package, amount: body.amount });
  });

  routes.on(API.savePayment, async ({ body }, { req }) => {
    const caller = await callerOf(profiles, req.auth);
    assertSelf(caller, body.userId);
    // Saved for the caller whatever the body says: Stripe's intent must name the caller as its buyer.
    if ('statementId' in body) {
      await recordMessPayment(stripe, stores, { userId: caller.id, email: caller.email, statementId: body.statementId, transactionId: body.transactionId }, clock.now(), logger);
      return { success: true };
    }
    await savePayment(stripe, payments, { userId: caller.id, email: caller.email, packageId: body.package, transactionId: body.transactionId });
    return { success: true };
  });

  routes.on(API.listPayments, async ({ params: { userId }, query }, { req }) => {
    assertSelfOrAdmin(await callerOf(profiles, req.auth), userId);
    return paymentHistory(payments, userId, query);
  });

  // Stripe signs the exact bytes it sent, so this route reads the raw body (mounted before the JSON parser).
  routes.on(
    API.stripeWebhook,
    async (_input, { req }) => {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(req.body as Buffer, String(req.headers['stripe-signature'] ?? ''), config.STRIPE_WEBHOOK_SECRET);
      } catch {
        throw badRequest('Invalid webhook signature');
      }
      const kind = event.type === 'payment_intent.succeeded' ? event.data.object.metadata?.kind : undefined;
      if (event.type === 'payment_intent.succeeded' && (kind === 'statement' || kind === 'deposit')) {
        const intent = event.data.object;
        const userId = intent.metadata?.userId;
        if (!userId) throw badRequest('Payment without a user');
        // The event's copy of the intent is not trusted: the use case retrieves it from Stripe.
        const result = await recordMessPayment(stripe, stores, { userId, email: '', transactionId: intent.id }, clock.now(), logger);
        logger.info({ transactionId: intent.id, created: result.created }, 'webhook mess payment saved');
      } else if (event.type === 'payment_intent.succeeded') {
        const intent = event.data.object;
        const packageId = parseInput(membershipIntentBody.shape.package, intent.metadata?.package, 'metadata.package');
        const userId = intent.metadata?.userId;
        if (!userId) throw badRequest('Payment without a user');
        const result = await savePayment(stripe, payments, { userId, email: '', packageId, transactionId: intent.id });
        logger.info({ transactionId: intent.id, created: result.created }, 'webhook payment saved');
      }
      const takenBack = await takenBackIntent(stripe, event);
      if (takenBack) {
        const result = await refundPayment(stripe, stores, takenBack);
        logger.info({ transactionId: takenBack, event: event.type, changed: result.changed }, 'webhook payment taken back');
      }
      return { received: true };
    },
    { rawBody: true },
  );

  routes.on(API.cardTotals, () => cardTotals(payments));

  return routes;
}

export type PaymentsRoutes = ReturnType<typeof paymentsRoutes>;
