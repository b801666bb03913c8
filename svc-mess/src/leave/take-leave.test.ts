import type { TempStore } from '@hostel/platform/testing';
import type { MessContext } from '../context';
import type { MessCollections } from '../mess-store';
import { joinMess } from '../boarders/join-mess';
import { headcountDays } from '../headcount/headcount';
import { switchSlot } from '../plan/switch-slot';
import { messTestContext, refusal, student } from '../testing/mess-context';
import { takeLeave } from './take-leave';

describe('taking a leave: bounds and bulk writes', () => {
  let temp: TempStore;
  let db: MessCollections;
  let ctx: MessContext;

  beforeEach(async () => {
    ({ temp, db, ctx } = await messTestContext('mess-take-leave'));
  });
  afterEach(() => temp.dispose());

  const platesOn = async (date: string) => (await headcountDays(ctx, date, date))[0]!.slots.map((slot) => slot.on);

  it('when a join, a switch or a leave reaches past the horizon, then 400; the eleventh leave ahead is 409', async () => {
    const { id, email } = student('g', 'uni.edu.bd');
    expect(await refusal(joinMess(ctx, { id, email }, '2027-03-02'))).toMatchObject({ status: 400, code: 'beyondHorizon' });
    await joinMess(ctx, { id, email }, '2026-12-02');
    expect(await refusal(switchSlot(ctx, id, { date: '2027-03-02', slot: 'Lunch', on: false }))).toMatchObject({ status: 400, code: 'beyondHorizon' });
    expect(await refusal(takeLeave(ctx, id, { from: '2027-02-27', to: '2027-03-02' }))).toMatchObject({ status: 400, code: 'beyondHorizon' });

    for (let day = 10; day < 30; day += 2) await takeLeave(ctx, id, { from: `2026-12-${day}`, to: `2026-12-${day}` });

    expect(await refusal(takeLeave(ctx, id, { from: '2026-12-31', to: '2026-12-31' }))).toMatchObject({ status: 409, code: 'tooManyLeaves' });
  });

  it('when a leave is taken, then its slots are written in bulk (one insert for the new ones, one update for the switched ones)', async () => {
    const { id, email } = student('h', 'uni.edu.bd');
    await joinMess(ctx, { id, email }, '2026-12-02');
    await switchSlot(ctx, id, { date: '2026-12-03', slot: 'Dinner', on: true, guests: 2 });
    const insertOne = jest.spyOn(db.plan, 'insertOne');
    const insertMany = jest.spyOn(db.plan, 'insertMany');
    const updateOne = jest.spyOn(db.plan, 'updateOne');

    const leave = await takeLeave(ctx, id, { from: '2026-12-02', to: '2026-12-11' });

    expect(leave.slotsOff).toBe(30);
    expect(insertOne).not.toHaveBeenCalled();
    expect(updateOne).not.toHaveBeenCalled();
    expect(insertMany).toHaveBeenCalledTimes(1);
    expect(insertMany.mock.calls[0]![0]).toHaveLength(29);
    expect(await platesOn('2026-12-03')).toEqual([0, 0, 0]);
  });
});
