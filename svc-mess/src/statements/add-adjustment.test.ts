import { dhakaTime } from '@hostel/contracts';
import type { TempStore } from '@hostel/platform/testing';
import { readAccount } from '../accounts/read-account';
import { applyCardPaymentEvent } from '../accounts/card-payments-consumer';
import { statementsTestContext } from '../testing/statements-context';
import { addAdjustment } from './add-adjustment';
import { closeMonth } from './close-month';
import { myStatement } from './get-my-statement';
import { statementIdOf } from './statement-store';
import type { StatementsContext } from '../context';
import { newEvent } from '@hostel/platform';
import { EVENTS } from '@hostel/contracts';

// November 2026 whole, at 30 + 60 + 60 taka a day: 4,500 taka each.
const NOVEMBER = 30 * 150;

describe('adjusting an issued statement', () => {
  let temp: TempStore;
  let ctx: StatementsContext;

  beforeEach(async () => {
    const made = await statementsTestContext('mess-adjust', [{ userId: 'u1', from: '2026-11-01' }, { userId: 'u2', from: '2026-11-01' }]);
    ({ temp, ctx } = made);
    made.clock.set(dhakaTime('2026-12-02', '09:00'));
  });
  afterEach(() => temp.dispose());

  it('when paid in full and then adjusted, then the statement is due with the adjustment, never paid at a total it was not paid', async () => {
    await closeMonth(ctx, '2026-11');
    const id = statementIdOf('u1', '2026-11');
    await applyCardPaymentEvent(ctx.books, newEvent(EVENTS.paymentSucceeded, { kind: 'statement', statementId: id, paymentId: 'pi_1', userId: 'u1', amount: NOVEMBER, transactionId: 'pi_1', paidAt: '2026-12-02T04:00:00.000Z' }));
    expect((await myStatement(ctx, 'u1', '2026-11')).status).toBe('paid');
    const adjusted = await addAdjustment(ctx, id, { amount: 150, reason: 'Extra dessert' }, 'admin@hostel.test');
    expect(adjusted).toMatchObject({ status: 'due', subtotal: NOVEMBER + 150, closing: 150, lines: expect.arrayContaining([{ kind: 'adjustment', amount: 150, reason: 'Extra dessert' }]) });
    expect(await ctx.db.statements.findOne({ _id: id })).toMatchObject({ subtotal: NOVEMBER + 150, version: 2 });
  });

  it('when two admins adjust at once, then both adjustments are posted and the version counts both', async () => {
    await closeMonth(ctx, '2026-11');
    const id = statementIdOf('u1', '2026-11');
    await Promise.all([addAdjustment(ctx, id, { amount: 100, reason: 'a' }, 'a@hostel.test'), addAdjustment(ctx, id, { amount: -40, reason: 'b' }, 'b@hostel.test')]);
    expect((await readAccount(ctx.books, 'u1', {})).balance).toBe(NOVEMBER + 60);
    expect(await ctx.db.statements.findOne({ _id: id })).toMatchObject({ subtotal: NOVEMBER + 60, version: 3 });
  });
});
