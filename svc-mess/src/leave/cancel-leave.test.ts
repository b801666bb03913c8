import type { SettableClock } from '@hostel/platform';
import type { TempStore } from '@hostel/platform/testing';
import { joinMess } from '../boarders/join-mess';
import type { MessContext } from '../context';
import { headcountDays } from '../headcount/headcount';
import { messTestContext, refusal, student } from '../testing/mess-context';
import { cancelLeave } from './cancel-leave';
import { takeLeave } from './take-leave';

describe('cancelling a leave', () => {
  let temp: TempStore;
  let ctx: MessContext;
  let clock: SettableClock;
  const boarder = student('a', 'uni.edu.bd');
  const onOf = async (date: string) => (await headcountDays(ctx, date, date))[0]!.slots.map((slot) => slot.on);

  beforeEach(async () => {
    ({ temp, ctx, clock } = await messTestContext('mess-cancel-leave'));
    await joinMess(ctx, boarder, '2026-12-02');
  });
  afterEach(() => temp.dispose());

  it('when a leave is cancelled, then its meals still unlocked are on again and the locked ones stay off', async () => {
    const leave = await takeLeave(ctx, boarder.id, { from: '2026-12-02', to: '2026-12-03' });
    // The 2nd's Breakfast and Lunch have locked.
    clock.set(new Date('2026-12-02T12:00:00+06:00'));

    expect(await cancelLeave(ctx, boarder.id, leave.id)).toMatchObject({ id: leave.id, cancelledAt: '2026-12-02T06:00:00.000Z' });

    expect(await onOf('2026-12-02')).toEqual([0, 0, 1]);
    expect(await onOf('2026-12-03')).toEqual([1, 1, 1]);
  });

  it('when it is cancelled twice, then the second answers the same leave; another boarder’s leave is 404', async () => {
    const leave = await takeLeave(ctx, boarder.id, { from: '2026-12-05', to: '2026-12-05' });
    const first = await cancelLeave(ctx, boarder.id, leave.id);

    expect(await cancelLeave(ctx, boarder.id, leave.id)).toEqual(first);

    const other = student('b', 'uni.edu.bd');
    await joinMess(ctx, other, '2026-12-02');
    expect(await refusal(cancelLeave(ctx, other.id, leave.id))).toMatchObject({ status: 404 });
  });
});
