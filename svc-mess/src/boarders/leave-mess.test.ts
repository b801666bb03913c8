import type { TempStore } from '@hostel/platform/testing';
import type { MessContext } from '../context';
import { headcountDays } from '../headcount/headcount';
import { messTestContext, refusal, student } from '../testing/mess-context';
import { joinMess } from './join-mess';
import { leaveMess } from './leave-mess';

describe('a boarder leaving the mess', () => {
  let temp: TempStore;
  let ctx: MessContext;
  const boarder = student('a', 'uni.edu.bd');
  const onOf = async (date: string) => (await headcountDays(ctx, date, date))[0]!.slots.map((slot) => slot.on);

  beforeEach(async () => {
    ({ temp, ctx } = await messTestContext('mess-leave-mess'));
  });
  afterEach(() => temp.dispose());

  it('when a boarder leaves from a day, then their stay ends there: counted before it, not from it', async () => {
    await joinMess(ctx, boarder, '2026-12-02');

    expect(await leaveMess(ctx, boarder.id, '2026-12-04')).toMatchObject({ from: '2026-12-02', until: '2026-12-04', status: 'approved' });

    expect(await onOf('2026-12-03')).toEqual([1, 1, 1]);
    expect(await onOf('2026-12-04')).toEqual([0, 0, 0]);
  });

  it('when the day asked has begun locking, then 400 with the first day still open; one who never joined is 403', async () => {
    await joinMess(ctx, boarder, '2026-12-02');

    expect(await refusal(leaveMess(ctx, boarder.id, '2026-12-01'))).toMatchObject({ status: 400, code: 'leaveFromEarliest' });
    expect(await refusal(leaveMess(ctx, student('z').id, '2026-12-04'))).toMatchObject({ status: 403 });
  });

  it('when a join still waiting is left, then it is withdrawn', async () => {
    const waiting = student('w');
    await joinMess(ctx, waiting, '2026-12-03');

    await leaveMess(ctx, waiting.id, '2026-12-05');

    expect(await ctx.db.stays.find({ userId: waiting.id })).toEqual([]);
  });
});
