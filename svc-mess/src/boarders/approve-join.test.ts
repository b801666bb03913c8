import type { SettableClock } from '@hostel/platform';
import type { TempStore } from '@hostel/platform/testing';
import type { MessContext } from '../context';
import { headcountDays } from '../headcount/headcount';
import { switchSlot } from '../plan/switch-slot';
import { admin, messTestContext, refusal, student } from '../testing/mess-context';
import { approveJoin } from './approve-join';
import { joinMess } from './join-mess';
import { listBoarders } from './list-boarders';

describe('approving a join', () => {
  let temp: TempStore;
  let ctx: MessContext;
  let clock: SettableClock;

  beforeEach(async () => {
    ({ temp, ctx, clock } = await messTestContext('mess-approve'));
  });
  afterEach(() => temp.dispose());

  const platesOn = async (date: string) => (await headcountDays(ctx, date, date))[0]!.slots.map((slot) => slot.on);

  it('when a student of another domain joins, then the join waits: not counted, not allowed to switch, until an admin approves it', async () => {
    const { id, email } = student('a');
    expect(await joinMess(ctx, { id, email }, '2026-12-02')).toMatchObject({ status: 'pending', from: '2026-12-02', until: null });
    expect(await platesOn('2026-12-03')).toEqual([0, 0, 0]);
    expect(await refusal(switchSlot(ctx, id, { date: '2026-12-03', slot: 'Lunch', on: false }))).toMatchObject({ status: 403, message: "Your join is waiting for an admin's approval." });
    expect((await listBoarders(ctx, { status: 'pending' })).data.map((boarder) => boarder.userId)).toEqual([id]);

    expect(await approveJoin(ctx, id, admin)).toMatchObject({ status: 'approved', from: '2026-12-02' });

    expect(await platesOn('2026-12-03')).toEqual([1, 1, 1]);
    expect((await listBoarders(ctx, { status: 'pending' })).data).toEqual([]);
    expect(await refusal(approveJoin(ctx, id, admin))).toMatchObject({ status: 404 });
  });

  it('when an admin approves a join whose first day has passed, then it counts from the first day still open: no past day moves', async () => {
    const { id, email } = student('b');
    await joinMess(ctx, { id, email }, '2026-12-02');
    clock.set(new Date('2026-12-05T12:00:00+06:00'));

    expect(await approveJoin(ctx, id, admin)).toMatchObject({ from: '2026-12-06' });
    expect(await platesOn('2026-12-04')).toEqual([0, 0, 0]);
  });
});
