import { currentWeek, weekDates, type MenuWeek } from '@hostel/contracts';
import type { MealsData } from '../meals/meal-store';
import { toMenuDays } from './menu-days';

/** A week's menu, Monday to Sunday; by default the current week in Dhaka; `readerId` for which meals the reader liked. */
export async function getMenu(data: MealsData, week: string = currentWeek(), readerId?: string): Promise<MenuWeek> {
  const dates = weekDates(week);
  const slots = await data.menu.find({ date: { $gte: dates[0], $lte: dates[6] } });
  const updatedAt = slots.reduce<string | null>((latest, slot) => (latest && latest > slot.updatedAt ? latest : slot.updatedAt), null);
  return { week, updatedAt, days: await toMenuDays(data, dates, slots, readerId) };
}
