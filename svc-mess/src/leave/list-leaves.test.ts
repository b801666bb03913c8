import type { SettableClock } from '@hostel/platform';
import type { TempStore } from '@hostel/platform/testing';
import { joinMess } from '../boarders/join-mess';
import type { MessContext } from '../context';
import { messTestContext, refusal, student } from '../testing/mess-context';
import { cancelLeave } from './cancel-leave';
import { listLeaves } from './list-leaves';
import { takeLeave } from './take-leave';

describe('a boarder’s list of leaves', () => {
  let temp: TempStore;
  let ctx: MessContext;
  let clock: SettableClock;
  const boarder = student('a', 'uni.edu.bd');

  beforeEach(async () => {
    ({ temp, ctx, clock } = await messTestContext('mess-list-leaves'));
    await joinMess(ctx, boarder, '2026-12-02');
  });
  afterEach(() => temp.dispose());

  it('when leaves were taken and one cancelled, then the page lists the caller’s own, newest first, the cancelled one marked', async () => {
    const first = await takeLeave(ctx, boarder.id, { from: '2026-12-05', to: '2026-12-06', reason: 'Home' });
    clock.set(new Date('2026-12-01T12:05:00+06:00'));
    const second = await takeLeave(ctx, boarder.id, { from: '2026-12-10', to: '2026-12-10' });
    await cancelLeave(ctx, boarder.id, first.id);
    const other = student('b', 'uni.edu.bd');
    await joinMess(ctx, other, '2026-12-02');
    await takeLeave(ctx, other.id, { from: '2026-12-07', to: '2026-12-07' });

    const page = await listLeaves(ctx, boarder.id, { limit: 1 });

    expect(page).toMatchObject({ total: 2, totalPages: 2, data: [{ id: second.id, from: '2026-12-10', slotsOff: 3 }] });
    expect((await listLeaves(ctx, boarder.id, { page: 2, limit: 1 })).data).toEqual([expect.objectContaining({ id: first.id, reason: 'Home', cancelledAt: expect.any(String) })]);
  });

  it('when the caller never joined, then 403', async () => {
    expect(await refusal(listLeaves(ctx, student('z').id, {}))).toMatchObject({ status: 403 });
  });
});
