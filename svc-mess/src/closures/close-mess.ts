import { DuplicateKeyError, outboxed, refuse, withOutbox, type Auditor } from '@hostel/platform';
import type { Closure, MealSlot } from '@hostel/contracts';
import type { MessContext } from '../context';
import { closureId } from '../mess-store';
import { readTimeline } from '../settings/settings-history';

/** Closes the mess for some meals of a day (DESIGN §9): off for everyone, never counted. A locked slot cannot be closed. */
export async function closeMess(ctx: MessContext, date: string, input: { slots: MealSlot[]; reason: string }, audit?: Auditor): Promise<Closure> {
  const timeline = await readTimeline(ctx.db);
  const now = ctx.clock.now();
  const locked = input.slots.find((slot) => timeline.isLocked(date, slot, now));
  if (locked) throw refuse(409, 'closeAfterCutoff', { slot: locked, date, cutoffAt: timeline.cutoffAt(date, locked).toISOString() });
  const _id = closureId(date);
  const existing = await ctx.db.closures.findOne({ _id });
  // Slots closed before and locked since stay closed: what a slot held at its cutoff never changes.
  const keep = (existing?.slots ?? []).filter((slot) => timeline.isLocked(date, slot, now));
  const slots = [...new Set([...keep, ...input.slots])];
  const touched = [...new Set([...(existing?.slots ?? []), ...slots])].filter((slot) => !timeline.isLocked(date, slot, now));
  await ctx.countsChange(
    touched.map((slot) => ({ date, slot })),
    async () => {
      const update = { $set: { slots, reason: input.reason } };
      const before = existing ? { slots: existing.slots, reason: existing.reason } : undefined;
      const entry = audit?.({ target: { type: 'closure', id: date }, before, after: { slots, reason: input.reason } });
      const change = () => ctx.db.closures.updateOne({ _id }, entry ? withOutbox(update, entry) : update);
      if (existing) return change();
      // Under the day's derived id, so a switch finds it by id; two first closings at once: the second updates.
      const doc = { _id, date, slots, reason: input.reason };
      await ctx.db.closures.insertOne(entry ? outboxed(doc, entry) : doc).catch((err: unknown) => {
        if (!(err instanceof DuplicateKeyError)) throw err;
        return change();
      });
    },
  );
  return { date, slots, reason: input.reason };
}
