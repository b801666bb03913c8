/**
 * Paying a mess statement by card through the gateway (DESIGN §9 "Paying"): closing a month in svc-mess issues the
 * statement, svc-payments keeps what it owes from `statement.issued`, charges that at localstripe (never an amount
 * from the client) and svc-mess marks it paid from `payment.succeeded { kind: 'statement' }`, once. The late fee is
 * judged by each service's own clock, so the suite sets both to the same instant (PUT /test/clock on each service,
 * NODE_ENV=test; never routed by the gateway). A month of its own (May 2027) keeps it apart from the other suites.
 */
import { MESSAGES, type Payment } from '@hostel/contracts';
import { loadPaymentsConfig } from '../svc-payments/src/config';
import { admin, badgeOf, cardPaymentMethod, signUp, stripeClient, type Actor } from './support/actors';
import { joinApproved } from './support/mess';
import { api, eventually } from './support/client';
import { idOf, UNKNOWN_ID } from './support/fixtures';
import { API_PORTS } from './support/ports';

interface StatementAnswer {
  id: string;
  status: string;
  lines: { kind: string; count?: number; rate?: number; amount: number }[];
  subtotal: number;
  lateFee: number;
  total: number;
  paidAt?: string;
  message?: string;
}
interface IntentAnswer {
  clientSecret: string;
  status: string;
  paymentIntentId: string;
  message?: string;
}

const MONTH = '2027-05';

/** Both services judge the late fee by their clock: they must read the same one. */
async function setClocks(at: string | null): Promise<void> {
  for (const port of [API_PORTS.mess, API_PORTS.payments]) {
    const res = await fetch(`http://127.0.0.1:${port}/test/clock`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ at }) });
    if (res.status !== 200) throw new Error(`could not set the clock on :${port}: ${res.status} ${await res.text()}`);
  }
}

const statementOf = (actor: Actor) => api<StatementAnswer>(`/mess/statements/me?month=${MONTH}`, { token: actor.token });
const intentFor = (actor: Actor, body: Record<string, unknown>) => api<IntentAnswer>('/payments/create-payment-intent', { token: actor.token, body });
const payCard = async (actor: Actor, statementId: string) => intentFor(actor, { statementId, paymentMethodId: await cardPaymentMethod() });
const history = (actor: Actor) => api<{ data: Payment[]; totalPages: number }>(`/payments/${idOf(actor)}`, { token: actor.token });
const webhookSecret = loadPaymentsConfig().STRIPE_WEBHOOK_SECRET;

describe('paying a mess statement by card', () => {
  let boss: Actor;
  let student: Actor;
  let other: Actor;
  /** A third boarder, whose statement an admin adjusts while their card is being charged. */
  let adjusted: Actor;
  let statement: StatementAnswer;
  let othersStatement: StatementAnswer;

  beforeAll(async () => {
    [boss, student, other, adjusted] = await Promise.all([admin(), signUp(), signUp(), signUp()]);
    // Noon on 20 May: the 21st is the first day a boarder can join from.
    await setClocks('2027-05-20T12:00:00+06:00');
    for (const boarder of [student, other, adjusted]) {
      const joined = (await joinApproved(boarder, '2027-05-21', boss)).approved;
      if (joined.status !== 200) throw new Error(`joining the mess failed: ${joined.status} ${JSON.stringify(joined.body)}`);
    }
    // May has ended; its statements fall due on 10 June.
    await setClocks('2027-06-03T12:00:00+06:00');
    const closed = await api('/mess/statements/close', { token: boss.token, body: { month: MONTH } });
    if (closed.status !== 200) throw new Error(`closing ${MONTH} failed: ${closed.status} ${JSON.stringify(closed.body)}`);
    statement = (await statementOf(student)).body;
    othersStatement = (await statementOf(other)).body;
    expect(statement).toMatchObject({ status: 'due', id: expect.any(String) });
    // svc-payments learns the statement from svc-mess's event: an intent without a card charges nothing.
    const known = await eventually(
      () => intentFor(student, { statementId: statement.id }),
      (res) => res.status !== 404,
    );
    expect(known.status).toBe(200);
    await eventually(
      () => intentFor(other, { statementId: othersStatement.id }),
      (res) => res.status !== 404,
    );
  });

  afterAll(() => setClocks(null));

  it('when the body carries an amount, names no statement the server knows, or another boarder’s, then 400, 404, 403 and nothing is charged', async () => {
    const tampered = await intentFor(student, { statementId: statement.id, amount: 1, paymentMethodId: await cardPaymentMethod() });
    expect(tampered.status).toBe(400);
    expect(tampered.body.message).toMatch(/amount/);
    expect((await intentFor(student, { statementId: statement.id, package: 'gold' })).status).toBe(400);

    const unknown = await intentFor(student, { statementId: UNKNOWN_ID });
    expect(unknown.status).toBe(404);
    const notMine = await intentFor(student, { statementId: othersStatement.id });
    expect(notMine.status).toBe(403);

    expect((await history(student)).body.data).toEqual([]);
    expect((await statementOf(student)).body.status).toBe('due');
  });

  it('when the boarder pays three days late, then the card is charged what svc-mess shows (late fee included) and the statement is paid, once', async () => {
    // 14 June noon: 11, 12 and 13 June have ended after the due date.
    await setClocks('2027-06-14T12:00:00+06:00');
    const shown = (await statementOf(student)).body;
    expect(shown.lateFee).toBeGreaterThan(0);

    const paid = await payCard(student, statement.id);

    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('succeeded');
    const intent = await stripeClient().paymentIntents.retrieve(paid.body.paymentIntentId);
    expect(intent.amount).toBe(shown.total * 100);
    expect(intent.metadata).toMatchObject({ kind: 'statement', statementId: statement.id, userId: idOf(student) });
    const saved = await api('/payments/save', { token: student.token, body: { statementId: statement.id, transactionId: paid.body.paymentIntentId } });
    expect(saved.status).toBe(200);

    const settled = await eventually(
      () => statementOf(student),
      (res) => res.body.status === 'paid',
    );
    expect(settled.body).toMatchObject({ status: 'paid', total: shown.total, paidAt: expect.any(String) });
    const mine = await history(student);
    expect(mine.body.data).toEqual([expect.objectContaining({ kind: 'statement', statementId: statement.id, month: MONTH, amount: shown.total, transactionId: paid.body.paymentIntentId })]);
    expect(mine.body.data[0]).not.toHaveProperty('package');
  });

  it('when the paid statement is paid again, then 409 and no second charge', async () => {
    const again = await payCard(student, statement.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.statementAlreadyPaid);
    expect((await history(student)).body.data).toHaveLength(1);
  });

  it('when Stripe delivers the payment again (webhook) and the browser saves it again, then nothing changes and the badge stays Bronze', async () => {
    const [payment] = (await history(student)).body.data;
    const paidAt = (await statementOf(student)).body.paidAt;
    const intent = await stripeClient().paymentIntents.retrieve(payment!.transactionId);
    const payload = JSON.stringify({ id: `evt_statement_${Date.now()}`, object: 'event', type: 'payment_intent.succeeded', data: { object: intent } });
    const headers = { 'Stripe-Signature': stripeClient().webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };

    const delivered = [await api('/payments/webhook', { body: payload, headers }), await api('/payments/webhook', { body: payload, headers })];
    const savedAgain = await api('/payments/save', { token: student.token, body: { statementId: statement.id, transactionId: payment!.transactionId } });

    expect(delivered.map((res) => res.status)).toEqual([200, 200]);
    expect(savedAgain.status).toBe(200);
    expect((await history(student)).body.data).toEqual([payment]);
    expect((await statementOf(student)).body).toMatchObject({ status: 'paid', paidAt });
    expect(await badgeOf(student)).toBe('Bronze');
  });

  it('when two payments of one statement race, then one pays it and the other is refused (refunded if charged)', async () => {
    const answers = await Promise.all([payCard(other, othersStatement.id), payCard(other, othersStatement.id)]);

    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.status === 200)!.body.paymentIntentId;
    const rows = (await history(other)).body.data;
    expect(rows.filter((row) => !row.refundedAt).map((row) => row.transactionId)).toEqual([winner]);
    // A loser that Stripe had charged shows refunded and its money went back; one refused before charging left no row.
    const refundsOf = async (paymentIntent: string) => (await stripeClient().refunds.list({ payment_intent: paymentIntent })).data.length;
    for (const row of rows.filter((entry) => entry.transactionId !== winner)) {
      expect(row.refundedAt).toEqual(expect.any(String));
      expect(await refundsOf(row.transactionId)).toBe(1);
    }
    expect(await refundsOf(winner)).toBe(0);
    await eventually(
      () => statementOf(other),
      (res) => res.body.status === 'paid',
    );
  });

  it('when Stripe takes the statement’s payment back (refund, charge.refunded), then the statement is due again, late fee running, and can be paid again', async () => {
    const [payment] = (await history(student)).body.data.filter((row) => !row.refundedAt);
    await stripeClient().refunds.create({ payment_intent: payment!.transactionId });
    const intent = await stripeClient().paymentIntents.retrieve(payment!.transactionId);
    const charge = intent.latest_charge as unknown as Record<string, unknown>;
    const payload = JSON.stringify({ id: `evt_statement_refund_${Date.now()}`, object: 'event', type: 'charge.refunded', data: { object: { ...charge, payment_intent: intent.id, refunded: true, amount_refunded: intent.amount } } });
    const headers = { 'Stripe-Signature': stripeClient().webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };
    // Two days on (16 June noon): five whole days late now, none of it frozen by the payment taken back.
    await setClocks('2027-06-16T12:00:00+06:00');

    expect((await api('/payments/webhook', { body: payload, headers })).status).toBe(200);
    expect((await api('/payments/webhook', { body: payload, headers })).status).toBe(200);

    const reopened = await eventually(
      () => statementOf(student),
      (res) => res.body.status !== 'paid',
    );
    // The default terms cap the fee at 10 days: five days' fee at the statement's rate, none frozen by the payment.
    const lateLine = reopened.body.lines.find((line) => line.kind === 'late fee');
    expect(lateLine).toMatchObject({ count: 5, amount: 5 * lateLine!.rate! });
    expect(reopened.body).toMatchObject({ status: 'due', overdue: true, lateFee: lateLine!.amount, total: reopened.body.subtotal + lateLine!.amount });
    expect(reopened.body).not.toHaveProperty('paidAt');
    expect((await history(student)).body.data).toEqual([expect.objectContaining({ transactionId: payment!.transactionId, refundedAt: expect.any(String) })]);
    expect(await badgeOf(student)).toBe('Bronze');

    const again = await payCard(student, statement.id);
    expect(again.status).toBe(200);
    expect((await stripeClient().paymentIntents.retrieve(again.body.paymentIntentId)).amount).toBe(reopened.body.total * 100);
    const repaid = await eventually(
      () => statementOf(student),
      (res) => res.body.status === 'paid',
    );
    expect(repaid.body).toMatchObject({ status: 'paid', total: reopened.body.total });
  });

  it('when an admin adjusts the statement while the card is being charged, then that payment is refunded (409) and the boarder pays the new amount', async () => {
    const owed = (await statementOf(adjusted)).body;
    // A card that asks for 3-D Secure: the intent waits for the boarder's authentication, the window an admin adjusts in.
    const threeDSecure = await cardPaymentMethod('4000002760003184');
    const started = await eventually(
      () => intentFor(adjusted, { statementId: owed.id, paymentMethodId: threeDSecure }),
      (res) => res.status !== 404,
    );
    expect(started.body.status).toBe('requires_action');
    const adjustment = await api(`/mess/statements/${owed.id}/adjustments`, { token: boss.token, body: { amount: 50, reason: 'Broken plate' } });
    expect(adjustment.status).toBe(200);
    // svc-payments has the adjusted statement once a new intent is for the new total.
    await eventually(
      async () => (await stripeClient().paymentIntents.retrieve((await intentFor(adjusted, { statementId: owed.id })).body.paymentIntentId)).amount,
      (amount) => amount === (owed.total + 50) * 100,
    );

    // The boarder completes 3-D Secure (localstripe's stand-in for the bank's page, as Stripe.js calls it).
    const authenticated = await fetch(`${process.env.STRIPE_API_BASE ?? 'http://127.0.0.1:8420'}/v1/payment_intents/${started.body.paymentIntentId}/_authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Bearer ${process.env.STRIPE_SECRET_KEY ?? 'sk_test_localstripe'}` },
      body: new URLSearchParams({ client_secret: started.body.clientSecret, success: 'true' }),
    });
    expect(authenticated.status).toBe(200);
    const confirmed = await stripeClient().paymentIntents.retrieve(started.body.paymentIntentId);
    expect(confirmed.status).toBe('succeeded');
    const saved = await api<{ message: string; code?: string }>('/payments/save', { token: adjusted.token, body: { statementId: owed.id, transactionId: confirmed.id } });

    expect(saved.status).toBe(409);
    expect(saved.body.message).toBe(MESSAGES.statementChanged);
    expect((await stripeClient().refunds.list({ payment_intent: confirmed.id })).data).toHaveLength(1);
    expect((await history(adjusted)).body.data).toEqual([expect.objectContaining({ transactionId: confirmed.id, amount: owed.total, refundedAt: expect.any(String) })]);
    expect((await statementOf(adjusted)).body).toMatchObject({ status: 'due', total: owed.total + 50 });

    const paid = await payCard(adjusted, owed.id);
    expect(paid.status).toBe(200);
    expect((await stripeClient().paymentIntents.retrieve(paid.body.paymentIntentId)).amount).toBe((owed.total + 50) * 100);
    await eventually(
      () => statementOf(adjusted),
      (res) => res.body.status === 'paid',
    );
  });
});
