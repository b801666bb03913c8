import Stripe from 'stripe';
import type { SaveUserResponse } from '@hostel/contracts';
import { STRIPE_BASE } from './external';
import { resetEmulatorAccount, type EmulatorAccount } from './identity';

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

/** The lines `npm start` prints about the demo accounts: what it announces is what signs in. */
export function demoAccountLines(accounts: DemoAccount[] = DEMO_ACCOUNTS): string[] {
  return accounts.map((account) => `  ${account.label.padEnd(24)} ${account.email.padEnd(22)} password ${account.password}`);
}

/**
 * The demo identities in the Auth emulator exactly as announced, also beside an emulator left running whose
 * accounts were changed since (another password, unverified, disabled).
 */
export async function ensureDemoIdentities(accounts: DemoAccount[] = DEMO_ACCOUNTS): Promise<EmulatorAccount[]> {
  const identities: EmulatorAccount[] = [];
  for (const demo of accounts) identities.push(await resetEmulatorAccount(demo.email, demo.password, { displayName: demo.name, verified: true }));
  return identities;
}

/** A demo account as svc-users made it: its user id (every service's name for the user). */
export interface DemoUser {
  email: string;
  id: string;
}

/**
 * The demo accounts, made through the same paths a user takes: an emulator account with a verified e-mail,
 * POST /api/users, a session from /api/jwt, and for the premium student a real Gold payment at localstripe.
 */
export async function createDemoAccounts(gateway: string): Promise<DemoUser[]> {
  const stripe = new Stripe('sk_test_localstripe', { host: new URL(STRIPE_BASE).hostname, port: Number(new URL(STRIPE_BASE).port), protocol: 'http' });
  const identities = await ensureDemoIdentities();
  const users: DemoUser[] = [];
  for (const [index, demo] of DEMO_ACCOUNTS.entries()) {
    const account = identities[index]!;
    const { user: saved } = await api<SaveUserResponse>(gateway, '/users', account.idToken, { name: demo.name, email: demo.email });
    users.push({ email: demo.email, id: saved._id });
    const { token } = await api<{ token: string }>(gateway, '/jwt', account.idToken, { email: demo.email });
    if (!demo.badge) continue;
    const user = await api<{ badge: string }>(gateway, `/users/${encodeURIComponent(demo.email)}`, token);
    if (user.badge === demo.badge) continue;
    const method = await stripe.paymentMethods.create({ type: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: 2035, cvc: '123' } } as unknown as Stripe.PaymentMethodCreateParams);
    const intent = await api<{ paymentIntentId: string }>(gateway, '/payments/create-payment-intent', token, { package: 'gold', paymentMethodId: method.id });
    await api(gateway, '/payments/save', token, { package: 'gold', transactionId: intent.paymentIntentId });
  }
  return users;
}
