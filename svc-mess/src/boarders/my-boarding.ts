import type { MyBoarding } from '@hostel/contracts';
import { firstOpenDate } from '../calendar/cutoffs';
import { horizonOf } from '../calendar/horizon';
import type { MessContext } from '../context';
import { OPEN_END } from '../mess-store';
import { readTimeline } from '../settings/settings-history';
import { findBoarder, staysOf } from './stays';

/** The caller's stays, and where a join of theirs may start (the join form's first day). */
export async function myBoarding(ctx: MessContext, userId: string): Promise<MyBoarding> {
  const timeline = await readTimeline(ctx.db);
  const now = ctx.clock.now();
  const boarder = await findBoarder(ctx, userId);
  const stays = boarder ? await staysOf(ctx, boarder) : [];
  const last = stays.at(-1);
  const open = firstOpenDate(timeline, now);
  return {
    status: last?.status ?? 'none',
    stays: stays.map((stay) => ({ from: stay.from, until: stay.until === OPEN_END ? null : stay.until, status: stay.status })),
    earliestJoin: last?.until === OPEN_END ? null : last && last.until > open ? last.until : open,
    horizon: horizonOf(timeline.current, now),
  };
}
