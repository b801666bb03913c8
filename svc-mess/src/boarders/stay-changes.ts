import { auditedDelete, refuse, withOutbox, type Auditor, type Update } from '@hostel/platform';
import { MEAL_SLOTS, type Boarder } from '@hostel/contracts';
import { firstOpenDate } from '../calendar/cutoffs';
import type { MessContext } from '../context';
import type { SlotKey } from '../headcount/count-marks';
import { changeStaysVersion } from '../headcount/stays-version';
import { OPEN_END, type StayDoc } from '../mess-store';
import { readTimeline } from '../settings/settings-history';

/** What the changes of a stay share: the answer they give, the counts they touch first, how a stay ends. */

/** A boarder as the API answers: their latest stay. */
export const toBoarder = (stay: StayDoc): Boarder => ({
  userId: stay.userId,
  email: stay.email,
  from: stay.from,
  until: stay.until === OPEN_END ? null : stay.until,
  status: stay.status,
});

/**
 * The slots whose counts a boarder's arrival or departure changes first: that day's. Every later day changes too;
 * publishing them all would write a week of counts per boarder (a registration day's hundreds contend for the same
 * few documents), so the kitchen's screen learns of the rest on its next read.
 */
export const firstDayOf = (from: string): SlotKey[] => MEAL_SLOTS.map((slot) => ({ date: from, slot }));

/**
 * Writes a change of an approved stay from `from` on: its first day is marked for the count tick (which tells admins),
 * and the stays' new version has every kept count from that day on read again by the next headcount read
 * (headcount/stays-version.ts), so nothing is counted in the request: a registration day's joins come hundreds at once.
 */
export async function changeStay<T>(ctx: MessContext, from: string, write: () => Promise<T>): Promise<T> {
  const result = await ctx.countsChange(firstDayOf(from), write, { countNow: false });
  await changeStaysVersion(ctx.db);
  return result;
}

/**
 * Ends a stay from `from` (not before the first day still open: no past day changes). A stay not begun by then ends
 * where it starts; a join still waiting for approval is withdrawn (it was never counted). An admin's end is audited.
 */
export async function endStayFrom(ctx: MessContext, stay: StayDoc, from: string, audit?: Auditor): Promise<Boarder> {
  const open = firstOpenDate(await readTimeline(ctx.db), ctx.clock.now());
  if (from < open) throw refuse(400, 'leaveFromEarliest', { date: open });
  const until = from < stay.from ? stay.from : from;
  if (until >= stay.until) return toBoarder(stay);
  const entry = audit?.({ target: { type: 'stay', id: stay.userId }, before: { from: stay.from, until: stay.until === OPEN_END ? null : stay.until, status: stay.status }, after: { from: stay.from, until } });
  if (stay.status === 'pending') {
    const remove = () => ctx.db.stays.deleteOne({ _id: stay._id, status: 'pending' });
    await (entry ? auditedDelete(ctx.auditOutbox, entry, { collection: 'stays', id: stay._id }, remove) : remove());
    return toBoarder({ ...stay, until: stay.from });
  }
  const update: Update = { $set: { until } };
  const ended = await changeStay(ctx, until, () =>
    ctx.db.stays.findOneAndUpdate({ _id: stay._id, until: { $gt: until } }, entry ? withOutbox(update, entry) : update, { returnDocument: 'after' }),
  );
  // Ended earlier still by another call meanwhile: that end stays.
  return toBoarder(ended ?? (await ctx.db.stays.findOne({ _id: stay._id }))!);
}
