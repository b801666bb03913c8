import { API, HEADCOUNT_MAX_DAYS, shiftDate } from '@hostel/contracts';
import { refuse } from '@hostel/platform';
import type { MessContext } from '../context';
import type { MessRoutes } from '../mess-binder';
import { headcountDays } from './headcount';

/** The kitchen's numbers: one day, or a range of at most HEADCOUNT_MAX_DAYS. */
export function bindHeadcount(routes: MessRoutes, ctx: MessContext): void {
  routes.on(API.getHeadcount, async ({ query }) => {
    const from = query.date ?? query.from!;
    const to = query.date ?? query.to!;
    if (to > shiftDate(from, HEADCOUNT_MAX_DAYS - 1)) throw refuse(400, 'rangeTooLong', { count: HEADCOUNT_MAX_DAYS });
    return { from, to, days: await headcountDays(ctx, from, to) };
  });
}
