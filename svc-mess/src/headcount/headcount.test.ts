import type { TempStore } from '@hostel/platform/testing';
import { approveJoin } from '../boarders/approve-join';
import { joinMess } from '../boarders/join-mess';
import type { MessContext } from '../context';
import { switchSlot } from '../plan/switch-slot';
import { admin, messTestContext, student } from '../testing/mess-context';
import { headcountDays, slotCountsOn } from './headcount';

describe('the kitchen’s numbers', () => {
  let temp: TempStore;
  let ctx: MessContext;
  const [a, b, pending] = [student('a', 'uni.edu.bd'), student('b', 'uni.edu.bd'), student('c')];

  beforeEach(async () => {
    ({ temp, ctx } = await messTestContext('mess-headcount'));
    await joinMess(ctx, a, '2026-12-02');
    await joinMess(ctx, b, '2026-12-03');
    await joinMess(ctx, pending, '2026-12-02');
    await switchSlot(ctx, a.id, { date: '2026-12-03', slot: 'Lunch', on: false });
    await switchSlot(ctx, b.id, { date: '2026-12-03', slot: 'Dinner', on: true, guests: 2 });
    await ctx.db.closures.insertOne({ date: '2026-12-04', slots: ['Breakfast'], reason: 'Eid' });
  });
  afterEach(() => temp.dispose());

  it('when the days are read, then each slot counts the approved boarders of the day, less those off, with their guests; a closed slot counts none', async () => {
    const days = await headcountDays(ctx, '2026-12-02', '2026-12-04');

    const figures = days.map((day) => [day.date, day.slots.map(({ on, guests, plates, off }) => [on, guests, plates, off])]);
    expect(figures).toEqual([
      ['2026-12-02', [[1, 0, 1, 0], [1, 0, 1, 0], [1, 0, 1, 0]]],
      ['2026-12-03', [[2, 0, 2, 0], [1, 0, 1, 1], [2, 2, 4, 0]]],
      ['2026-12-04', [[0, 0, 0, 2], [2, 0, 2, 0], [2, 0, 2, 0]]],
    ]);
    expect(days[0]!.slots[0]).toMatchObject({ slot: 'Breakfast', locked: false, cutoffAt: '2026-12-01T16:00:00.000Z' });
  });

  it('when a pending join is approved, then it is counted; the count tick’s one-day count agrees with the read', async () => {
    await approveJoin(ctx, pending.id, admin);

    const counts = await slotCountsOn(ctx, '2026-12-03');

    expect(counts).toEqual({ Breakfast: { on: 3, guests: 0 }, Lunch: { on: 2, guests: 0 }, Dinner: { on: 3, guests: 2 } });
    expect((await headcountDays(ctx, '2026-12-03', '2026-12-03'))[0]!.slots.map(({ on, guests }) => ({ on, guests }))).toEqual(Object.values(counts));
  });
});
