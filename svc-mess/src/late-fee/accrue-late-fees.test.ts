import { dhakaTime, EVENTS } from '@hostel/contracts';
import { newEvent } from '@hostel/platform';
import type { TempStore, } from '@hostel/platform/testing';
import { applyCardPaymentEvent } from '../accounts/card-payments-consumer';
import { closeMonth } from '../statements/close-month';
import { myStatement } from '../statements/get-my-statement';
import { statementIdOf } from '../statements/statement-store';
import type { StatementsContext } from '../context';
import { statementsTestContext } from '../testing/statements-context';
import { accrueLateFees } from './accrue-late-fees';
import type { SettableClock } from '@hostel/platform';

const NOVEMBER = 30 * 150;

describe('the late fee, accrued from the account (due 10 December, 20 taka a day, at most 10 days)', () => {
  let temp: TempStore;
  let ctx: StatementsContext;
  let clock: SettableClock;
  const pay = (userId: string, transactionId: string, amount: number, paidAt: Date) =>
    applyCardPaymentEvent(ctx.books, newEvent(EVENTS.paymentSucceeded, { kind: 'statement', statementId: statementIdOf(userId, '2026-11'), paymentId: transactionId, userId, amount, transactionId, paidAt: paidAt.toISOString() }));

  beforeEach(async () => {
    ({ temp, ctx, clock } = await statementsTestContext('mess-late', [{ userId: 'u1', from: '2026-11-01' }, { userId: 'u2', from: '2026-11-01' }]));
    clock.set(dhakaTime('2026-12-02', '09:00'));
    await closeMonth(ctx, '2026-11');
  });
  afterEach(() => temp.dispose());

  it('when the accrual runs twice three days late, then three days are posted once', async () => {
    clock.set(dhakaTime('2026-12-14', '12:00'));
    expect(await accrueLateFees(ctx)).toBe(6);
    expect(await accrueLateFees(ctx)).toBe(0);
    expect(await myStatement(ctx, 'u1', '2026-11')).toMatchObject({ lateFee: 60, total: NOVEMBER + 60, overdue: true, lines: expect.arrayContaining([{ kind: 'late fee', count: 3, rate: 20, amount: 60 }]) });
  });

  it('when a card payment made before the due date is charged two days late and recorded later, then the fee counts the days up to the charge', async () => {
    // The intent was made on the 9th; Stripe charged on the 13th at 10:00; the event arrives on the 16th.
    clock.set(dhakaTime('2026-12-16', '12:00'));
    await pay('u1', 'pi_1', NOVEMBER, dhakaTime('2026-12-13', '10:00'));
    await accrueLateFees(ctx);
    expect(await myStatement(ctx, 'u1', '2026-11')).toMatchObject({ lateFee: 40, closing: 40, status: 'due' });
  });

  it('when the days late reach the most, then the fee stops there', async () => {
    clock.set(dhakaTime('2027-01-05', '12:00'));
    await accrueLateFees(ctx);
    expect((await myStatement(ctx, 'u2', '2026-11')).lateFee).toBe(200);
  });

  it('when paid before the due date, then no fee', async () => {
    await pay('u2', 'pi_2', NOVEMBER, dhakaTime('2026-12-05', '10:00'));
    clock.set(dhakaTime('2026-12-20', '12:00'));
    await accrueLateFees(ctx);
    expect(await myStatement(ctx, 'u2', '2026-11')).toMatchObject({ lateFee: 0, status: 'paid', paidAt: dhakaTime('2026-12-05', '10:00').toISOString() });
  });
});
