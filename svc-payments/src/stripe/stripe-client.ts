import Stripe from 'stripe';
import { LOCALSTRIPE_KEY, type PaymentsConfig } from '../config';

/** Real Stripe when a real key is configured without an API base; otherwise localstripe (default :8420). */
export function createStripe(config: Pick<PaymentsConfig, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>): Stripe {
  const base = config.STRIPE_API_BASE ?? (config.STRIPE_SECRET_KEY === LOCALSTRIPE_KEY ? 'http://127.0.0.1:8420' : undefined);
  if (!base) return new Stripe(config.STRIPE_SECRET_KEY, { maxNetworkRetries: 2, timeout: 10_000 });
  const url = new URL(base);
  return new Stripe(config.STRIPE_SECRET_KEY, {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 2,
    timeout: 10_000,
  });
}
