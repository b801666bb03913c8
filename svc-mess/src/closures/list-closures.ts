import { CLOSURES_MAX, todayInDhaka, type Closure } from '@hostel/contracts';
import type { MessContext } from '../context';

/** The closures from a day on (default: today in Dhaka), soonest first: the admin's list of what is closed ahead. */
export async function listClosures(ctx: MessContext, from = todayInDhaka(ctx.clock.now())): Promise<{ data: Closure[] }> {
  const docs = await ctx.db.closures.find({ date: { $gte: from } }, { sort: { date: 1 }, limit: CLOSURES_MAX });
  return { data: docs.map(({ date, slots, reason }) => ({ date, slots, reason })) };
}
