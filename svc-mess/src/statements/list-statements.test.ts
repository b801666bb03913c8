import { dhakaTime, EVENTS } from '@hostel/contracts';
import { newEvent, type SettableClock } from '@hostel/platform';
import type { TempStore } from '@hostel/platform/testing';
import { applyCardPaymentEvent } from '../accounts/card-payments-consumer';
import type { StatementsContext } from '../context';
import { statementsTestContext } from '../testing/statements-context';
import { closeMonth } from './close-month';
import { listStatements } from './list-statements';
import { statementIdOf } from './statement-store';

const NOVEMBER = 30 * 150;

describe('the admin’s list of a closed month’s statements', () => {
  let temp: TempStore;
  let ctx: StatementsContext;
  let clock: SettableClock;

  beforeEach(async () => {
    ({ temp, ctx, clock } = await statementsTestContext('mess-list-statements', [{ userId: 'u1', from: '2026-11-01' }, { userId: 'u2', from: '2026-11-01' }, { userId: 'u3', from: '2026-11-01' }]));
    clock.set(dhakaTime('2026-12-02', '09:00'));
    await closeMonth(ctx, '2026-11');
    const id = statementIdOf('u2', '2026-11');
    await applyCardPaymentEvent(ctx.books, newEvent(EVENTS.paymentSucceeded, { kind: 'statement', statementId: id, paymentId: 'pi_2', userId: 'u2', amount: NOVEMBER, transactionId: 'pi_2', paidAt: '2026-12-02T03:00:00.000Z' }));
  });
  afterEach(() => temp.dispose());

  it('when paged without a status, then the issued statements by e-mail', async () => {
    const page = await listStatements(ctx, { month: '2026-11', page: 2, limit: 2 });

    expect(page).toMatchObject({ total: 3, totalPages: 2 });
    expect(page.data.map((statement) => statement.email)).toEqual(['u3@hostel.test']);
  });

  it('when a status is asked for, then it is read from the accounts: paid, due, and overdue once past the due date', async () => {
    expect((await listStatements(ctx, { month: '2026-11', status: 'paid' })).data.map((statement) => statement.userId)).toEqual(['u2']);
    expect((await listStatements(ctx, { month: '2026-11', status: 'due' })).data.map((statement) => statement.userId)).toEqual(['u1', 'u3']);
    expect((await listStatements(ctx, { month: '2026-11', status: 'overdue' })).total).toBe(0);

    clock.set(dhakaTime('2026-12-12', '09:00'));
    expect((await listStatements(ctx, { month: '2026-11', status: 'overdue' })).data.map((statement) => statement.userId)).toEqual(['u1', 'u3']);
  });

  it('when a month not begun is asked, or a status other than open for a month not closed, then none', async () => {
    expect(await listStatements(ctx, { month: '2027-01' })).toEqual({ data: [], total: 0, totalPages: 0 });
    expect(await listStatements(ctx, { month: '2026-12', status: 'paid' })).toEqual({ data: [], total: 0, totalPages: 0 });
  });
});
