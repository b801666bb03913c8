import { dhakaTime } from '@hostel/contracts';
import type { TempStore } from '@hostel/platform/testing';
import { readAccount } from '../accounts/read-account';
import { applyCardPaymentEvent } from '../accounts/card-payments-consumer';
import { statementsTestContext } from '../testing/statements-context';
import { closeMonth } from './close-month';
import { myStatement } from './get-my-statement';
import type { StatementsContext } from '../context';
import { newEvent } from '@hostel/platform';
import { EVENTS } from '@hostel/contracts';

// November 2026 whole, at 30 + 60 + 60 taka a day: 4,500 taka each.
const NOVEMBER = 30 * 150;

describe('closing a month into the accounts, and adjusting it', () => {
  let temp: TempStore;
  let ctx: StatementsContext;

  beforeEach(async () => {
    const made = await statementsTestContext('mess-close', [{ userId: 'u1', from: '2026-11-01' }, { userId: 'u2', from: '2026-11-01' }]);
    ({ temp, ctx } = made);
    made.clock.set(dhakaTime('2026-12-02', '09:00'));
  });
  afterEach(() => temp.dispose());

  it('when a month closes twice, then each boarder’s meals are posted once and the statement is due with the account’s figures', async () => {
    await closeMonth(ctx, '2026-11');
    await expect(closeMonth(ctx, '2026-11')).resolves.toMatchObject({ issued: 0, alreadyIssued: 2 });
    expect(await readAccount(ctx.books, 'u1', {})).toMatchObject({ balance: NOVEMBER, entries: [expect.objectContaining({ kind: 'meals', amount: NOVEMBER, month: '2026-11', note: '90' })] });
    expect(await myStatement(ctx, 'u1', '2026-11')).toMatchObject({ status: 'due', opening: 0, charges: NOVEMBER, payments: 0, closing: NOVEMBER, total: NOVEMBER });
  });

  it('when a boarder paid ahead before the close, then the advance pays the statement', async () => {
    await applyCardPaymentEvent(ctx.books, newEvent(EVENTS.paymentSucceeded, { kind: 'deposit', paymentId: 'pi_d', userId: 'u2', amount: 5000, transactionId: 'pi_d', paidAt: '2026-11-20T00:00:00.000Z' }));
    await closeMonth(ctx, '2026-11');
    expect(await myStatement(ctx, 'u2', '2026-11')).toMatchObject({ status: 'paid', opening: -5000, closing: NOVEMBER - 5000 });
    expect((await readAccount(ctx.books, 'u2', {})).balance).toBe(NOVEMBER - 5000);
  });

});
