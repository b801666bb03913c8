import { auditedDelete, notFound, refuse, withOutbox, type Auditor } from '@hostel/platform';
import { CLOSURES_MAX, todayInDhaka, type Closure, type MealSlot } from '@hostel/contracts';
import type { MessContext } from '../context';
import { readTimeline } from '../settings/settings-history';

/** Closes the mess for some meals of a day (DESIGN §9): off for everyone, never counted. A locked slot cannot be closed. */
export async function closeMess(ctx: MessContext, date: string, input: { slots: MealSlot[]; reason: string }, audit?: Auditor): Promise<Closure> {
  const timeline = await readTimeline(ctx.db);
  const now = ctx.clock.now();
  const locked = input.slots.find((slot) => timeline.isLocked(date, slot, now));
  if (locked) throw refuse(409, 'closeAfterCutoff', { slot: locked, date, cutoffAt: timeline.cutoffAt(date, locked).toISOString() });
  const existing = await ctx.db.closures.findOne({ date });
  // Slots closed before and locked since stay closed: what a slot held at its cutoff never changes.
  const keep = (existing?.slots ?? []).filter((slot) => timeline.isLocked(date, slot, now));
  const slots = [...new Set([...keep, ...input.slots])];
  const touched = [...new Set([...(existing?.slots ?? []), ...slots])].filter((slot) => !timeline.isLocked(date, slot, now));
  await ctx.countsChange(
    touched.map((slot) => ({ date, slot })),
    () => {
      const update = { $set: { slots, reason: input.reason } };
      const before = existing ? { slots: existing.slots, reason: existing.reason } : undefined;
      return ctx.db.closures.updateOne({ date }, audit ? withOutbox(update, audit({ target: { type: 'closure', id: date }, before, after: { slots, reason: input.reason } })) : update, { upsert: true });
    },
  );
  return { date, slots, reason: input.reason };
}

/** Reopens the closed meals of a day that are still unlocked. */
export async function reopenMess(ctx: MessContext, date: string, audit?: Auditor): Promise<{ success: true; reopened: MealSlot[] }> {
  const existing = await ctx.db.closures.findOne({ date });
  if (!existing) throw notFound('The mess is not closed that day.');
  const timeline = await readTimeline(ctx.db);
  const now = ctx.clock.now();
  const reopened = existing.slots.filter((slot) => !timeline.isLocked(date, slot, now));
  const still = existing.slots.filter((slot) => !reopened.includes(slot));
  await ctx.countsChange(
    reopened.map((slot) => ({ date, slot })),
    async () => {
      const entry = audit?.({ target: { type: 'closure', id: date }, before: { slots: existing.slots, reason: existing.reason }, ...(still.length ? { after: { slots: still, reason: existing.reason } } : {}) });
      const update = { $set: { slots: still } };
      if (still.length) await ctx.db.closures.updateOne({ date }, entry ? withOutbox(update, entry) : update);
      else if (entry) await auditedDelete(ctx.auditOutbox, entry, { collection: 'closures', id: existing._id }, () => ctx.db.closures.deleteOne({ _id: existing._id }));
      else await ctx.db.closures.deleteOne({ date });
    },
  );
  return { success: true, reopened };
}

/** The closures from a day on (default: today in Dhaka), soonest first: the admin's list of what is closed ahead. */
export async function listClosures(ctx: MessContext, from = todayInDhaka(ctx.clock.now())): Promise<{ data: Closure[] }> {
  const docs = await ctx.db.closures.find({ date: { $gte: from } }, { sort: { date: 1 }, limit: CLOSURES_MAX });
  return { data: docs.map(({ date, slots, reason }) => ({ date, slots, reason })) };
}
