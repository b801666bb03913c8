import { amountDueOf, dhakaTime } from '@hostel/contracts';
import type { TempStore } from '@hostel/platform/testing';
import { myStatement } from '../statements/get-my-statement';
import type { StatementDoc } from '../statements/statement-store';
import type { StatementsContext } from '../context';
import { statementsTestContext } from '../testing/statements-context';
import { migrateToAccounts } from './migrate-statements';
import { readAccount } from './read-account';

const issued = (userId: string, extra: Partial<StatementDoc>): StatementDoc => ({
  _id: `st-${userId}`,
  userId,
  email: `${userId}@hostel.test`,
  month: '2026-10',
  status: 'due',
  lines: [{ kind: 'Lunch', count: 30, rate: 60, amount: 1800 }],
  adjustments: [{ amount: -100, reason: 'Refund', at: '2026-11-02T00:00:00.000Z', by: 'admin@hostel.test' }],
  subtotal: 1700,
  dueDate: '2026-11-10',
  lateFeePerDay: 20,
  lateFeeMaxDays: 10,
  issuedAt: '2026-11-01T00:00:00.000Z',
  version: 2,
  ...extra,
});

describe('statements issued before the accounts, moved over at start', () => {
  let temp: TempStore;
  let ctx: StatementsContext;

  beforeEach(async () => {
    ({ temp, ctx } = await statementsTestContext('mess-migrate'));
    // Paid three days late by card (1,760 taka, the fee frozen at the payment); the other one unpaid.
    const paidAt = dhakaTime('2026-11-14', '12:00').toISOString();
    await ctx.db.statements.insertMany([issued('u1', { status: 'paid', paidAt, paymentId: 'pi_old', amountPaid: 1760 }), issued('u2', {})]);
  });
  afterEach(() => temp.dispose());

  it('when the service starts twice, then each statement becomes entries once, with the totals it had', async () => {
    const before = await ctx.db.statements.find({});
    expect(await migrateToAccounts(ctx)).toBe(2);
    expect(await migrateToAccounts(ctx)).toBe(0);
    const paid = before.find((doc) => doc.userId === 'u1')!;
    expect(amountDueOf(paid, new Date(paid.paidAt!))).toBe(1760);
    expect(await readAccount(ctx.books, 'u1', {})).toMatchObject({ balance: 0 });
    expect(await myStatement(ctx, 'u1', '2026-10')).toMatchObject({ status: 'paid', subtotal: 1700, lateFee: 60, total: 1760, paidAt: paid.paidAt });
    expect(await readAccount(ctx.books, 'u2', {})).toMatchObject({ balance: 1700 });
    expect(await myStatement(ctx, 'u2', '2026-10')).toMatchObject({ status: 'due', subtotal: 1700 });
  });
});
