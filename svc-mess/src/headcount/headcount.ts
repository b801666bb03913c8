import { EVENTS, MEAL_SLOTS, type HeadcountChanged, type HeadcountDay, type MealSlot } from '@hostel/contracts';
import { DuplicateKeyError, newEvent, OUTBOX_COUNT_FIELD, OUTBOX_FIELD } from '@hostel/platform';
import { boardersBetween, boardsOn } from '../boarders/boarders';
import { cutoffAt, datesBetween, isLocked } from '../calendar/cutoffs';
import type { MessContext, SlotKey } from '../context';
import { menuBetween } from '../menu/menu-read-model';
import { readSettings } from '../settings/settings';

/**
 * The kitchen's numbers for every day of [from, to], counted from the plans as they are now: a boarder's slot is
 * on unless a stored change or a closure says otherwise, so the count is exact whatever instance wrote what.
 */
export async function headcountDays(ctx: Pick<MessContext, 'db' | 'clock'>, from: string, to: string): Promise<HeadcountDay[]> {
  const [settings, boarders, changes, closures, menu] = await Promise.all([
    readSettings(ctx.db),
    boardersBetween(ctx as MessContext, from, to),
    ctx.db.plan.find({ date: { $gte: from, $lte: to } }),
    ctx.db.closures.find({ date: { $gte: from, $lte: to } }),
    menuBetween(ctx.db.menu, from, to),
  ]);
  const now = ctx.clock.now();
  const boarderById = new Map(boarders.map((boarder) => [boarder.userId, boarder]));
  const closed = new Map(closures.map((closure) => [closure.date, new Set(closure.slots)]));
  return datesBetween(from, to).map((date) => {
    const present = boarders.filter((boarder) => boardsOn(boarder, date)).length;
    const counts = Object.fromEntries(MEAL_SLOTS.map((slot) => [slot, { on: present, guests: 0 }])) as Record<MealSlot, { on: number; guests: number }>;
    for (const change of changes) {
      if (change.date !== date) continue;
      const boarder = boarderById.get(change.userId);
      if (!boarder || !boardsOn(boarder, date)) continue;
      if (!change.on) counts[change.slot].on--;
      else counts[change.slot].guests += change.guests;
    }
    return {
      date,
      slots: MEAL_SLOTS.map((slot) => {
        const isClosed = closed.get(date)?.has(slot) ?? false;
        const { on, guests } = isClosed ? { on: 0, guests: 0 } : counts[slot];
        return { slot, on, guests, plates: on + guests, off: present - on, locked: isLocked(settings, date, slot, now), cutoffAt: cutoffAt(settings, date, slot).toISOString(), meals: menu.of(date, slot) };
      }),
    };
  });
}

/**
 * Publishes the counts of the slots a write changed as `headcount.changed` (DESIGN §9): each slot's count is read
 * after the write and stored with its event in the slot's document (the outbox), so the relay publishes it even if
 * the broker is away now. Two instances writing the same slot at once each publish a count read after their own
 * write; the later read is the exact one, and GET /mess/headcount always is.
 */
export async function publishCounts(ctx: Pick<MessContext, 'db' | 'clock'>, keys: SlotKey[]): Promise<void> {
  const { db } = ctx;
  if (keys.length === 0) return;
  const dates = keys.map((key) => key.date).sort();
  const days = await headcountDays(ctx, dates[0]!, dates[dates.length - 1]!);
  const wanted = new Set(keys.map((key) => `${key.date}|${key.slot}`));
  for (const day of days) {
    for (const slot of day.slots) {
      if (!wanted.has(`${day.date}|${slot.slot}`)) continue;
      const data: HeadcountChanged = { date: day.date, slot: slot.slot, on: slot.on, guests: slot.guests };
      const filter = { date: day.date, slot: slot.slot };
      // Only the newest count of a slot matters: it replaces one still waiting, so a burst of switches publishes a
      // handful of events, not one each. The relay removes an event only if it is still the one it published.
      const update = { $set: { on: slot.on, guests: slot.guests, [OUTBOX_FIELD]: [newEvent(EVENTS.headcountChanged, data)], [OUTBOX_COUNT_FIELD]: 1 } };
      // The first counts of a slot, written by two instances at once: the unique index lets one insert, the other updates.
      await db.headcounts.updateOne(filter, update, { upsert: true }).catch((err: unknown) => {
        if (!(err instanceof DuplicateKeyError)) throw err;
        return db.headcounts.updateOne(filter, update);
      });
    }
  }
}
