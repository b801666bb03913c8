/**
 * DESIGN §11 "Nothing lost under load and faults": 50 boarders switch meals, pay ahead, pay by card in part, twice
 * from two tabs or through 3-D Secure and the webhook alone, get refunded, while an admin closes the month, adjusts
 * and records cash and bKash; RabbitMQ restarts during the first half and the databases of svc-mess and svc-payments
 * (each behind a TCP proxy the suite owns) are cut during the second. A request that fails on the way is sent again
 * as a client would: the same body where the API keys it (card intents, mobile-money references, webhooks), and
 * after reading the account first where it does not (cash, adjustments). Afterwards every balance equals the one
 * computed here from what was done and what Stripe charged, and reconciliation finds no mismatch. Each service is its
 * own process against the real servers; svc-mess and svc-payments judge time by one clock the suite sets.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type Stripe from 'stripe';
import { API, cardMismatches, pathOf, type Account, type CardTotals, type MessSettings, type Reconciliation, type Statement } from '@hostel/contracts';
import { requireServer, TcpProxy } from '@hostel/platform/testing';
import { startProcessBackend, type ProcessBackend } from '../scripts/stack/backend';
import { loadPaymentsConfig } from '../svc-payments/src/config';
import { admin, cardPaymentMethod, signUp, stripeClient, type Actor } from './support/actors';
import { api, eventually, type ApiResponse, type RequestOptions } from './support/client';
import { idOf } from './support/fixtures';
import { joinApproved } from './support/mess';
import { ownRealStackEnv } from './support/own-stack';

const exec = promisify(execFile);
const ctl = join(__dirname, '../scripts/test-servers/ctl.sh');
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
const PORTS = { gateway: 19880 + offset, meals: 19801 + offset, users: 19802 + offset, payments: 19803 + offset, mess: 19804 + offset };
const BOARDERS = 50;
const MONTH = '2027-09';
/** The first day a boarder can join from at noon on 20 September, and the days their switches touch. */
const JOINED = '2027-09-21';
const BILLED_DAYS = 10;
const SWITCH_DAYS = Array.from({ length: 9 }, (_, index) => `2027-09-${String(22 + index).padStart(2, '0')}`);
const SLOTS = ['Breakfast', 'Lunch', 'Dinner'] as const;
const CUT_MS = 6_000;
/** How long a client keeps sending one request again while the servers are away. */
const PERSIST_MS = 120_000;
/** Longer than a request can stay at work in a service after the gateway's 15 s. */
const SETTLE_MS = 30_000;
const THREE_D_SECURE_CARD = '4000002760003184';

/** MESS_BOOKS_DEBUG=1: the services' warnings, the phases and every answer sent again, on stdout. */
const DEBUG = Boolean(process.env.MESS_BOOKS_DEBUG);
const started = Date.now();
const mark = (what: string) => DEBUG && process.stdout.write(`[books +${((Date.now() - started) / 1000).toFixed(1)}s] ${what}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Away or busy for a moment: the request may be sent again (the gateway's 502/503/504, a refused connection, 429). */
const transient = (status: number) => status === 0 || status === 429 || status >= 500;
const shuffled = <T>(items: readonly T[]): T[] =>
  items
    .map((item) => ({ item, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);

/** One call, a network failure answered as status 0 rather than thrown. */
async function call<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  try {
    return await api<T>(path, options);
  } catch (err) {
    return { status: 0, body: String(err) as T, headers: new Headers() };
  }
}

/**
 * Sends until the answer is no longer transient. `landed` is asked after a transient failure and before the next
 * try, for writes without a key of their own: a write that went through before its answer was lost is not repeated.
 */
async function persist<T>(what: string, send: () => Promise<ApiResponse<T>>, landed?: () => Promise<boolean>, retryOn: (res: ApiResponse<T>) => boolean = (res) => transient(res.status)): Promise<ApiResponse<T> & { landedUnanswered?: true }> {
  const deadline = Date.now() + PERSIST_MS;
  for (;;) {
    const res = await send();
    if (!retryOn(res)) return res;
    if (res.status !== 0) mark(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    if (Date.now() > deadline) throw new Error(`${what} never went through: ${res.status} ${JSON.stringify(res.body)}`);
    await sleep(300 + Math.random() * 400);
    // A request the gateway gave up on (15 s) may still be at work in the service, riding out the cut: the desk
    // waits it out before looking whether it landed.
    if (landed) {
      await sleep(SETTLE_MS);
      if (await landed()) return { ...res, landedUnanswered: true };
    }
  }
}

/** What the suite did to one boarder's account, in taka, apart from card payments (Stripe says what it charged). */
interface Done {
  boarder: Actor;
  index: number;
  /** The month's meals by hand: every slot of every billed day, less the ones the boarder left off. */
  meals: number;
  adjustments: number;
  inPerson: number;
  refundedIntents: Set<string>;
  statementId?: string;
}

describe('the mess’s books through a RabbitMQ restart and a database cut (real servers, one process per service)', () => {
  const run = randomBytes(4).toString('hex');
  let messProxy: TcpProxy;
  let paymentsProxy: TcpProxy;
  let backend: ProcessBackend;
  let boss: Actor;
  let settings: MessSettings;
  const done: Done[] = [];
  const stripe = stripeClient();
  const webhookSecret = loadPaymentsConfig().STRIPE_WEBHOOK_SECRET;

  const setClocks = async (at: string | null) => {
    for (const port of [PORTS.mess, PORTS.payments]) {
      const res = await fetch(`http://127.0.0.1:${port}/test/clock`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ at }) });
      if (res.status !== 200) throw new Error(`could not set the clock on :${port}: ${res.status} ${await res.text()}`);
    }
  };
  const accountOf = (userId: string) => persist('reading an account', () => call<Account>(`${pathOf(API.getAccount, { userId })}?limit=100`, { token: boss.token }));
  const hasEntry = (userId: string, matches: (entry: Account['entries'][number]) => boolean) => async () => (await accountOf(userId)).body.entries.some(matches);

  /** A webhook as Stripe signs it, delivered until svc-payments takes it (Stripe retries for days). */
  const deliver = async (type: 'payment_intent.succeeded' | 'charge.refunded', intent: Stripe.PaymentIntent) => {
    const object =
      type === 'charge.refunded'
        ? { ...(intent.latest_charge as unknown as Record<string, unknown>), payment_intent: intent.id, refunded: true, amount_refunded: intent.amount }
        : intent;
    const payload = JSON.stringify({ id: `evt_${randomBytes(8).toString('hex')}`, object: 'event', type, data: { object } });
    const headers = { 'Stripe-Signature': stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };
    const res = await persist(`the ${type} webhook of ${intent.id}`, () => call(pathOf(API.stripeWebhook), { body: payload, headers }));
    expect({ webhook: type, status: res.status }).toEqual({ webhook: type, status: 200 });
  };

  /**
   * Pays by card, the same body again while it fails: svc-payments may not know the statement yet (its event waits
   * for the broker and the database), and a payment whose making the cut interrupted asks to be tried in a moment.
   */
  const payByCard = async (boarder: Actor, body: Record<string, unknown>) =>
    persist(
      'a card payment',
      () => call<{ status: string; paymentIntentId: string; clientSecret: string }>(pathOf(API.createPaymentIntent), { token: boarder.token, body }),
      undefined,
      (res) => transient(res.status) || (res.status === 404 && 'statementId' in body) || (res.status === 409 && /try again in a moment/.test(String((res.body as { message?: unknown }).message))),
    );

  const adjust = async (entry: Done, amount: number) => {
    const reason = `Adjustment ${run} ${entry.index} ${amount}`;
    const res = await persist(
      'an adjustment',
      () => call(pathOf(API.addAdjustment, { id: entry.statementId! }), { token: boss.token, body: { amount, reason } }),
      hasEntry(idOf(entry.boarder), (row) => row.kind === 'adjustment' && row.note === reason),
    );
    if (res.status === 200 || res.landedUnanswered) entry.adjustments += amount;
    else expect({ adjustment: reason, status: res.status, body: res.body }).toEqual({ adjustment: reason, status: 200, body: expect.anything() });
  };

  /** Cash has no key of its own: the desk looks in the account before recording it again. bKash's reference is one. */
  const recordInPerson = async (entry: Done, amount: number, method: 'cash' | 'bKash') => {
    const reference = method === 'cash' ? `Cash ${run} ${entry.index} ${amount}` : `BK${run}${entry.index}${amount}`;
    const userId = idOf(entry.boarder);
    const res = await persist(
      `a ${method} payment`,
      () => call(pathOf(API.recordPayment), { token: boss.token, body: { userId, amount, method, reference, receivedAt: new Date().toISOString() } }),
      method === 'cash' ? hasEntry(userId, (row) => row.kind === 'payment' && row.reference === reference) : undefined,
    );
    // A bKash reference answered 409 after an answer was lost: the first try recorded it.
    const recorded = res.status === 200 || res.landedUnanswered || (method === 'bKash' && res.status === 409);
    expect({ reference, recorded, status: res.status }).toEqual({ reference, recorded: true, status: res.status });
    entry.inPerson += amount;
  };

  beforeAll(async () => {
    const mongoUri = requireServer('MONGODB_URI');
    messProxy = await TcpProxy.forUrl(mongoUri, 27017);
    paymentsProxy = await TcpProxy.forUrl(mongoUri, 27017);
    backend = await startProcessBackend(PORTS, ownRealStackEnv('books', { RATE_LIMIT_PAYMENTS: '100000', RATE_LIMIT_MESS_WRITES: '100000', ...(DEBUG ? { LOG_LEVEL: 'warn' } : {}) }), !DEBUG, 1, {
      'svc-mess': { MONGODB_URI: messProxy.urlFor(mongoUri) },
      'svc-payments': { MONGODB_URI: paymentsProxy.urlFor(mongoUri) },
    });
    process.env.API_GATEWAY_URL = backend.gatewayUrl;
    boss = await admin();
    settings = (await api<MessSettings>(pathOf(API.getMessSettings), { token: boss.token })).body;
    const boarders: Actor[] = [];
    while (boarders.length < BOARDERS) boarders.push(...(await Promise.all(Array.from({ length: 10 }, () => signUp()))));
    await setClocks('2027-09-20T12:00:00+06:00');
    for (const [index, boarder] of boarders.entries()) {
      const { approved } = await joinApproved(boarder, JOINED, boss);
      if (approved.status !== 200) throw new Error(`joining the mess failed: ${approved.status} ${JSON.stringify(approved.body)}`);
      const perDay = SLOTS.reduce((sum, slot) => sum + settings.rates[slot], 0);
      done.push({ boarder, index, meals: BILLED_DAYS * perDay, adjustments: 0, inPerson: 0, refundedIntents: new Set() });
    }
  }, 240_000);

  afterAll(async () => {
    await exec('bash', [ctl, 'start', 'rabbitmq']).catch(() => undefined);
    await Promise.all([messProxy, paymentsProxy].map((proxy) => proxy?.open()));
    await setClocks(null).catch(() => undefined);
    await backend?.stop();
    await Promise.all([messProxy, paymentsProxy].map((proxy) => proxy?.close()));
  }, 60_000);

  it('when 50 boarders switch, pay and are paid for through a broker restart and a database cut, then every balance is the one done by hand and the books agree', async () => {
    let markSecondHalf!: () => void;
    const secondHalf = new Promise<void>((resolve) => (markSecondHalf = resolve));
    const faults = (async () => {
      await sleep(1_000);
      mark('broker restart');
      await exec('bash', [ctl, 'restart', 'rabbitmq']);
      mark('broker back');
      await secondHalf;
      await sleep(1_500);
      mark('cut');
      await Promise.all([messProxy.close(), paymentsProxy.close()]);
      await sleep(CUT_MS);
      await Promise.all([messProxy.open(), paymentsProxy.open()]);
      mark('cut over');
    })();

    mark('first half');
    // The first half, on 20 September: switches for the rest of the month, deposits by card, cash ahead.
    await Promise.all(
      done.map(async (entry) => {
        const { boarder, index } = entry;
        const off = [
          { date: SWITCH_DAYS[index % 9]!, slot: SLOTS[index % 3]! },
          { date: SWITCH_DAYS[(index + 4) % 9]!, slot: SLOTS[(index + 1) % 3]! },
        ];
        // Off, then on again: billed as if never switched.
        const back = { date: SWITCH_DAYS[(index + 2) % 9]!, slot: SLOTS[(index + 2) % 3]! };
        const switches = [...off.map((slot) => ({ ...slot, on: false })), { ...back, on: false }, { ...back, on: true }];
        for (const { date, slot, on } of switches) {
          const res = await persist('a switch', () => call(pathOf(API.setPlanSlot, { date, slot }), { method: 'PUT', token: boarder.token, body: { on } }));
          expect({ date, slot, status: res.status }).toEqual({ date, slot, status: 200 });
        }
        entry.meals -= off.reduce((sum, { slot }) => sum + settings.rates[slot], 0);
        if (index % 6 === 0) {
          const deposit = await payByCard(boarder, { deposit: 500 + index, paymentMethodId: await cardPaymentMethod() });
          expect({ deposit: deposit.status, state: deposit.body.status }).toEqual({ deposit: 200, state: 'succeeded' });
        }
        if (index % 10 === 7) await recordInPerson(entry, 250, 'cash');
      }),
    );

    // September has ended; its statements fall due on 10 October, after everything below.
    await setClocks('2027-10-03T12:00:00+06:00');
    const closed = await persist('the close', () => call(pathOf(API.closeMonth), { token: boss.token, body: { month: MONTH } }));
    expect(closed.status).toBe(200);
    for (const entry of done) {
      const statement = await persist('a statement', () => call<Statement>(`${pathOf(API.getMyStatement)}?month=${MONTH}`, { token: entry.boarder.token }));
      expect({ boarder: entry.index, subtotal: statement.body.subtotal }).toEqual({ boarder: entry.index, subtotal: entry.meals });
      entry.statementId = statement.body.id;
    }

    // The second half, on 3 October, with the databases cut in its midst.
    mark('second half');
    markSecondHalf();
    await Promise.all(
      done.map(async (entry) => {
        const { boarder, index, statementId } = entry;
        await sleep(Math.random() * 3_000);
        if (index % 3 === 0) await adjust(entry, 50);
        if (index % 5 === 0) {
          // In part, then the rest of what svc-payments finds owed.
          const part = await payByCard(boarder, { statementId, amount: 400, paymentMethodId: await cardPaymentMethod() });
          expect({ status: part.status, body: part.body }).toEqual({ status: 200, body: expect.objectContaining({ status: 'succeeded' }) });
          const rest = await payByCard(boarder, { statementId, paymentMethodId: await cardPaymentMethod() });
          expect({ status: rest.status, body: rest.body }).toEqual({ status: 200, body: expect.objectContaining({ status: 'succeeded' }) });
        } else if (index % 5 === 1) {
          // Two tabs at once with the same card.
          const method = await cardPaymentMethod();
          const tabs = await Promise.all([payByCard(boarder, { statementId, paymentMethodId: method }), payByCard(boarder, { statementId, paymentMethodId: method })]);
          // One tab sent again after the other's payment was recorded finds nothing owed.
          const answers = tabs.map((res) => (res.status === 409 && (res.body as { code?: string }).code === 'nothingOwed' ? 'nothing owed' : { status: res.status, body: res.body }));
          expect(answers).toContainEqual({ status: 200, body: expect.objectContaining({ status: 'succeeded' }) });
          expect(answers.filter((answer) => answer !== 'nothing owed')).toEqual(answers.filter((answer) => answer !== 'nothing owed').map(() => ({ status: 200, body: expect.objectContaining({ status: 'succeeded' }) })));
        } else if (index % 5 === 2) {
          // 3-D Secure: confirmed at the bank's page, known to svc-payments from the webhook alone, repeated.
          const started = await payByCard(boarder, { statementId, amount: 300, paymentMethodId: await cardPaymentMethod(THREE_D_SECURE_CARD) });
          expect({ status: started.status, body: started.body }).toEqual({ status: 200, body: expect.objectContaining({ status: 'requires_action' }) });
          const authenticated = await fetch(`${process.env.STRIPE_API_BASE ?? 'http://127.0.0.1:8420'}/v1/payment_intents/${started.body.paymentIntentId}/_authenticate`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Bearer ${process.env.STRIPE_SECRET_KEY ?? 'sk_test_localstripe'}` },
            body: new URLSearchParams({ client_secret: started.body.clientSecret, success: 'true' }),
          });
          expect(authenticated.status).toBe(200);
          const intent = await stripe.paymentIntents.retrieve(started.body.paymentIntentId);
          await deliver('payment_intent.succeeded', intent);
          await deliver('payment_intent.succeeded', intent);
        } else if (index % 5 === 3) {
          // Paid, then refunded at Stripe; the refund's and the payment's webhooks come twice, the refund's first.
          const paid = await payByCard(boarder, { statementId, amount: 200, paymentMethodId: await cardPaymentMethod() });
          expect({ status: paid.status, body: paid.body }).toEqual({ status: 200, body: expect.objectContaining({ status: 'succeeded' }) });
          await stripe.refunds.create({ payment_intent: paid.body.paymentIntentId });
          const intent = await stripe.paymentIntents.retrieve(paid.body.paymentIntentId);
          for (const type of ['charge.refunded', 'payment_intent.succeeded', 'charge.refunded', 'payment_intent.succeeded'] as const) await deliver(type, intent);
          entry.refundedIntents.add(intent.id);
        }
        if (index % 4 === 1) await recordInPerson(entry, 300, 'bKash');
        if (index % 4 === 3) await recordInPerson(entry, 150, 'cash');
        if (index % 7 === 2) await adjust(entry, -25);
      }),
    );
    mark('workload done');
    await faults;

    // What Stripe charged each of them, whoever learnt it: its webhooks, delivered again and out of order, so no
    // charge depends on an answer the suite saw.
    const ours = new Map(done.map((entry) => [idOf(entry.boarder), entry]));
    const charged: Stripe.PaymentIntent[] = [];
    for await (const intent of stripe.paymentIntents.list({ limit: 100 })) {
      if (intent.status === 'succeeded' && ours.has(intent.metadata?.userId ?? '')) charged.push(intent);
    }
    for (const intent of shuffled(charged)) await deliver('payment_intent.succeeded', intent);

    const expected = new Map(
      done.map((entry) => {
        const userId = idOf(entry.boarder);
        const card = charged.filter((intent) => intent.metadata?.userId === userId && !entry.refundedIntents.has(intent.id)).reduce((sum, intent) => sum + intent.amount / 100, 0);
        return [userId, entry.meals + entry.adjustments - entry.inPerson - card];
      }),
    );
    const balances = async () => {
      const read = await Promise.all([...expected.keys()].map(async (userId) => [userId, (await accountOf(userId)).body.balance] as const));
      return new Map(read);
    };
    const actual = await eventually(balances, (now) => [...expected].every(([userId, balance]) => now.get(userId) === balance), 90_000);
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
    expect(charged.filter((intent) => intent.metadata?.kind === 'deposit')).toHaveLength(done.filter((entry) => entry.index % 6 === 0).length);

    const books = await persist('the reconciliation', () => call<Reconciliation>(`${pathOf(API.getReconciliation)}?month=${MONTH}`, { token: boss.token }));
    expect(books.status).toBe(200);
    expect(books.body.mismatches).toEqual([]);
    expect(books.body.statements).toBe(BOARDERS);
    const atPayments = await persist('svc-payments’ card totals', () => call<CardTotals>(pathOf(API.cardTotals), { token: boss.token }));
    expect(cardMismatches(books.body.cards, atPayments.body.data)).toEqual([]);
  }, 420_000);
});
