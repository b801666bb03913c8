import type Stripe from 'stripe';
import { MESSAGES, PACKAGES, PAYMENT_HISTORY_PAGE_SIZE, type PackageId, type Payment } from '@hostel/contracts';
import { loadPaymentsConfig } from '../svc-payments/src/config';
import { admin, badgeOf, pay, signUp, stripeClient, type Actor } from './support/actors';
import { api, eventually, expectErrorShape } from './support/client';
import { expectHealthy, GARBAGE_TOKEN, idOf, UNKNOWN_ID } from './support/fixtures';

interface IntentAnswer {
  clientSecret: string;
  status: string;
  paymentIntentId: string;
  message?: string;
}

const history = (actor: Actor, userId: string, query = '') => api<{ data: Payment[]; totalPages: number }>(`/payments/${userId}${query}`, { token: actor.token });
const save = (actor: Actor, pkg: PackageId, transactionId: string, extra: Record<string, unknown> = {}) =>
  api<{ success: boolean }>('/payments/save', { token: actor.token, body: { package: pkg, transactionId, ...extra } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

async function paid(actor: Actor, pkg: PackageId): Promise<string> {
  const intent = await pay(actor, pkg);
  expect(intent.status).toBe(200);
  expect(intent.body.clientSecret).toEqual(expect.any(String));
  return intent.body.paymentIntentId;
}

describe('a membership purchase (create-payment-intent, Stripe, save)', () => {
  it.each([
    ['silver', 'Silver'],
    ['gold', 'Gold'],
    ['platinum', 'Platinum'],
  ] as const)('when a student pays for %s and saves, then the badge becomes %s and the history shows the payment', async (pkg, badge) => {
    const student = await signUp();
    const transactionId = await paid(student, pkg);

    const saved = await save(student, pkg, transactionId, { userId: idOf(student), amount: PACKAGES[pkg].price });

    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ success: true });
    expect(await badgeOf(student, badge)).toBe(badge);
    const mine = await history(student, idOf(student));
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({
      totalPages: 1,
      data: [expect.objectContaining({ userId: idOf(student), email: student.email, package: pkg, amount: PACKAGES[pkg].price, transactionId, date: expect.any(String) })],
    });
  });

  it('when the intent is created with a package in another case, then the price is still the server’s', async () => {
    const student = await signUp();
    const transactionId = await paid(student, 'GOLD' as PackageId);

    const intent = await stripeClient().paymentIntents.retrieve(transactionId);

    expect(intent.amount).toBe(PACKAGES.gold.price * 100);
    expect(intent.metadata).toMatchObject({ userId: idOf(student), package: 'gold' });
  });

  it('when the same payment is saved twice (one after another and at once), then one record and one badge change', async () => {
    const student = await signUp();
    const transactionId = await paid(student, 'gold');

    const answers = await Promise.all([save(student, 'gold', transactionId), save(student, 'gold', transactionId)]);
    const again = await save(student, 'gold', transactionId);

    expect([...answers, again].map((res) => res.status)).toEqual([200, 200, 200]);
    expect(await badgeOf(student, 'Gold')).toBe('Gold');
    await settle();
    const mine = await history(student, idOf(student));
    expect(mine.body.data).toHaveLength(1);
    expect(mine.body.data[0]!.transactionId).toBe(transactionId);
  });

  it('when a student buys Silver after Platinum, then the badge stays Platinum (the highest tier paid for)', async () => {
    const student = await signUp();
    const platinum = await paid(student, 'platinum');
    expect((await save(student, 'platinum', platinum)).status).toBe(200);
    expect(await badgeOf(student, 'Platinum')).toBe('Platinum');

    const silver = await paid(student, 'silver');
    const saved = await save(student, 'silver', silver);

    expect(saved.body).toEqual({ success: true });
    expect((await history(student, idOf(student))).body.data.map((payment) => payment.package)).toEqual(['silver', 'platinum']);
    // Watch the badge for a while: a lowering would show up within the event's usual latency.
    const badge = await eventually(
      () => badgeOf(student),
      (current) => current !== 'Platinum',
      3000,
    );
    expect(badge).toBe('Platinum');
  });

  it('when a student has six payments, then the history pages by 5 newest first with totalPages 2', async () => {
    const student = await signUp();
    const ids: string[] = [];
    for (let i = 0; i < PAYMENT_HISTORY_PAGE_SIZE + 1; i++) {
      const transactionId = await paid(student, 'silver');
      await save(student, 'silver', transactionId);
      ids.push(transactionId);
    }

    const first = await history(student, idOf(student));
    const second = await history(student, idOf(student), '?page=2');

    expect(first.body.totalPages).toBe(2);
    expect(first.body.data.map((p) => p.transactionId)).toEqual(ids.slice(1).reverse());
    expect(second.body).toEqual({ totalPages: 2, data: [expect.objectContaining({ transactionId: ids[0] })] });
  });
});

describe('payments the server refuses (badge unchanged)', () => {
  it('when the transaction id is made up, then 404 (no such transaction) and nothing is saved', async () => {
    const student = await signUp();

    const res = await save(student, 'platinum', 'pi_madeUpByTheClient123');

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Unknown transaction', code: 'unknownTransaction' });
    await settle();
    expect(await badgeOf(student)).toBe('Bronze');
    expect((await history(student, idOf(student))).body).toEqual({ data: [], totalPages: 0 });
  });

  it("when a student saves another user's PaymentIntent, then 403; the payer can still save it", async () => {
    const [payer, thief] = await Promise.all([signUp(), signUp()]);
    const transactionId = await paid(payer, 'platinum');

    const stolen = await save(thief, 'platinum', transactionId);

    expect(stolen.status).toBe(403);
    expectErrorShape(stolen.body);
    await settle();
    expect(await badgeOf(thief)).toBe('Bronze');
    expect((await history(thief, idOf(thief))).body.data).toEqual([]);
    expect((await save(payer, 'platinum', transactionId)).status).toBe(200);
    expect(await badgeOf(payer, 'Platinum')).toBe('Platinum');
    expect((await save(thief, 'platinum', transactionId)).status).toBe(403);
  });

  it('when the save names a package other than the one paid for, then 400 and the badge stays', async () => {
    const student = await signUp();
    const transactionId = await paid(student, 'silver');

    const res = await save(student, 'platinum', transactionId);

    expect(res.status).toBe(400);
    expectErrorShape(res.body);
    await settle();
    expect(await badgeOf(student)).toBe('Bronze');
  });

  it('when a saved payment is saved again naming another package, then 409 and nothing changes; the same package still answers success', async () => {
    const student = await signUp();
    const transactionId = await paid(student, 'silver');
    expect((await save(student, 'silver', transactionId)).status).toBe(200);
    expect(await badgeOf(student, 'Silver')).toBe('Silver');

    for (const pkg of ['gold', 'platinum'] as const) {
      const replay = await save(student, pkg, transactionId);
      expect({ pkg, status: replay.status, body: replay.body }).toEqual({ pkg, status: 409, body: { success: false, message: MESSAGES.paymentAlreadySaved, code: 'paymentAlreadySaved' } });
    }
    expect((await save(student, 'silver', transactionId)).body).toEqual({ success: true });
    await settle();
    expect(await badgeOf(student)).toBe('Silver');
    expect((await history(student, idOf(student))).body.data).toEqual([expect.objectContaining({ transactionId, package: 'silver' })]);
  });

  it('when the client sends an amount other than the price, then create-payment-intent answers 400 and no intent is made', async () => {
    const student = await signUp();

    for (const amount of [1, PACKAGES.gold.price - 1, PACKAGES.platinum.price]) {
      const res = await api<IntentAnswer>('/payments/create-payment-intent', { token: student.token, body: { package: 'gold', amount } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Amount does not match the package price', code: 'amountNotPackagePrice' });
    }
    const matching = await api<IntentAnswer>('/payments/create-payment-intent', { token: student.token, body: { package: 'gold', amount: PACKAGES.gold.price } });
    expect(matching.status).toBe(200);
    expect(matching.body.status).toBe('requires_payment_method');
  });

  it('when the card 4000 0000 0000 0002 is declined at the card step (the SetupIntent from the API), then Stripe answers 402 "Your card was declined." and there is nothing to pay with', async () => {
    const student = await signUp();
    const setup = await api<{ clientSecret: string }>('/payments/setup-intent', { token: student.token, body: {} });
    const setupIntentId = setup.body.clientSecret.split('_secret_')[0]!;
    const paymentMethod = await stripeClient().paymentMethods.create({
      type: 'card',
      card: { number: '4000000000000002', exp_month: 12, exp_year: 2035, cvc: '123' },
    } as unknown as Stripe.PaymentMethodCreateParams);

    const declined = await stripeClient()
      .setupIntents.confirm(setupIntentId, { payment_method: paymentMethod.id })
      .then(
        () => undefined,
        (err: { statusCode?: number; message: string }) => err,
      );

    expect(declined).toMatchObject({ statusCode: 402, message: 'Your card was declined.' });
    expect((await stripeClient().setupIntents.retrieve(setupIntentId)).status).not.toBe('succeeded');
    expect(await badgeOf(student)).toBe('Bronze');
  });

  it("when the card is declined when charged, then create-payment-intent answers 402 with Stripe's message and nothing can be saved", async () => {
    const student = await signUp();

    const intent = await pay(student, 'gold', '4000000000000341');

    expect(intent.status).toBe(402);
    expect(intent.body).toEqual({ success: false, message: 'Your card was declined.' });
    await settle();
    expect(await badgeOf(student)).toBe('Bronze');
    expect((await history(student, idOf(student))).body.data).toEqual([]);
  });

  it('when the intent has not succeeded (no card, or 3-D Secure still pending), then save answers 400', async () => {
    const student = await signUp();
    const unpaid = await api<IntentAnswer>('/payments/create-payment-intent', { token: student.token, body: { package: 'silver' } });
    const secure = await pay(student, 'silver', '4000002500003155');
    expect(secure.body.status).toBe('requires_action');

    for (const transactionId of [unpaid.body.paymentIntentId, secure.body.paymentIntentId]) {
      const res = await save(student, 'silver', transactionId);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'The payment has not succeeded', code: 'paymentNotSucceeded' });
    }
    await settle();
    expect(await badgeOf(student)).toBe('Bronze');
  });

  it("when the save's userId is another user's, then 403", async () => {
    const [student, other] = await Promise.all([signUp(), signUp()]);
    const transactionId = await paid(student, 'silver');

    const res = await save(student, 'silver', transactionId, { userId: idOf(other) });

    expect(res.status).toBe(403);
    expectErrorShape(res.body);
  });
});

describe('payment routes: who may call and what input they take', () => {
  it('when create-payment-intent, setup-intent or save are called without a token or with a garbage one, then 401', async () => {
    for (const token of [undefined, GARBAGE_TOKEN]) {
      for (const [path, body] of [
        ['/payments/create-payment-intent', { package: 'gold' }],
        ['/payments/setup-intent', {}],
        ['/payments/save', { package: 'gold', transactionId: 'pi_123' }],
      ] as const) {
        const res = await api(path, { token, body });
        expect({ path, status: res.status }).toEqual({ path, status: 401 });
        expectErrorShape(res.body);
      }
    }
  });

  it('when a signed-in student asks for a setup intent, then a client secret comes back', async () => {
    const student = await signUp();

    const res = await api<{ clientSecret: string }>('/payments/setup-intent', { token: student.token, body: {} });

    expect(res.status).toBe(200);
    expect(res.body.clientSecret).toMatch(/^seti_/);
  });

  it('when the package, amount, payment method or transaction id are wrong, operators or not JSON, then 400', async () => {
    const student = await signUp();

    for (const body of [{}, { package: 'diamond' }, { package: { $ne: null } }, { package: 'gold', amount: '399' }, { package: 'gold', amount: -1 }, { package: 'gold', paymentMethodId: 'card_1' }, '{package']) {
      const res = await api('/payments/create-payment-intent', { token: student.token, body });
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
    }
    for (const body of [{ package: 'gold' }, { package: 'gold', transactionId: { $ne: null } }, { package: 'gold', transactionId: 'not-an-intent' }, { package: 'gold', transactionId: `pi_${'x'.repeat(300)}` }]) {
      const res = await api('/payments/save', { token: student.token, body });
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
    }
    await expectHealthy();
  });

  it("when a student is made admin, then they read another user's history with the token they already hold", async () => {
    const [student, other, adminActor] = await Promise.all([signUp(), signUp(), admin()]);
    const transactionId = await paid(other, 'silver');
    expect((await save(other, 'silver', transactionId)).status).toBe(200);
    expect((await history(student, idOf(other))).status).toBe(403);

    const promoted = await api(`/users/make-admin/${idOf(student)}`, { method: 'PATCH', token: adminActor.token });

    expect(promoted.status).toBe(200);
    // svc-payments learns the role from user.role_changed; the student's token still says 'user'.
    const asPromoted = await eventually(
      () => history(student, idOf(other)),
      (res) => res.status === 200,
    );
    expect(asPromoted.status).toBe(200);
    expect(asPromoted.body.data.map((payment) => payment.transactionId)).toEqual([transactionId]);
  });

  it("when a student reads another user's history, then 403; an admin may; without a token 401; a malformed id 400", async () => {
    const [student, other, adminActor] = await Promise.all([signUp(), signUp(), admin()]);

    expect((await history(other, idOf(student))).status).toBe(403);
    const asAdmin = await history(adminActor, idOf(student));
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toEqual({ data: [], totalPages: 0 });
    for (const token of [undefined, GARBAGE_TOKEN]) {
      expect((await api(`/payments/${idOf(student)}`, { token })).status).toBe(401);
    }
    for (const path of ['/payments/not-an-id', '/payments/%24ne', `/payments/${idOf(student)}?page=0`, `/payments/${idOf(student)}?limit[$gt]=1`]) {
      const res = await api(path, { token: adminActor.token });
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expectErrorShape(res.body);
    }
  });
});

describe('POST /api/payments/webhook', () => {
  const secret = loadPaymentsConfig().STRIPE_WEBHOOK_SECRET;
  const eventFor = (intent: unknown) => JSON.stringify({ id: `evt_${Date.now()}`, object: 'event', type: 'payment_intent.succeeded', data: { object: intent } });

  it('when the signature is missing or wrong, then 400 and nothing is saved', async () => {
    const student = await signUp();
    const transactionId = await paid(student, 'gold');
    const payload = eventFor(await stripeClient().paymentIntents.retrieve(transactionId));
    const forged = stripeClient().webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_the_real_secret' });

    const attempts: Record<string, string>[] = [{}, { 'Stripe-Signature': forged }, { 'Stripe-Signature': 'garbage' }];
    for (const headers of attempts) {
      const res = await api('/payments/webhook', { body: payload, headers });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Invalid webhook signature' });
    }
    await settle();
    expect(await badgeOf(student)).toBe('Bronze');
    expect((await history(student, idOf(student))).body.data).toEqual([]);
  });

  it('when Stripe sends a signed payment_intent.succeeded, then the payment is saved and the badge follows; a later save changes nothing', async () => {
    const student = await signUp();
    const transactionId = await paid(student, 'platinum');
    const payload = eventFor(await stripeClient().paymentIntents.retrieve(transactionId));
    const signature = stripeClient().webhooks.generateTestHeaderString({ payload, secret });

    const res = await api<{ received: boolean }>('/payments/webhook', { body: payload, headers: { 'Stripe-Signature': signature } });
    const redelivered = await api('/payments/webhook', { body: payload, headers: { 'Stripe-Signature': signature } });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    expect(redelivered.status).toBe(200);
    expect(await badgeOf(student, 'Platinum')).toBe('Platinum');
    expect((await save(student, 'platinum', transactionId)).status).toBe(200);
    expect((await history(student, idOf(student))).body.data.map((p) => p.transactionId)).toEqual([transactionId]);
  });
});

describe('money taken back (signed charge.refunded and lost charge.dispute.closed webhooks)', () => {
  const secret = loadPaymentsConfig().STRIPE_WEBHOOK_SECRET;
  /** A signed event, ready to be delivered (and delivered again, as Stripe retries). */
  const signedEvent = (type: string, object: object) => {
    const payload = JSON.stringify({ id: `evt_${type}_${Date.now()}`, object: 'event', type, data: { object } });
    const headers = { 'Stripe-Signature': stripeClient().webhooks.generateTestHeaderString({ payload, secret }) };
    return () => api<{ received: boolean }>('/payments/webhook', { body: payload, headers });
  };
  const webhook = (type: string, object: object) => signedEvent(type, object)();
  /** Refunds the payment at Stripe; answers the delivery of the charge.refunded event Stripe sends for it. */
  async function refundEvent(transactionId: string) {
    await stripeClient().refunds.create({ payment_intent: transactionId });
    const intent = await stripeClient().paymentIntents.retrieve(transactionId);
    const charge = intent.latest_charge as unknown as Stripe.Charge;
    return signedEvent('charge.refunded', { ...charge, payment_intent: transactionId, refunded: true, amount_refunded: intent.amount });
  }
  const refund = async (transactionId: string) => (await refundEvent(transactionId))();
  async function paidAndSaved(actor: Actor, pkg: PackageId, badge: string): Promise<string> {
    const transactionId = await paid(actor, pkg);
    expect((await save(actor, pkg, transactionId)).status).toBe(200);
    expect(await badgeOf(actor, badge)).toBe(badge);
    return transactionId;
  }

  it("when a student's only paid package is refunded, then the badge returns to Bronze and the history marks it refunded; a redelivery changes nothing", async () => {
    const student = await signUp();
    const transactionId = await paidAndSaved(student, 'gold', 'Gold');

    const deliver = await refundEvent(transactionId);
    const res = await deliver();
    const redelivered = await deliver();

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    expect(redelivered.status).toBe(200);
    expect(await badgeOf(student, 'Bronze')).toBe('Bronze');
    expect((await history(student, idOf(student))).body.data).toEqual([expect.objectContaining({ transactionId, refundedAt: expect.any(String) })]);
    // The save the browser may still send after the refund changes nothing.
    expect((await save(student, 'gold', transactionId)).status).toBe(200);
    await settle();
    expect(await badgeOf(student)).toBe('Bronze');
    // svc-meals' read model follows the badge down: Bronze is refused before the (unknown) meal is looked up.
    const request = await eventually(
      () => api('/serve-meals', { token: student.token, body: { mealId: UNKNOWN_ID } }),
      (res) => res.status === 403,
    );
    expect(request.body).toEqual({ success: false, message: MESSAGES.upgradeToRequest, code: 'upgradeToRequest' });
  });

  it('when the lower of two paid packages is refunded, then the higher badge stays', async () => {
    const student = await signUp();
    const silver = await paidAndSaved(student, 'silver', 'Silver');
    await paidAndSaved(student, 'platinum', 'Platinum');

    expect((await refund(silver)).status).toBe(200);

    const badge = await eventually(
      () => badgeOf(student),
      (current) => current !== 'Platinum',
      3000,
    );
    expect(badge).toBe('Platinum');
    expect((await history(student, idOf(student))).body.data.find((payment) => payment.transactionId === silver)?.refundedAt).toEqual(expect.any(String));
  });

  it('when a dispute of the higher payment is lost, then the badge falls to the tier still paid for; a dispute won takes nothing back', async () => {
    const student = await signUp();
    await paidAndSaved(student, 'silver', 'Silver');
    const gold = await paidAndSaved(student, 'gold', 'Gold');
    const dispute = { id: 'dp_test', object: 'dispute', charge: 'ch_test', payment_intent: gold, reason: 'fraudulent' };

    expect((await webhook('charge.dispute.closed', { ...dispute, status: 'won' })).status).toBe(200);
    await settle();
    expect(await badgeOf(student)).toBe('Gold');
    expect((await webhook('charge.dispute.closed', { ...dispute, status: 'lost' })).status).toBe(200);

    expect(await badgeOf(student, 'Silver')).toBe('Silver');
  });

  it('when the refund event is not signed with the webhook secret, then 400 and the badge stays', async () => {
    const student = await signUp();
    const transactionId = await paidAndSaved(student, 'silver', 'Silver');
    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_forged', object: 'charge', refunded: true, payment_intent: transactionId } } });

    const res = await api('/payments/webhook', { body: payload, headers: { 'Stripe-Signature': stripeClient().webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_the_real_secret' }) } });

    expect(res.status).toBe(400);
    await settle();
    expect(await badgeOf(student)).toBe('Silver');
  });
});
