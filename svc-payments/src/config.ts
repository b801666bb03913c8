import { z } from 'zod';
import { baseServiceEnv, DEV_STRIPE_WEBHOOK_SECRET, env, loadConfig, LOCALSTRIPE_SECRET_KEY, productionSafety } from '@hostel/platform';

export const LOCALSTRIPE_KEY = LOCALSTRIPE_SECRET_KEY;

export const paymentsEnv = baseServiceEnv.extend({
  PORT: env.port(4003),
  /** A real test/live key talks to Stripe; without one the service uses localstripe. */
  STRIPE_SECRET_KEY: z.string().min(1).default(LOCALSTRIPE_KEY),
  STRIPE_API_BASE: env.optionalUrl(),
  STRIPE_WEBHOOK_SECRET: z.string().min(8).default(DEV_STRIPE_WEBHOOK_SECRET),
  STRIPE_CURRENCY: z.string().regex(/^[a-z]{3}$/).default('bdt'),
});
export type PaymentsConfig = z.infer<typeof paymentsEnv>;

export const loadPaymentsConfig = (source: NodeJS.ProcessEnv = process.env) => loadConfig(paymentsEnv, source, productionSafety({ stripe: true }));
