import type { SettableClock } from '@hostel/platform';
import type { TempStore } from '@hostel/platform/testing';
import type { MessContext } from '../context';
import { messTestContext, student } from '../testing/mess-context';
import { joinMess } from './join-mess';
import { leaveMess } from './leave-mess';
import { myBoarding } from './my-boarding';

describe('the caller’s boarding', () => {
  let temp: TempStore;
  let ctx: MessContext;
  let clock: SettableClock;
  const boarder = student('a', 'uni.edu.bd');

  beforeEach(async () => {
    ({ temp, ctx, clock } = await messTestContext('mess-my-boarding'));
  });
  afterEach(() => temp.dispose());

  it('when the caller never joined, then none, and a join may start on the first day still open', async () => {
    expect(await myBoarding(ctx, boarder.id)).toEqual({ status: 'none', stays: [], earliestJoin: '2026-12-02', horizon: '2027-03-01' });
    // After the next day's breakfast cutoff (22:00), the first open day moves on.
    clock.set(new Date('2026-12-01T22:30:00+06:00'));
    expect((await myBoarding(ctx, boarder.id)).earliestJoin).toBe('2026-12-03');
  });

  it('when the caller’s stay ends ahead, then a new join may start no earlier than its end', async () => {
    await joinMess(ctx, boarder, '2026-12-02');
    await leaveMess(ctx, boarder.id, '2026-12-10');

    expect(await myBoarding(ctx, boarder.id)).toMatchObject({ status: 'approved', stays: [{ from: '2026-12-02', until: '2026-12-10', status: 'approved' }], earliestJoin: '2026-12-10' });
  });
});
