import { currentWeek, MEAL_SLOTS, weekDates, type PlanWeek } from '@hostel/contracts';
import { boarderOf } from '../boarders/boarder-of';
import { boardsOn, staysOf } from '../boarders/stays';
import type { MessContext } from '../context';
import { menuBetween } from '../menu/menu-read-model';
import { readTimeline } from '../settings/settings-history';
import { slotState } from './slot-state';

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
