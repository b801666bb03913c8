import type { TempStore } from '@hostel/platform/testing';
import { approveJoin } from '../boarders/approve-join';
import { joinMess } from '../boarders/join-mess';
import type { MessContext } from '../context';
import { switchSlot } from '../plan/switch-slot';
import { admin, messTestContext, student } from '../testing/mess-context';
import { planSlotId } from '../mess-store';
import { markSwitch } from './count-marks';
import { recountMarked } from './count-tick';
import { countDays, headcountDays } from './headcount';

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

    const counts = (await countDays(ctx, '2026-12-03', '2026-12-03')).get('2026-12-03')!.counts;

    expect(counts).toEqual({ Breakfast: { on: 3, guests: 0 }, Lunch: { on: 2, guests: 0 }, Dinner: { on: 3, guests: 2 } });
    expect((await headcountDays(ctx, '2026-12-03', '2026-12-03'))[0]!.slots.map(({ on, guests }) => ({ on, guests }))).toEqual(Object.values(counts));
  });
});

describe('the kitchen’s numbers from the kept counts', () => {
  let temp: TempStore;
  let ctx: MessContext;
  const [a, late] = [student('a', 'uni.edu.bd'), student('l')];

  beforeEach(async () => {
    ({ temp, ctx } = await messTestContext('mess-kept-counts'));
    await joinMess(ctx, a, '2026-12-02');
  });
  afterEach(() => temp.dispose());

  it('when a join is approved after a later day’s count was kept, then that day counts them too', async () => {
    await joinMess(ctx, late, '2026-12-03');
    expect((await headcountDays(ctx, '2026-12-10', '2026-12-10'))[0]!.slots.map((slot) => slot.on)).toEqual([1, 1, 1]);

    // The approval marks only its first day (the 3rd); the 10th's kept count is read again.
    await approveJoin(ctx, late.id, admin);

    const [day] = await headcountDays(ctx, '2026-12-10', '2026-12-10');
    expect(day!.slots.map(({ on, off }) => [on, off])).toEqual([
      [2, 0],
      [2, 0],
      [2, 0],
    ]);
  });

  it('when a slot’s count is kept, then the read answers it without reading plans or stays', async () => {
    await headcountDays(ctx, '2026-12-02', '2026-12-03');
    const planFind = jest.spyOn(ctx.db.plan, 'find');
    const staysFind = jest.spyOn(ctx.db.stays, 'find');

    const days = await headcountDays(ctx, '2026-12-02', '2026-12-03');

    expect(days.map((day) => day.slots.map((slot) => slot.plates))).toEqual([
      [1, 1, 1],
      [1, 1, 1],
    ]);
    expect(planFind).not.toHaveBeenCalled();
    expect(staysFind).not.toHaveBeenCalled();
  });

  it('when a change of a slot is marked and not yet recounted, then that slot says pending, and no longer once recounted', async () => {
    expect((await headcountDays(ctx, '2026-12-02', '2026-12-02'))[0]!.slots.every((slot) => !slot.pending)).toBe(true);
    // A switch under way (its write not landed): its one mark, as the service writes it, seen by the count tick.
    const write = { planId: planSlotId(a.id, '2026-12-02', 'Dinner'), writeId: 'w1' };
    await markSwitch(ctx.db.countMarks, { date: '2026-12-02', slot: 'Dinner' }, write);
    await recountMarked(ctx);

    expect((await headcountDays(ctx, '2026-12-02', '2026-12-02'))[0]!.slots.map((slot) => slot.pending)).toEqual([false, false, true]);

    await ctx.db.plan.insertOne({ _id: write.planId, userId: a.id, date: '2026-12-02', slot: 'Dinner', on: false, guests: 0, source: 'self', writeId: 'w1', updatedAt: new Date().toISOString() });
    await recountMarked(ctx);

    expect((await headcountDays(ctx, '2026-12-02', '2026-12-02'))[0]!.slots.map(({ pending, on }) => [pending, on])).toEqual([
      [false, 1],
      [false, 1],
      [false, 0],
    ]);
  });
});
