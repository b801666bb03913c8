import { z } from 'zod';
import { currentWeek, shiftDate, shiftWeek, todayInDhaka, weekOfDate } from '../menu-week';
import { mealSchema } from './meals';

/**
 * Admin insights (DESIGN §7). Days are calendar days in Dhaka (`YYYY-MM-DD`) and weeks ISO weeks in Dhaka
 * (`YYYY-Www`, Monday to Sunday), the hostel's calendar whatever the server's time zone.
 */
export const INSIGHTS_DAYS = 30;
export const INSIGHTS_WEEKS = 12;
export const TOP_MEALS = 5;

const count = z.number().int().min(0);

export const mealsInsightsResponse = z
  .object({
    /** Serve requests made per day (cancelled ones included: they were asked for), oldest first, today last. */
    requestsPerDay: z.array(z.object({ date: z.string(), count })).length(INSIGHTS_DAYS),
    /** How many reviews gave 1, 2, 3, 4 and 5 stars. */
    ratingDistribution: z.array(count).length(5),
    topLiked: z.array(mealSchema).max(TOP_MEALS),
    topRated: z.array(mealSchema).max(TOP_MEALS),
  })
  .meta({ id: 'MealsInsights' });
export type MealsInsights = z.infer<typeof mealsInsightsResponse>;

/** How many meals carry the calling admin's e-mail (their profile's "Meals added"). */
export const myMealsCountResponse = z.object({ count }).meta({ id: 'MyMealsCount' });
export type MyMealsCount = z.infer<typeof myMealsCountResponse>;

const taka = z.number().min(0);
export const weeklyRevenueSchema = z.object({ week: z.string(), silver: taka, gold: taka, platinum: taka });
export type WeeklyRevenue = z.infer<typeof weeklyRevenueSchema>;

export const paymentsInsightsResponse = z
  .object({
    /** Taka paid per package in each ISO week, oldest first, this week last. */
    revenuePerWeek: z.array(weeklyRevenueSchema).length(INSIGHTS_WEEKS),
  })
  .meta({ id: 'PaymentsInsights' });
export type PaymentsInsights = z.infer<typeof paymentsInsightsResponse>;

/** The last `days` calendar days in Dhaka, oldest first, today last. */
export function lastDays(days: number, now: Date = new Date()): string[] {
  const today = todayInDhaka(now);
  return Array.from({ length: days }, (_, index) => shiftDate(today, index - days + 1));
}

/** The last `weeks` ISO weeks in Dhaka, oldest first, this week last. */
export function lastWeeks(weeks: number, now: Date = new Date()): string[] {
  const week = currentWeek(now);
  return Array.from({ length: weeks }, (_, index) => shiftWeek(week, index - weeks + 1));
}

/** The Dhaka calendar day of an instant (an ISO timestamp). */
export const dhakaDateOf = (instant: string | Date): string => todayInDhaka(new Date(instant));

/** The ISO week (in Dhaka) of an instant. */
export const dhakaWeekOf = (instant: string | Date): string => weekOfDate(dhakaDateOf(instant));
