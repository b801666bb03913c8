import type Stripe from 'stripe';
import { applyUserEvent, profileCollection } from '@hostel/accounts';
import { EVENTS, statementSnapshotSchema } from '@hostel/contracts';
import { closeServiceDeps, createApp, createLogger, declaredPublishers, idempotent, openServiceDeps, OutboxRelay, serviceClock, testClockRouter, type Clock, type ServiceDeps, type ServiceHandle } from '@hostel/platform';
import { loadPaymentsConfig, type PaymentsConfig } from './config';
import { bindInsights } from './insights/http';
import { paymentsRoutes } from './payments/http';
import { paymentCollection } from './payments/payment-store';
import { keepStatement } from './statements/keep-statement';
import { intentKeyCollection } from './statements/mess-intent';
import { statementOwedCollection } from './statements/statement-store';
import { createStripe } from './stripe/stripe-client';

export const PAYMENTS_QUEUE = 'svc-payments';

export interface PaymentsServiceOptions {
  config?: PaymentsConfig;
  deps?: ServiceDeps;
  stripe?: Stripe;
  /** Judges statements' late fees; by default the machine's, or under NODE_ENV=test one `PUT /test/clock` moves. */
  clock?: Clock;
  isDraining?: () => boolean;
}

export async function createPaymentsService(options: PaymentsServiceOptions = {}): Promise<ServiceHandle & { deps: ServiceDeps }> {
  const config = options.config ?? loadPaymentsConfig();
  const logger = options.deps?.logger ?? createLogger('svc-payments');
  const deps = options.deps ?? (await openServiceDeps('svc-payments', 'payments', config, logger));
  const payments = await paymentCollection(deps.store);
  const statements = await statementOwedCollection(deps.store);
  const profiles = profileCollection(deps.store);
  // Roles come from svc-users' events, not only from the session token: a user promoted to admin reads others'
  // payment histories without signing in again. Statements from svc-mess: what each boarder owes, to charge it.
  await deps.bus.subscribe(
    `${config.EVENTS_EXCHANGE}.${PAYMENTS_QUEUE}`,
    ['user.*', EVENTS.statementIssued, EVENTS.statementAdjusted],
    idempotent(deps.store, PAYMENTS_QUEUE, async (event) => {
      if (event.type === EVENTS.statementIssued || event.type === EVENTS.statementAdjusted) await keepStatement(statements, statementSnapshotSchema.parse(event.data));
      else await applyUserEvent(profiles, event);
    }),
    { publishers: declaredPublishers },
  );
  const relay = new OutboxRelay({ bus: deps.bus, collections: [payments, statements], logger });
  await relay.start();
  const stripe = options.stripe ?? createStripe(config);
  const { clock, testClock } = options.clock ? { clock: options.clock, testClock: undefined } : serviceClock(config.NODE_ENV);
  const routes = paymentsRoutes({ stripe, payments, statements, keys: intentKeyCollection(deps.store), clock, profiles, config, logger, afterWrite: () => relay.kick() });
  bindInsights(routes, payments);

  const app = createApp({
    service: 'svc-payments',
    logger,
    isDraining: options.isDraining,
    readiness: { store: () => deps.store.ping(), bus: () => deps.bus.ping() },
    rawRoutes: routes.rawRouter(),
    routes: (app) => {
      if (testClock) app.use(testClockRouter(testClock));
      app.use(routes.router());
    },
  });

  return {
    name: 'svc-payments',
    app,
    operations: routes.bound,
    deps,
    stop: async () => {
      await relay.stop();
      if (!options.deps) await closeServiceDeps(deps);
    },
  };
}
