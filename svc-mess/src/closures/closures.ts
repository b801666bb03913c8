import { conflict, notFound } from '@hostel/platform';
import type { Closure, MealSlot } from '@hostel/contracts';
import { cutoffAt, isLocked } from '../calendar/cutoffs';
import type { MessContext } from '../context';
import { readSettings } from '../settings/settings';

/** Closes the mess for some meals of a day (DESIGN §9): off for everyone, never counted. A locked slot cannot be closed. */
export async function closeMess(ctx: MessContext, date: string, input: { slots: MealSlot[]; reason: string }): Promise<Closure> {
  const settings = await readSettings(ctx.db);
  const now = ctx.clock.now();
  const locked = input.slots.find((slot) => isLocked(settings, date, slot, now));
  if (locked) throw conflict(`The cutoff for ${locked} on ${date} has passed (${cutoffAt(settings, date, locked).toISOString()}).`);
  const existing = await ctx.db.closures.findOne({ date });
  // Slots closed before and locked since stay closed: what a slot held at its cutoff never changes.
  const keep = (existing?.slots ?? []).filter((slot) => isLocked(settings, date, slot, now));
  const slots = [...new Set([...keep, ...input.slots])];
  await ctx.db.closures.updateOne({ date }, { $set: { slots, reason: input.reason } }, { upsert: true });
  const touched = [...new Set([...(existing?.slots ?? []), ...slots])].filter((slot) => !isLocked(settings, date, slot, now));
  await ctx.countsChanged(touched.map((slot) => ({ date, slot })));
  return { date, slots, reason: input.reason };
}

/** Reopens the closed meals of a day that are still unlocked. */
export async function reopenMess(ctx: MessContext, date: string): Promise<{ success: true; reopened: MealSlot[] }> {
  const existing = await ctx.db.closures.findOne({ date });
  if (!existing) throw notFound('The mess is not closed that day.');
  const settings = await readSettings(ctx.db);
  const now = ctx.clock.now();
  const reopened = existing.slots.filter((slot) => !isLocked(settings, date, slot, now));
  const still = existing.slots.filter((slot) => !reopened.includes(slot));
  if (still.length) await ctx.db.closures.updateOne({ date }, { $set: { slots: still } });
  else await ctx.db.closures.deleteOne({ date });
  await ctx.countsChanged(reopened.map((slot) => ({ date, slot })));
  return { success: true, reopened };
}
