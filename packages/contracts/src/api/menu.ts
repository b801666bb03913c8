import { z } from 'zod';
import { MEAL_SLOTS, MENU_SLOT_MAX_MEALS } from '../constants';
import { DATE_PATTERN, WEEK_PATTERN } from '../menu-week';
import { objectId } from './common';
import { mealSchema } from './meals';

const slot = z.enum(MEAL_SLOTS, { error: 'must be Breakfast, Lunch or Dinner' });
/** The patterns are exact (a week or day that does not exist fails them), so the API document says it all. */
const isoWeek = z.string().regex(WEEK_PATTERN, 'must be an ISO week of 2000–2099 that exists, such as 2026-W05');
const calendarDate = z.string().regex(DATE_PATTERN, 'must be a day of 2000–2099 that exists, such as 2026-03-01');

/** GET /menu: a week, by default the current one in Dhaka. */
export const menuQuery = z.object({ week: isoWeek.optional() });
export type MenuQuery = z.infer<typeof menuQuery>;

export const menuSlotParams = z.object({ date: calendarDate, slot });

/** PUT /menu/:date/:slot replaces the slot's meals, in this order. */
export const menuSlotBody = z.object({
  mealIds: z
    .array(objectId)
    .max(MENU_SLOT_MAX_MEALS, `must list at most ${MENU_SLOT_MAX_MEALS} meals`)
    .refine((ids) => new Set(ids).size === ids.length, 'must not list a meal twice')
    .meta({ uniqueItems: true }),
});
export type MenuSlotBody = z.infer<typeof menuSlotBody>;

export const menuDaySchema = z
  .object({
    date: z.string(),
    slots: z.object({ Breakfast: z.array(mealSchema), Lunch: z.array(mealSchema), Dinner: z.array(mealSchema) }),
  })
  .meta({ id: 'MenuDay' });
export type MenuDay = z.infer<typeof menuDaySchema>;

export const menuWeekSchema = z
  .object({
    week: z.string(),
    /** When a slot of this week last changed; null while none ever has. */
    updatedAt: z.string().nullable(),
    /** Monday to Sunday. */
    days: z.array(menuDaySchema).length(7),
  })
  .meta({ id: 'MenuWeek' });
export type MenuWeek = z.infer<typeof menuWeekSchema>;
