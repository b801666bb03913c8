import { z } from 'zod';
import { baseServiceEnv, env, loadConfig } from '@hostel/platform';

export const LOCALSTRIPE_KEY = 'sk_test_localstripe';

export const paymentsEnv = baseServiceEnv.extend({
  PORT: env.port(4003),
  /** A real test/live key talks to Stripe; without one the service uses localstripe. */
  STRIPE_SECRET_KEY: z.string().min(1).default(LOCALSTRIPE_KEY),
  STRIPE_API_BASE: env.optionalUrl(),
  STRIPE_WEBHOOK_SECRET: z.string().min(8).default('whsec_dev_only_local_webhook_secret'),
  STRIPE_CURRENCY: z.string().regex(/^[a-z]{3}$/).default('bdt'),
});
export type PaymentsConfig = z.infer<typeof paymentsEnv>;

export const loadPaymentsConfig = (source: NodeJS.ProcessEnv = process.env) => loadConfig(paymentsEnv, source);
