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
import { newEvent, StoreUnavailableError } from '@hostel/platform';
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
  afterEach(() => {
    jest.restoreAllMocks();
    return temp.dispose();
  });

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

  it('when the database cuts the answers of an adjustment’s writes, then the entry is posted once and the statement still follows it', async () => {
    await closeMonth(ctx, '2026-11');
    const id = statementIdOf('u1', '2026-11');
    const insert = ctx.books.entries.insertOne.bind(ctx.books.entries);
    // The entry lands but its answer is lost; then the statement's update fails once.
    jest.spyOn(ctx.books.entries, 'insertOne').mockImplementationOnce(async (doc) => {
      await insert(doc);
      throw new StoreUnavailableError('The database is unreachable');
    });
    jest.spyOn(ctx.db.statements, 'updateOne').mockRejectedValueOnce(new StoreUnavailableError('The database is unreachable'));
    await expect(addAdjustment(ctx, id, { amount: 50, reason: 'Broken plate' }, 'admin@hostel.test')).resolves.toMatchObject({ subtotal: NOVEMBER + 50 });
    expect((await readAccount(ctx.books, 'u1', {})).entries.filter((entry) => entry.kind === 'adjustment')).toHaveLength(1);
    expect(await ctx.db.statements.findOne({ _id: id })).toMatchObject({ subtotal: NOVEMBER + 50, version: 2 });
  });

  it('when the database stays away longer than the adjustment’s request, then the request fails but the statement follows its entry once the database is back', async () => {
    await closeMonth(ctx, '2026-11');
    const id = statementIdOf('u1', '2026-11');
    const away = jest.spyOn(ctx.db.statements, 'updateOne').mockRejectedValue(new StoreUnavailableError('The database is unreachable'));
    // Each look at the time is 20 s on: the request's own patience (10 s) runs out at its first retry.
    const start = Date.now();
    let calls = 0;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => start + 20_000 * calls++);
    await expect(addAdjustment(ctx, id, { amount: 50, reason: 'Broken plate' }, 'admin@hostel.test')).rejects.toThrow('unreachable');
    expect(await ctx.db.statements.findOne({ _id: id })).toMatchObject({ subtotal: NOVEMBER, version: 1 });
    away.mockRestore();
    clock.mockRestore();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await ctx.db.statements.findOne({ _id: id })).toMatchObject({ subtotal: NOVEMBER + 50, version: 2 });
    expect((await readAccount(ctx.books, 'u1', {})).entries.filter((entry) => entry.kind === 'adjustment')).toHaveLength(1);
  });
});
