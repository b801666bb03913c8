import { auditedDelete, notFound, withOutbox, type Auditor } from '@hostel/platform';
import type { MealSlot } from '@hostel/contracts';
import type { MessContext } from '../context';
import { closureId } from '../mess-store';
import { readTimeline } from '../settings/settings-history';

/** Reopens the closed meals of a day that are still unlocked. */
export async function reopenMess(ctx: MessContext, date: string, audit?: Auditor): Promise<{ success: true; reopened: MealSlot[] }> {
  const existing = await ctx.db.closures.findOne({ _id: closureId(date) });
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
      if (still.length) await ctx.db.closures.updateOne({ _id: existing._id }, entry ? withOutbox(update, entry) : update);
      else if (entry) await auditedDelete(ctx.auditOutbox, entry, { collection: 'closures', id: existing._id }, () => ctx.db.closures.deleteOne({ _id: existing._id }));
      else await ctx.db.closures.deleteOne({ _id: existing._id });
    },
  );
  return { success: true, reopened };
}
