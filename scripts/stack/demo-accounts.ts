import Stripe from 'stripe';
import { STRIPE_BASE } from './external';
import { emulatorAccount } from './identity';

export interface DemoAccount {
  label: string;
  name: string;
  email: string;
  password: string;
  badge?: 'Gold';
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { label: 'Admin', name: 'Hostel Admin', email: 'admin@hostel.local', password: 'Admin123' },
  { label: 'Bronze student', name: 'Rahim Uddin', email: 'bronze@hostel.local', password: 'Student123' },
  { label: 'Premium (Gold) student', name: 'Karima Begum', email: 'gold@hostel.local', password: 'Student123', badge: 'Gold' },
];

async function api<T>(gateway: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${gateway}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as T & { message?: string };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${json.message ?? ''}`);
  return json;
}

/**
 * The demo accounts, made through the same paths a user takes: an emulator account with a verified e-mail,
 * POST /api/users, a session from /api/jwt, and for the premium student a real Gold payment at localstripe.
 */
export async function createDemoAccounts(gateway: string): Promise<void> {
  const stripe = new Stripe('sk_test_localstripe', { host: new URL(STRIPE_BASE).hostname, port: Number(new URL(STRIPE_BASE).port), protocol: 'http' });
  for (const demo of DEMO_ACCOUNTS) {
    const account = await emulatorAccount(demo.email, demo.password, { verified: true, displayName: demo.name });
    await api(gateway, '/users', account.idToken, { name: demo.name, email: demo.email });
    const { token } = await api<{ token: string }>(gateway, '/jwt', account.idToken, { email: demo.email });
    if (!demo.badge) continue;
    const user = await api<{ badge: string }>(gateway, `/users/${encodeURIComponent(demo.email)}`, token);
    if (user.badge === demo.badge) continue;
    const method = await stripe.paymentMethods.create({ type: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: 2035, cvc: '123' } } as unknown as Stripe.PaymentMethodCreateParams);
    const intent = await api<{ paymentIntentId: string }>(gateway, '/payments/create-payment-intent', token, { package: 'gold', paymentMethodId: method.id });
    await api(gateway, '/payments/save', token, { package: 'gold', transactionId: intent.paymentIntentId });
  }
}
