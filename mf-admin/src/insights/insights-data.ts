import type { Meal, MealsInsights, PaymentsInsights } from '@hostel/contracts';
import { formatDayMonth, formatNumber } from '@hostel/ui';

/**
 * The rows each chart draws and its table lists: one shape for both, so what a screen reader reads is exactly
 * what the chart shows.
 */
export interface DayRow {
  date: string;
  /** Short label on the axis, e.g. "Mar 14" ("১৪ মার্চ" in Bengali). */
  label: string;
  count: number;
}

export interface WeekRow {
  week: string;
  /** The ISO week's number (7 for 2025-W07). */
  number: number;
  label: string;
  silver: number;
  gold: number;
  platinum: number;
}

export interface RatingRow {
  stars: number;
  label: string;
  count: number;
}

export interface TopRow {
  id: string;
  title: string;
  value: number;
}

export const dayRows = (insights: MealsInsights): DayRow[] => insights.requestsPerDay.map(({ date, count }) => ({ date, label: formatDayMonth(date), count }));

/** `2025-W07` → its number 7, and the axis label `label` makes of it ("W7" in English). */
export const weekRows = (insights: PaymentsInsights, label: (number: number) => string): WeekRow[] =>
  insights.revenuePerWeek.map((row) => {
    const number = Number(row.week.split('-W')[1]);
    return { ...row, number, label: label(number) };
  });

export const ratingRows = (insights: MealsInsights): RatingRow[] =>
  insights.ratingDistribution.map((count, index) => ({ stars: index + 1, label: `${formatNumber(index + 1)} ★`, count }));

export const topLikedRows = (meals: Meal[]): TopRow[] => meals.map((meal) => ({ id: meal._id, title: meal.title, value: meal.likes }));

export const topRatedRows = (meals: Meal[]): TopRow[] => meals.map((meal) => ({ id: meal._id, title: meal.title, value: meal.rating }));

/** The packages, each named by the badge it gives. */
export const PACKAGE_COLUMNS = [
  ['silver', 'Silver'],
  ['gold', 'Gold'],
  ['platinum', 'Platinum'],
] as const;
