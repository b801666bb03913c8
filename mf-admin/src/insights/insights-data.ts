import type { Meal, MealsInsights, PaymentsInsights } from '@hostel/contracts';

/**
 * The rows each chart draws and its table lists: one shape for both, so what a screen reader reads is exactly
 * what the chart shows.
 */
export interface DayRow {
  date: string;
  /** Short label on the axis, e.g. "14 Mar". */
  label: string;
  count: number;
}

export interface WeekRow {
  week: string;
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

const dayLabel = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export const dayRows = (insights: MealsInsights): DayRow[] => insights.requestsPerDay.map(({ date, count }) => ({ date, label: dayLabel(date), count }));

/** `2025-W07` → "W7". */
export const weekRows = (insights: PaymentsInsights): WeekRow[] =>
  insights.revenuePerWeek.map((row) => ({ ...row, label: `W${Number(row.week.split('-W')[1])}` }));

export const ratingRows = (insights: MealsInsights): RatingRow[] =>
  insights.ratingDistribution.map((count, index) => ({ stars: index + 1, label: `${index + 1} ★`, count }));

export const topLikedRows = (meals: Meal[]): TopRow[] => meals.map((meal) => ({ id: meal._id, title: meal.title, value: meal.likes }));

export const topRatedRows = (meals: Meal[]): TopRow[] => meals.map((meal) => ({ id: meal._id, title: meal.title, value: meal.rating }));

export const PACKAGE_COLUMNS = [
  ['silver', 'Silver'],
  ['gold', 'Gold'],
  ['platinum', 'Platinum'],
] as const;
