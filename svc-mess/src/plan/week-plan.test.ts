import type { TempStore } from '@hostel/platform/testing';
import { joinMess } from '../boarders/join-mess';
import type { MessContext } from '../context';
import { messTestContext, refusal, student } from '../testing/mess-context';
import { switchSlot } from './switch-slot';
import { weekPlan } from './week-plan';

describe('a boarder’s week', () => {
  let temp: TempStore;
  let ctx: MessContext;
  const boarder = student('a', 'uni.edu.bd');

  beforeEach(async () => {
    ({ temp, ctx } = await messTestContext('mess-week-plan'));
    await joinMess(ctx, boarder, '2026-12-02');
  });
  afterEach(() => temp.dispose());

  it('when the week is read, then its days before the stay are not boarding, the others on by default, a switch as switched, each with its lock', async () => {
    await switchSlot(ctx, boarder.id, { date: '2026-12-03', slot: 'Dinner', on: true, guests: 2 });
    await ctx.db.closures.insertOne({ date: '2026-12-04', slots: ['Lunch'], reason: 'Exam' });

    const plan = await weekPlan(ctx, boarder.id);

    expect(plan.days.map((day) => [day.date, day.boarding])).toEqual([
      ['2026-11-30', false],
      ['2026-12-01', false],
      ['2026-12-02', true],
      ['2026-12-03', true],
      ['2026-12-04', true],
      ['2026-12-05', true],
      ['2026-12-06', true],
    ]);
    const slot = (date: string, index: number) => plan.days.find((day) => day.date === date)!.slots[index];
    expect(slot('2026-12-01', 0)).toMatchObject({ slot: 'Breakfast', on: false, source: 'default', locked: true });
    expect(slot('2026-12-02', 0)).toMatchObject({ on: true, guests: 0, source: 'default', locked: false, cutoffAt: '2026-12-01T16:00:00.000Z' });
    expect(slot('2026-12-03', 2)).toMatchObject({ slot: 'Dinner', on: true, guests: 2, source: 'self' });
    expect(slot('2026-12-04', 1)).toMatchObject({ slot: 'Lunch', on: false, source: 'closure' });
  });

  it('when a student never joined, then 403', async () => {
    expect(await refusal(weekPlan(ctx, student('z').id))).toMatchObject({ status: 403 });
  });
});
