import { dhakaTime } from '@hostel/contracts';
import type { TempStore } from '@hostel/platform/testing';
import type { StatementsContext } from '../context';
import { planSlotId } from '../mess-store';
import { statementsTestContext } from '../testing/statements-context';
import { boardersOfMonth, computeMonth } from './compute-month';

describe('a month’s bills as of now', () => {
  let temp: TempStore;
  let ctx: StatementsContext;

  beforeEach(async () => {
    const made = await statementsTestContext('mess-compute-month', [{ userId: 'u1', from: '2026-11-01' }, { userId: 'u2', from: '2026-11-29' }]);
    ({ temp, ctx } = made);
    made.clock.set(dhakaTime('2026-12-02', '09:00'));
    const change = (userId: string, date: string, slot: 'Lunch' | 'Dinner', on: boolean, guests: number) =>
      ctx.db.plan.insertOne({ _id: planSlotId(userId, date, slot), userId, date, slot, on, guests, source: 'self', updatedAt: '2026-11-01T00:00:00.000Z' });
    await change('u1', '2026-11-10', 'Lunch', false, 0);
    await change('u1', '2026-11-11', 'Dinner', true, 2);
    await change('u2', '2026-11-10', 'Lunch', false, 0);
  });
  afterEach(() => temp.dispose());

  it('when an ended month is computed, then each boarder is billed their stay’s days, less the meals off, with their guests', async () => {
    const { bill, boarders } = await computeMonth(ctx, '2026-11');

    expect(boarders.map((boarder) => boarder.userId).sort()).toEqual(['u1', 'u2']);
    expect(bill.linesOf('u1')).toEqual([
      { kind: 'Breakfast', count: 30, rate: 30, amount: 900 },
      { kind: 'Lunch', count: 29, rate: 60, amount: 1740 },
      { kind: 'Dinner', count: 30, rate: 60, amount: 1800 },
      { kind: 'guest', count: 2, rate: 80, amount: 160 },
    ]);
    // A change outside the boarder's stay bills nothing.
    expect(bill.linesOf('u2').map((line) => [line.kind, line.count])).toEqual([
      ['Breakfast', 2],
      ['Lunch', 2],
      ['Dinner', 2],
    ]);
  });

  it('when the running month is computed, or one boarder asked for, then only the slots locked so far, and only theirs', async () => {
    const { bill, boarders } = await computeMonth(ctx, '2026-12', 'u2');

    expect(boarders.map((boarder) => boarder.userId)).toEqual(['u2']);
    // The 1st whole and the 2nd's breakfast have locked by 09:00 on the 2nd.
    expect(bill.linesOf('u2').map((line) => [line.kind, line.count])).toEqual([
      ['Breakfast', 2],
      ['Lunch', 1],
      ['Dinner', 1],
    ]);
    expect(await boardersOfMonth(ctx, '2026-10')).toEqual([]);
  });
});
