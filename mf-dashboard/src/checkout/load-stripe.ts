import type { Stripe } from '@stripe/stripe-js';
// The pure entry injects Stripe.js only when asked: with localstripe the real script must never load.
import { loadStripe } from '@stripe/stripe-js/pure';

export interface StripeSettings {
  publishableKey: string;
  /** A stand-in Stripe.js (localstripe's) to use instead of js.stripe.com. */
  jsUrl?: string;
}

type StripeFactory = (publishableKey: string) => Stripe;

/** The shell's run-time configuration (`/config.json`, served next to every front end): the Stripe key. */
async function fetchStripeSettings(): Promise<StripeSettings> {
  const res = await fetch('/config.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`config.json answered ${res.status}`);
  const config = (await res.json()) as { stripe?: StripeSettings };
  if (!config.stripe?.publishableKey) throw new Error('config.json has no Stripe publishable key');
  return config.stripe;
}

/** Adds the script once and resolves with the `Stripe` factory it defines on window. */
function loadScript(src: string): Promise<StripeFactory> {
  const present = (window as { Stripe?: StripeFactory }).Stripe;
  if (present && document.querySelector(`script[src="${src}"]`)) return Promise.resolve(present);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const factory = (window as { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error('The Stripe script did not define Stripe'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('The Stripe script could not be loaded'));
    };
    document.head.appendChild(script);
  });
}

export async function loadConfiguredStripe(settings?: StripeSettings): Promise<Stripe | null> {
  const { publishableKey, jsUrl } = settings ?? (await fetchStripeSettings());
  if (jsUrl) return (await loadScript(jsUrl))(publishableKey);
  return loadStripe(publishableKey);
}

let cached: Promise<Stripe | null> | null = null;

/**
 * One Stripe instance per page (Elements must keep the same one); a failed load is forgotten so a
 * later visit to checkout tries again.
 */
export function stripeOnce(): Promise<Stripe | null> {
  cached ??= loadConfiguredStripe().catch((err: unknown) => {
    cached = null;
    throw err;
  });
  return cached;
}
