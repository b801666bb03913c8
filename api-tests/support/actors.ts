/**
 * The people of the API suites, made the way users are made: a Firebase emulator account with a verified
 * e-mail, POST /users, then a session token from POST /jwt. Premium students pay at localstripe.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { PackageId } from '@hostel/contracts';
import { emulatorAccount } from '../../scripts/stack/identity';
import { api, eventually, UNKNOWN_ID } from './client';
import { ADMIN_EMAIL } from './ports';

export interface Actor {
  email: string;
  name: string;
  token: string;
  idToken: string;
}

const unique = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}@api.test`;

export function stripeClient(): Stripe {
  const base = new URL(process.env.STRIPE_API_BASE ?? 'http://127.0.0.1:8420');
  return new Stripe(process.env.STRIPE_SECRET_KEY ?? 'sk_test_localstripe', { host: base.hostname, port: Number(base.port), protocol: 'http' });
}

/** A card payment method at localstripe; 4242… succeeds, 4000…0002 declines. */
export async function cardPaymentMethod(number = '4242424242424242'): Promise<string> {
  const method = await stripeClient().paymentMethods.create({
    type: 'card',
    card: { number, exp_month: 12, exp_year: 2035, cvc: '123' },
  } as unknown as Stripe.PaymentMethodCreateParams);
  return method.id;
}

export async function signUp(options: { email?: string; name?: string; verified?: boolean } = {}): Promise<Actor> {
  const email = options.email ?? unique('student');
  const name = options.name ?? 'Test Student';
  const account = await emulatorAccount(email, 'Password1', { verified: options.verified ?? true, displayName: name });
  const created = await api('/users', { token: account.idToken, body: { name, email, image: 'https://example.com/a.png' } });
  if (created.status >= 400) throw new Error(`POST /users failed: ${created.status} ${JSON.stringify(created.body)}`);
  const session = await api<{ token: string }>('/jwt', { token: account.idToken, body: { email } });
  if (session.status !== 200) throw new Error(`POST /jwt failed: ${session.status} ${JSON.stringify(session.body)}`);
  return { email, name, token: session.body.token, idToken: account.idToken };
}

export const bronzeStudent = () => signUp();

export async function admin(): Promise<Actor> {
  return signUp({ email: ADMIN_EMAIL, name: 'API Admin' });
}

export async function pay(actor: Actor, pkg: PackageId, card = '4242424242424242') {
  const paymentMethodId = await cardPaymentMethod(card);
  const intent = await api<{ paymentIntentId: string; clientSecret: string; status: string }>('/payments/create-payment-intent', {
    token: actor.token,
    body: { package: pkg, paymentMethodId },
  });
  return intent;
}

/** A student whose badge is the package's, through a real payment and the payment.succeeded event. */
export async function premiumStudent(pkg: PackageId = 'gold', options: { name?: string } = {}): Promise<Actor> {
  const actor = await signUp(options);
  const intent = await pay(actor, pkg);
  if (intent.status !== 200) throw new Error(`create-payment-intent failed: ${intent.status} ${JSON.stringify(intent.body)}`);
  const saved = await api('/payments/save', { token: actor.token, body: { package: pkg, transactionId: intent.body.paymentIntentId } });
  if (saved.status >= 400) throw new Error(`save failed: ${saved.status} ${JSON.stringify(saved.body)}`);
  const badge = pkg[0]!.toUpperCase() + pkg.slice(1);
  await badgeOf(actor, badge);
  // svc-users stores the badge before its outbox relays user.badge_changed to svc-meals' read model, a hop that
  // takes longer on a loaded machine: wait until svc-meals treats the student as premium. A serve request for a
  // meal that does not exist changes nothing and tells: Bronze is refused (403) before the meal is looked up (404).
  const probe = await eventually(
    () => api('/serve-meals', { token: actor.token, body: { mealId: UNKNOWN_ID } }),
    (res) => res.status === 404,
  );
  if (probe.status !== 404) throw new Error(`svc-meals did not learn the ${badge} badge: ${probe.status} ${JSON.stringify(probe.body)}`);
  return actor;
}

export async function badgeOf(actor: Actor, expected?: string): Promise<string | undefined> {
  const read = () => api<{ badge?: string }>(`/users/${encodeURIComponent(actor.email)}`, { token: actor.token });
  const res = expected ? await eventually(read, (r) => r.body.badge === expected) : await read();
  return res.body.badge;
}
