import { profileCollection } from '@hostel/accounts';
import { API, dhakaTime, dueDateOf, EVENTS, MEAL_SLOTS, nextMonth, shiftDate, todayInDhaka, type MealSlot, type RecordPaymentBody } from '@hostel/contracts';
import { auditorOf, newEvent, seededRandom, SettableClock, stableId, type ServiceDeps } from '@hostel/platform';
import { applyCardPaymentEvent } from '../accounts/card-payments-consumer';
import type { Books } from '../accounts/entry-store';
import { approveJoin } from '../boarders/approve-join';
import { joinMess } from '../boarders/join-mess';
import { findBoarder } from '../boarders/stays';
import { datesBetween, firstOpenDate } from '../calendar/cutoffs';
import type { MessContext, StatementsContext } from '../context';
import { accrueLateFees } from '../late-fee/accrue-late-fees';
import { takeLeave } from '../leave/take-leave';
import { recordPayment } from '../payments/record-payment';
import { switchSlot } from '../plan/switch-slot';
import { readTimeline } from '../settings/settings-history';
import { closeMonth } from '../statements/close-month';
import { statementIdOf, type StatementDoc } from '../statements/statement-store';

/**
 * `npm start`'s mess in action: boarders with weeks of history (switches, a leave, guests), the two months before
 * this one closed (one statement paid part by card and part in cash, one due with late fees, one paid ahead), today's
 * plans, and a join waiting for approval. Everything goes through the use cases a request would call, each at the
 * moment it would have happened (a clock of the seed's own), so cutoffs, receipts' numbers and late fees come out as
 * they would have. The month before last is closed too because its late fees have always begun by today, whatever
 * the day of the month.
 *
 * Idempotent: a boarder who exists is not joined again nor given history, a close issues each statement once, a
 * payment whose receipt (or card entry) is there is not made again, and late fees post once per day.
 */

export interface DemoPerson {
  id: string;
  email: string;
}

/** Who the demo is about: the demo accounts that sign in (their ids from svc-users). */
export interface MessDemoPeople {
  admin: DemoPerson;
  /** Pays last month's bill part by card and part in cash. */
  payer: DemoPerson;
  /** Pays nothing: due, with late fees. */
  latePayer: DemoPerson;
}

/** A card payment towards a statement of `amount` taka charged at `at`; it reaches the account as svc-payments' event. */
export type PayByCard = (statement: Pick<StatementDoc, '_id' | 'userId' | 'email' | 'month'>, amount: number, at: Date) => Promise<void>;

export interface MessDemoOptions {
  people: MessDemoPeople;
  /** The card part; by default a `payment.succeeded` handed straight to the consumer that posts it (cardThroughConsumer). */
  payByCard?: PayByCard;
  now?: Date;
}

export interface MessDemoResult {
  /** The boarders joined by this run (none when it ran before). */
  joined: number;
  statements: number;
  receipts: number;
  lateFees: number;
}

/** Made-up boarders beside the demo accounts; fixed ids no sign-in has. */
const student = (handle: string): DemoPerson => ({ id: stableId(`mess-student:${handle}`), email: `${handle}@students.hostel.local` });
export const DEMO_BOARDERS = { advance: student('tanvir.hasan'), due: student('sadia.islam'), pending: student('nusrat.jahan') };

/** What a statement of the demo owes before any payment: its meal lines (the demo makes no adjustments). */
const owedOn = (statement: StatementDoc) => statement.subtotal;

const monthBefore = (month: string): string => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
};

/**
 * The card part as svc-payments announces it: one `payment.succeeded` per intent (a stable demo id), posted by the
 * mess's consumer at the moment it was charged. No svc-payments took it, so this is for svc-mess alone (its tests);
 * `npm start` pays at localstripe through svc-payments (scripts/stack/demo-mess.ts), whose record then agrees.
 */
export const cardThroughConsumer =
  (books: Books): PayByCard =>
  async (statement, amount, at) => {
    const transactionId = `pi_demo_mess_${statement._id}`;
    const data = { kind: 'statement' as const, statementId: statement._id, month: statement.month, paymentId: transactionId, userId: statement.userId, email: statement.email, amount, transactionId, paidAt: at.toISOString() };
    await applyCardPaymentEvent(books, { ...newEvent(EVENTS.paymentSucceeded, data), occurredAt: data.paidAt });
  };

/** The statements' context of a running svc-mess (embedded mode, or a process opened for the seed). */
export const messSeedContext = (service: { deps: ServiceDeps; context: MessContext; books: Books }): StatementsContext => ({
  ...service.context,
  profiles: profileCollection(service.deps.store),
  books: service.books,
});

export async function seedMessDemo(base: StatementsContext, options: MessDemoOptions): Promise<MessDemoResult> {
  const now = options.now ?? base.clock.now();
  const clock = new SettableClock();
  const ctx: StatementsContext = { ...base, clock };
  /** The seed's clock at a Dhaka day and time, never past the real now: history only. */
  const at = (date: string, time: string) => {
    const instant = dhakaTime(date, time);
    clock.set(instant.getTime() < now.getTime() ? instant : now);
    return clock.now();
  };
  const { admin, payer, latePayer } = options.people;
  const payByCard = options.payByCard ?? cardThroughConsumer(base.books);
  // The admin's changes are audited as the operation's binder would: its service and name, the admin as the actor.
  const audit = (operation: { service: string; name: string }) => auditorOf({ service: operation.service, action: operation.name, actor: admin, now: () => clock.now() });

  const today = todayInDhaka(now);
  const lastMonth = monthBefore(today.slice(0, 7));
  const months = [monthBefore(lastMonth), lastMonth];
  const start = `${months[0]}-01`;
  const boarders = [latePayer, payer, DEMO_BOARDERS.advance, DEMO_BOARDERS.due];
  // Today's headcount shows a meal switched off and guests coming.
  const todayOf = new Map<DemoPerson, Switch>([
    [payer, { date: today, slot: 'Dinner', on: true, guests: 2 }],
    [DEMO_BOARDERS.advance, { date: today, slot: 'Lunch', on: false }],
  ]);

  let joined = 0;
  for (const boarder of boarders) {
    if (await findBoarder(ctx, boarder.id)) continue;
    at(shiftDate(start, -2), '12:00');
    await joinMess(ctx, boarder, start);
    await approveJoin(ctx, boarder.id, audit(API.approveBoarder));
    await planHistory(ctx, boarder, { from: start, to: shiftDate(today, 3), leave: boarder === latePayer ? leaveIn(lastMonth) : undefined, today: todayOf.get(boarder) }, at);
    joined++;
  }

  let receipts = 0;
  const pay = async (statement: StatementDoc, amount: number, method: RecordPaymentBody['method'], when: Date) => {
    const reference = method === 'cash' ? `Handed to the manager (${statement.month})` : `DEMO${statement.month.replace('-', '')}${statement.userId.slice(0, 6).toUpperCase()}`;
    if (await ctx.books.receipts.findOne({ userId: statement.userId, reference }, { projection: { _id: 1 } })) return;
    clock.set(when);
    await recordPayment(ctx, { userId: statement.userId, amount, method, reference, receivedAt: when.toISOString() }, admin.email, audit(API.recordPayment));
    receipts++;
  };

  let statements = 0;
  for (const month of months) {
    const firstOfNext = `${nextMonth(month)}-01`;
    at(firstOfNext, '09:00');
    statements += (await closeMonth(ctx, month, audit(API.closeMonth))).issued;
    // Paid by the due date (its end is the first late moment) and no later than a few days into the month.
    const payDay = [dueDateOf(month, (await readTimeline(ctx.db)).current.dueDay), shiftDate(firstOfNext, 3)].sort()[0]!;
    const statementOf = (person: DemoPerson) => ctx.db.statements.findOne({ _id: statementIdOf(person.id, month) });
    const [payerBill, advanceBill, dueBill] = await Promise.all([statementOf(payer), statementOf(DEMO_BOARDERS.advance), statementOf(DEMO_BOARDERS.due)]);
    if (month === lastMonth) {
      if (payerBill) {
        const card = Math.round(owedOn(payerBill) * 0.6);
        const paidByCard = await ctx.books.entries.findOne({ userId: payer.id, kind: 'payment', method: 'card', ref: payerBill._id }, { projection: { _id: 1 } });
        if (!paidByCard) await payByCard(payerBill, card, at(payDay, '10:30'));
        await pay(payerBill, owedOn(payerBill) - card, 'cash', at(payDay, '18:00'));
      }
      // More than the bill: the rest is an advance for this month's.
      if (advanceBill) await pay(advanceBill, owedOn(advanceBill) + 1500, 'bKash', at(payDay, '12:15'));
    } else {
      if (payerBill) await pay(payerBill, owedOn(payerBill), 'cash', at(payDay, '17:40'));
      if (advanceBill) await pay(advanceBill, owedOn(advanceBill), 'bKash', at(payDay, '12:15'));
    }
    if (dueBill) await pay(dueBill, owedOn(dueBill), 'Nagad', at(payDay, '20:05'));
  }

  clock.set(now);
  const lateFees = await accrueLateFees(ctx);

  const pending = DEMO_BOARDERS.pending;
  if (!(await findBoarder(ctx, pending.id))) await joinMess(ctx, pending, firstOpenDate(await readTimeline(ctx.db), now));
  return { joined, statements, receipts, lateFees };
}

/** One switch of one slot, as a boarder asks for it. */
interface Switch {
  date: string;
  slot: MealSlot;
  on: boolean;
  guests?: number;
}

/** A few days home in the middle of last month. */
const leaveIn = (month: string) => ({ from: `${month}-12`, to: `${month}-15`, reason: 'Went home for a cousin’s wedding' });

/**
 * A boarder's weeks as they would have switched them, each switch made the day before at noon: now and then a meal
 * off, guests for dinner on some Fridays, and the leave booked a week ahead.
 */
async function planHistory(
  ctx: StatementsContext,
  boarder: DemoPerson,
  span: { from: string; to: string; leave?: { from: string; to: string; reason: string }; today?: Switch },
  at: (date: string, time: string) => Date,
): Promise<void> {
  const { leave } = span;
  const onLeave = (date: string) => leave !== undefined && leave.from <= date && date <= leave.to;
  for (const date of datesBetween(span.from, span.to)) {
    if (onLeave(date)) continue;
    const next = seededRandom(`mess-demo:${boarder.id}:${date}`);
    const off = next() < 0.18 ? MEAL_SLOTS[Math.floor(next() * MEAL_SLOTS.length)] : undefined;
    const friday = new Date(`${date}T00:00:00Z`).getUTCDay() === 5;
    const guests = friday && next() < 0.6 ? 1 + Math.floor(next() * 2) : 0;
    const switches: Switch[] = [
      ...(off === undefined ? [] : [{ date, slot: off, on: false }]),
      ...(guests > 0 && off !== 'Dinner' ? [{ date, slot: 'Dinner' as const, on: true, guests }] : []),
      ...(span.today?.date === date ? [span.today] : []),
    ];
    if (switches.length === 0) continue;
    at(shiftDate(date, -1), '12:00');
    for (const change of switches) await switchSlot(ctx, boarder.id, change);
  }
  if (leave) {
    at(shiftDate(leave.from, -7), '20:00');
    await takeLeave(ctx, boarder.id, leave);
  }
}
