import { forbidden, newId, refuse } from '@hostel/platform';
import type { MealSlot, PlanSlot } from '@hostel/contracts';
import { boardingStays } from '../boarders/boarder-of';
import { boardsOn } from '../boarders/stays';
import { assertWithinHorizon } from '../calendar/horizon';
import type { MessContext } from '../context';
import { closureId, planSlotId, type PlanSlotDoc } from '../mess-store';
import { menuSlotId } from '../menu/menu-read-model';
import { recentTimeline } from '../settings/settings-history';
import { CutoffPassedError } from './cutoff-passed-error';
import { slotState } from './slot-state';
import { storeSlot } from './store-slot';

export const NOT_BOARDING_THEN = 'You are not a boarder of the mess on that date.';

/**
 * Switches one of the caller's meals before its cutoff (DESIGN §9): 409 at or after it, or while the mess is closed.
 * The cutoff is judged again once the switch is written: a write that lands at or after it is put back and refused,
 * so what the slot held at its cutoff is what was there before the request.
 */
export async function switchSlot(ctx: MessContext, userId: string, input: { date: string; slot: MealSlot; on: boolean; guests?: number }): Promise<PlanSlot & { date: string }> {
  const { date, slot } = input;
  const { stays } = await boardingStays(ctx, userId, date);
  const [timeline, closure, stored, menu] = await Promise.all([
    recentTimeline(ctx.db),
    ctx.db.closures.findOne({ _id: closureId(date) }),
    ctx.db.plan.findOne({ _id: planSlotId(userId, date, slot) }),
    ctx.db.menu.findOne({ _id: menuSlotId(date, slot) }),
  ]);
  const settings = timeline.current;
  if (input.guests !== undefined && input.guests > settings.maxGuests) throw refuse(400, 'tooManyGuests', { count: settings.maxGuests });
  if (!boardsOn(stays, date)) throw forbidden(NOT_BOARDING_THEN);
  const now = ctx.clock.now();
  const locked = () => new CutoffPassedError(slot, date, timeline.cutoffAt(date, slot).toISOString());
  if (timeline.isLocked(date, slot, now)) throw locked();
  assertWithinHorizon(timeline.current, now, date);
  if (closure?.slots.includes(slot)) throw refuse(409, 'messClosed', { slot, date });
  // Guests come with the boarder's own meal: switched off, none; on without a number, those already asked for.
  const guests = input.on ? (input.guests ?? (stored?.on ? stored.guests : 0)) : 0;
  const writeId = newId();
  const planId = planSlotId(userId, date, slot);
  // One mark, before the write: the count tick recounts the slot once it holds this writeId (or the lease ran out).
  const written = await ctx.markSwitch({ date, slot }, { planId, writeId });
  await storeSlot(ctx, { userId, date, slot }, { on: input.on, guests, source: 'self', writeId }, stored);
  if (timeline.isLocked(date, slot, ctx.clock.now())) {
    // Rare. The count tick may have counted the write before it is put back, and taken its mark: the put-back is a
    // change of its own, marked like a leave's, so the slot is counted again without it (this switch's own mark, if
    // still there, waits for its lease: the put-back removed its writeId).
    await ctx.countsChange([{ date, slot }], () => putBack(ctx, planId, writeId, stored), { countNow: false });
    await written();
    throw locked();
  }
  await written();
  return { date, ...slotState(timeline, now, { date, slot, boarding: true, stored: { ...(stored ?? ({} as PlanSlotDoc)), on: input.on, guests, source: 'self' }, meals: menu?.meals }) };
}

/** Undoes a switch that landed after its cutoff, unless another write has replaced it since: the slot as it was. */
async function putBack(ctx: MessContext, _id: string, writeId: string, before: PlanSlotDoc | null): Promise<void> {
  if (!before) {
    await ctx.db.plan.deleteOne({ _id, writeId });
    return;
  }
  const { _id: _ignored, ...fields } = before;
  await ctx.db.plan.updateOne({ _id: before._id, writeId }, { $set: { ...fields, writeId: before.writeId ?? '' } });
}
