import type Stripe from 'stripe';
import { closeServiceDeps, createApp, createLogger, openServiceDeps, OutboxRelay, type ServiceDeps, type ServiceHandle } from '@hostel/platform';
import { loadPaymentsConfig, type PaymentsConfig } from './config';
import { paymentsRouter, webhookRouter } from './payments/http';
import { paymentCollection } from './payments/payment-store';
import { createStripe } from './stripe/stripe-client';

export interface PaymentsServiceOptions {
  config?: PaymentsConfig;
  deps?: ServiceDeps;
  stripe?: Stripe;
  isDraining?: () => boolean;
}

export async function createPaymentsService(options: PaymentsServiceOptions = {}): Promise<ServiceHandle & { deps: ServiceDeps }> {
  const config = options.config ?? loadPaymentsConfig();
  const logger = options.deps?.logger ?? createLogger('svc-payments');
  const deps = options.deps ?? (await openServiceDeps('svc-payments', 'payments', config, logger));
  const payments = await paymentCollection(deps.store);
  const relay = new OutboxRelay({ bus: deps.bus, collections: [payments], logger });
  await relay.start();
  const stripe = options.stripe ?? createStripe(config);
  const kick = () => relay.kick();

  const app = createApp({
    service: 'svc-payments',
    logger,
    isDraining: options.isDraining,
    readiness: { store: () => deps.store.ping(), bus: () => deps.bus.ping() },
    rawRoutes: webhookRouter(stripe, payments, config, logger, kick),
    routes: (app) => app.use(paymentsRouter(stripe, payments, config, kick)),
  });

  return {
    name: 'svc-payments',
    app,
    deps,
    stop: async () => {
      await relay.stop();
      if (!options.deps) await closeServiceDeps(deps);
    },
  };
}
