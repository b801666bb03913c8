import type { TempStore } from '@hostel/platform/testing';
import type { MessContext } from '../context';
import { boarderId, OPEN_END, stayId, type StayDoc } from '../mess-store';
import { messTestContext } from '../testing/mess-context';
import { boardersBetween, boardsOn, lastStayOf, staysByUser, staysOf } from './stays';

const stay = (userId: string, index: number, from: string, until: string, status: StayDoc['status'] = 'approved'): StayDoc => ({
  _id: stayId(userId, index),
  userId,
  email: `${userId}@hostel.test`,
  index,
  from,
  until,
  status,
  joinedAt: '2026-11-01T00:00:00.000Z',
});

describe('a boarder’s stays', () => {
  let temp: TempStore;
  let ctx: MessContext;
  // u1 stayed twice (the gap is 5 to 8 December); u2's join waits for approval.
  const stays = [stay('u1', 0, '2026-12-02', '2026-12-05'), stay('u1', 2, '2026-12-08', OPEN_END), stay('u2', 0, '2026-12-03', OPEN_END, 'pending')];

  beforeEach(async () => {
    ({ temp, ctx } = await messTestContext('mess-stays'));
    await ctx.db.boarders.insertMany([
      // Stay 1 of u1 was a join withdrawn: its number was taken, its stay is gone.
      { _id: boarderId('u1'), userId: 'u1', email: 'u1@hostel.test', stays: 3 },
      { _id: boarderId('u2'), userId: 'u2', email: 'u2@hostel.test', stays: 1 },
    ]);
    await ctx.db.stays.insertMany(stays);
  });
  afterEach(() => temp.dispose());

  it('when a day is asked, then one eats on it within an approved stay only, its end excluded', () => {
    expect(['2026-12-01', '2026-12-02', '2026-12-05', '2026-12-08'].map((date) => boardsOn(stays.slice(0, 2), date))).toEqual([false, true, false, true]);
    expect(boardsOn(stays.slice(2), '2026-12-04')).toBe(false);
  });

  it('when read, then the stays oldest first, a withdrawn one skipped, those ended by `since` left out', async () => {
    const boarder = (await ctx.db.boarders.findOne({ userId: 'u1' }))!;

    expect((await staysOf(ctx, boarder)).map((one) => one.from)).toEqual(['2026-12-02', '2026-12-08']);
    expect((await staysOf(ctx, boarder, '2026-12-05')).map((one) => one.from)).toEqual(['2026-12-08']);
    expect((await lastStayOf(ctx, boarder))?.index).toBe(2);
  });

  it('when the boarders of some days are asked, then those with an approved stay then, each with those stays', async () => {
    expect(await boardersBetween(ctx, '2026-12-04', '2026-12-09')).toEqual([
      {
        userId: 'u1',
        email: 'u1@hostel.test',
        stays: [
          { from: '2026-12-02', until: '2026-12-05' },
          { from: '2026-12-08', until: OPEN_END },
        ],
      },
    ]);
    expect(await boardersBetween(ctx, '2026-12-05', '2026-12-07')).toEqual([]);
    expect([...staysByUser(stays).keys()]).toEqual(['u1', 'u2']);
  });
});
