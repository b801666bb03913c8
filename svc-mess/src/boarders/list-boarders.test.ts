import type { SettableClock } from '@hostel/platform';
import type { TempStore } from '@hostel/platform/testing';
import type { MessContext } from '../context';
import { messTestContext, student } from '../testing/mess-context';
import { joinMess } from './join-mess';
import { leaveMess } from './leave-mess';
import { listBoarders } from './list-boarders';

describe('the admin’s list of boarders', () => {
  let temp: TempStore;
  let ctx: MessContext;
  let clock: SettableClock;
  const [carol, alice, bob] = [student('carol', 'uni.edu.bd'), student('alice', 'uni.edu.bd'), student('bob')];

  beforeEach(async () => {
    ({ temp, ctx, clock } = await messTestContext('mess-list-boarders'));
    await joinMess(ctx, carol, '2026-12-02');
    await leaveMess(ctx, carol.id, '2026-12-05');
    await joinMess(ctx, carol, '2026-12-08');
    await joinMess(ctx, alice, '2026-12-03');
    clock.set(new Date('2026-12-01T12:01:00+06:00'));
    await joinMess(ctx, bob, '2026-12-02');
  });
  afterEach(() => temp.dispose());

  it('when listed, then by e-mail, each boarder once with their latest stay, paged', async () => {
    const page = await listBoarders(ctx, { limit: 2 });

    expect(page).toMatchObject({ total: 3, totalPages: 2 });
    expect(page.data.map(({ email, from, status }) => [email, from, status])).toEqual([
      [alice.email, '2026-12-03', 'approved'],
      [bob.email, '2026-12-02', 'pending'],
    ]);
    expect((await listBoarders(ctx, { page: 2, limit: 2 })).data).toEqual([{ userId: carol.id, email: carol.email, from: '2026-12-08', until: null, status: 'approved' }]);
  });

  it('when the pending joins are asked for, or a search, then only those', async () => {
    expect((await listBoarders(ctx, { status: 'pending' })).data.map((boarder) => boarder.email)).toEqual([bob.email]);
    expect((await listBoarders(ctx, { search: 'car' })).data.map((boarder) => boarder.email)).toEqual([carol.email]);
  });
});
