import { HEADCOUNT_MAX_DAYS, shiftDate, type Headcount } from '@hostel/contracts';
import { refuse } from '@hostel/platform';
import type { MessContext } from '../context';
import { headcountDays } from './headcount';

/** The kitchen's numbers for [from, to]: 400 past HEADCOUNT_MAX_DAYS, since every day reads the plans of its boarders. */
export async function readHeadcount(ctx: Pick<MessContext, 'db' | 'clock' | 'slotWrites'>, from: string, to: string): Promise<Headcount> {
  if (to > shiftDate(from, HEADCOUNT_MAX_DAYS - 1)) throw refuse(400, 'rangeTooLong', { count: HEADCOUNT_MAX_DAYS });
  return { from, to, days: await headcountDays(ctx, from, to) };
}
