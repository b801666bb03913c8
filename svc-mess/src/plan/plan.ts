import { AppError, DuplicateKeyError, forbidden, newId, refuse } from '@hostel/platform';
import { currentWeek, MEAL_SLOTS, refusalMessage, weekDates, type MealSlot, type PlanSlot, type PlanWeek } from '@hostel/contracts';
import { boarderOf, boardingStays } from '../boarders/boarders';
import { boardsOn, staysOf } from '../boarders/stays';
import { assertWithinHorizon } from '../calendar/horizon';
import type { MessContext } from '../context';
import { planSlotId, type ClosureDoc, type PlanSlotDoc } from '../mess-store';
import { menuBetween, type SlotMeal } from '../menu/menu-read-model';
import { readTimeline, type SettingsTimeline } from '../settings/settings-history';

export const NOT_BOARDING_THEN = 'You are not a boarder of the mess on that date.';

/** DESIGN §9's 409 at or after a cutoff, with the instant it passed. */
export class CutoffPassedError extends AppError {
  constructor(
    slot: MealSlot,
    date: string,
    readonly cutoffAt: string,
  ) {
    super(409, refusalMessage('cutoffPassed', { slot, date, cutoffAt }), undefined, { code: 'cutoffPassed', params: { slot, date, cutoffAt } });
  }
}

/** What one slot of one boarder is: the default (on, no guests) unless a closure or a stored change says otherwise. */
export function slotState(
  timeline: SettingsTimeline,
  now: Date,
  input: { date: string; slot: MealSlot; boarding: boolean; stored?: PlanSlotDoc; closure?: ClosureDoc; meals?: SlotMeal[] },
): PlanSlot {
  const { date, slot, stored, closure } = input;
  const base = { slot, locked: timeline.isLocked(date, slot, now), cutoffAt: timeline.cutoffAt(date, slot).toISOString(), meals: input.meals ?? [] };
  if (closure?.slots.includes(slot)) return { ...base, on: false, guests: 0, source: 'closure' };
  // Days outside the boarder's stay have no meal to switch.
  if (!input.boarding) return { ...base, on: false, guests: 0, source: 'default' };
  if (stored) return { ...base, on: stored.on, guests: stored.on ? stored.guests : 0, source: stored.source };
  return { ...base, on: true, guests: 0, source: 'default' };
}

const keyOf = (date: string, slot: string) => `${date}|${slot}`;

/** The caller's week: seven days × Breakfast, Lunch and Dinner, each with its cutoff (DESIGN §9). */
export async function weekPlan(ctx: MessContext, userId: string, week = currentWeek(ctx.clock.now())): Promise<PlanWeek> {
  const boarder = await boarderOf(ctx, userId);
  const dates = weekDates(week);
  const [stays, timeline, stored, closures, menu] = await Promise.all([
    staysOf(ctx, boarder, dates[0]),
    readTimeline(ctx.db),
    ctx.db.plan.find({ userId, date: { $gte: dates[0], $lte: dates[6] } }),
    ctx.db.closures.find({ date: { $gte: dates[0], $lte: dates[6] } }),
    menuBetween(ctx.db.menu, dates[0]!, dates[6]!),
  ]);
  const now = ctx.clock.now();
  const byKey = new Map(stored.map((doc) => [keyOf(doc.date, doc.slot), doc]));
  const closureOf = new Map(closures.map((closure) => [closure.date, closure]));
  return {
    week,
    days: dates.map((date) => {
      const boarding = boardsOn(stays, date);
      return {
        date,
        boarding,
        slots: MEAL_SLOTS.map((slot) => slotState(timeline, now, { date, slot, boarding, stored: byKey.get(keyOf(date, slot)), closure: closureOf.get(date), meals: menu.of(date, slot) })),
      };
    }),
  };
}

/**
 * Stores one slot's change under the slot's derived id, so it is found by id (cheap on FerretDB): inserted the
 * first time, updated by id after that. A slot stored before ids were derived meets the unique index on
 * (userId, date, slot) and is updated where it is.
 */
export async function storeSlot(ctx: MessContext, filter: { userId: string; date: string; slot: MealSlot }, set: Partial<PlanSlotDoc>): Promise<void> {
  const updatedAt = new Date().toISOString();
  const _id = planSlotId(filter.userId, filter.date, filter.slot);
  try {
    await ctx.db.plan.insertOne({ on: true, guests: 0, source: 'self', ...set, ...filter, _id, updatedAt });
  } catch (err) {
    if (!(err instanceof DuplicateKeyError)) throw err;
    const update = { $set: { ...set, updatedAt } };
    if ((await ctx.db.plan.updateOne({ _id }, update)).matched === 0) await ctx.db.plan.updateOne(filter, update);
  }
}

/**
 * Switches one of the caller's meals before its cutoff (DESIGN §9): 409 at or after it, or while the mess is closed.
 * The cutoff is judged again once the switch is written: a write that lands at or after it is put back and refused,
 * so what the slot held at its cutoff is what was there before the request.
 */
export async function switchSlot(ctx: MessContext, userId: string, input: { date: string; slot: MealSlot; on: boolean; guests?: number }): Promise<PlanSlot & { date: string }> {
  const { date, slot } = input;
  const { stays } = await boardingStays(ctx, userId, date);
  const [timeline, closure, stored, menu] = await Promise.all([
    readTimeline(ctx.db),
    ctx.db.closures.findOne({ date }),
    ctx.db.plan.findOne({ _id: planSlotId(userId, date, slot) }),
    ctx.db.menu.findOne({ date, slot }),
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
  await ctx.countsChange([{ date, slot }], async () => {
    await storeSlot(ctx, { userId, date, slot }, { on: input.on, guests, source: 'self', writeId });
    if (!timeline.isLocked(date, slot, ctx.clock.now())) return;
    await putBack(ctx, planSlotId(userId, date, slot), writeId, stored);
    throw locked();
  });
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
