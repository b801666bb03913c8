import type { TempStore } from '@hostel/platform/testing';
import type { MessContext } from '../context';
import { headcountDays } from '../headcount/headcount';
import { messTestContext, student, refusal } from '../testing/mess-context';
import { joinMess } from './join-mess';
import { leaveMess } from './leave-mess';
import { myBoarding } from './my-boarding';

describe('joining the mess: stays as a history', () => {
  let temp: TempStore;
  let ctx: MessContext;

  beforeEach(async () => {
    ({ temp, ctx } = await messTestContext('mess-join'));
  });
  afterEach(() => temp.dispose());

  it('when a student of an auto-approved domain joins, leaves and rejoins, then both stays are kept and only their days are counted', async () => {
    const { id, email } = student('c', 'uni.edu.bd');
    expect(await joinMess(ctx, { id, email }, '2026-12-02')).toMatchObject({ status: 'approved' });
    await leaveMess(ctx, id, '2026-12-05');
    expect(await refusal(joinMess(ctx, { id, email }, '2026-12-04'))).toMatchObject({ status: 409, code: 'joinOverlapsStay' });
    expect(await joinMess(ctx, { id, email }, '2026-12-08')).toMatchObject({ status: 'approved', from: '2026-12-08' });
    expect(await refusal(joinMess(ctx, { id, email }, '2026-12-20'))).toMatchObject({ status: 409, message: 'You are already a boarder of the mess.' });

    expect(await myBoarding(ctx, id)).toEqual({
      status: 'approved',
      stays: [
        { from: '2026-12-02', until: '2026-12-05', status: 'approved' },
        { from: '2026-12-08', until: null, status: 'approved' },
      ],
      earliestJoin: null,
      horizon: '2027-03-01',
    });
    const counts = await headcountDays(ctx, '2026-12-04', '2026-12-08');
    expect(counts.map((day) => day.slots[1]!.on)).toEqual([1, 0, 0, 0, 1]);
  });
});
