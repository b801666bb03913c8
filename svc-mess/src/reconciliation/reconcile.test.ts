import { dhakaTime, EVENTS } from '@hostel/contracts';
import { newEvent } from '@hostel/platform';
import type { TempStore } from '@hostel/platform/testing';
import { applyCardPaymentEvent } from '../accounts/card-payments-consumer';
import { entryId } from '../accounts/entry-store';
import type { StatementsContext } from '../context';
import { recordPayment } from '../payments/record-payment';
import { closeMonth } from '../statements/close-month';
import { statementIdOf } from '../statements/statement-store';
import { statementsTestContext } from '../testing/statements-context';
import { reconcile } from './reconcile';

describe('checking the books', () => {
  let temp: TempStore;
  let ctx: StatementsContext;
  const statementId = statementIdOf('u1', '2026-11');

  beforeEach(async () => {
    const made = await statementsTestContext('mess-reconcile', [{ userId: 'u1', from: '2026-11-01' }, { userId: 'u2', from: '2026-11-01' }]);
    ({ temp, ctx } = made);
    made.clock.set(dhakaTime('2026-12-02', '09:00'));
    await closeMonth(ctx, '2026-11');
    await applyCardPaymentEvent(ctx.books, newEvent(EVENTS.paymentSucceeded, { kind: 'statement', statementId, paymentId: 'pi_1', userId: 'u1', amount: 1000, transactionId: 'pi_1', paidAt: '2026-12-02T03:00:00.000Z' }));
  });
  afterEach(() => temp.dispose());

  it('when the books are whole, then no mismatch, and the card payments per boarder for svc-payments to compare', async () => {
    await recordPayment(ctx, { userId: 'u2', amount: 700, method: 'cash', reference: 'desk', receivedAt: '2026-12-02T10:00:00+06:00' }, 'admin@hostel.test');

    expect(await reconcile(ctx, '2026-11')).toEqual({
      checkedAt: '2026-12-02T03:00:00.000Z',
      month: '2026-11',
      accounts: 2,
      statements: 2,
      mismatches: [],
      cards: [{ userId: 'u1', charged: 1000, refunded: 0 }],
    });
  });

  it('when a receipt lost its payment entry or a statement its subtotal, then each is a mismatch naming it', async () => {
    const receipt = await recordPayment(ctx, { userId: 'u2', amount: 700, method: 'cash', reference: 'desk', receivedAt: '2026-12-02T10:00:00+06:00' }, 'admin@hostel.test');
    await ctx.books.entries.deleteOne({ _id: entryId('payment', receipt.id) });
    await ctx.db.statements.updateOne({ _id: statementId }, { $set: { subtotal: 1 } });

    const { mismatches } = await reconcile(ctx);

    expect(mismatches).toEqual(
      expect.arrayContaining([
        { kind: 'receipt', subject: receipt.id, expected: -700, actual: 0 },
        { kind: 'statement', subject: statementId, expected: 30 * 150, actual: 1 },
      ]),
    );
  });
});
