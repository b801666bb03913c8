import { dhakaDateOf, dhakaTime, INSIGHTS_DAYS, lastDays, TOP_MEALS, type Meal, type MealsInsights } from '@hostel/contracts';
import { toMeal, type MealsData, type RatingStats } from '../meals/meal-store';
import type { MealDoc } from '../meals/meal-doc';
import type { ServeCollection } from '../serve-requests/serve-store';

/** Candidates fetched for the top lists: a few more than shown, so a meal deleted meanwhile leaves no hole. */
const CANDIDATES = TOP_MEALS * 3;

/** The start of a Dhaka calendar day as a UTC timestamp (Dhaka is UTC+6 all year). */
const startOfDhakaDay = (date: string) => dhakaTime(date).toISOString();

/**
 * What the admin's Insights section draws (DESIGN §7): serve requests per Dhaka day over the last 30 days (a
 * cancelled request still counts: it was asked for), how many reviews gave each star, the five most liked meals
 * and the five best rated (average, then number of reviews; meals without reviews are not rated).
 */
export async function mealsInsights(data: MealsData, requests: ServeCollection, now: Date = new Date()): Promise<MealsInsights> {
  const days = lastDays(INSIGHTS_DAYS, now);
  const perDay = new Map(days.map((date) => [date, 0]));
  const recent = await requests.find({ createdAt: { $gte: startOfDhakaDay(days[0]!) } }, { projection: { createdAt: 1 } });
  for (const { createdAt } of recent) {
    const date = dhakaDateOf(createdAt);
    if (perDay.has(date)) perDay.set(date, perDay.get(date)! + 1);
  }

  const ratingDistribution = [0, 0, 0, 0, 0];
  const sums = new Map<string, { sum: number; count: number }>();
  for (const { mealId, rating } of await data.reviews.find({}, { projection: { mealId: 1, rating: 1 } })) {
    if (rating >= 1 && rating <= 5) ratingDistribution[rating - 1]! += 1;
    const entry = sums.get(mealId) ?? { sum: 0, count: 0 };
    entry.sum += rating;
    entry.count += 1;
    sums.set(mealId, entry);
  }
  const stats = new Map<string, RatingStats>(
    [...sums].map(([mealId, { sum, count }]) => [mealId, { rating: Math.round((sum / count) * 10) / 10, ratingCount: count }]),
  );

  const likeCounts = new Map<string, number>();
  for (const { mealId } of await data.likes.marks.find({}, { projection: { mealId: 1 } })) likeCounts.set(mealId, (likeCounts.get(mealId) ?? 0) + 1);
  const likesOf = (doc: Pick<MealDoc, '_id'>) => likeCounts.get(doc._id) ?? 0;
  const everyMeal = await data.meals.find({}, { projection: { createdAt: 1 } });
  const likedIds = [...everyMeal]
    .sort((a, b) => likesOf(b) - likesOf(a) || b.createdAt.localeCompare(a.createdAt) || a._id.localeCompare(b._id))
    .slice(0, CANDIDATES)
    .map((doc) => doc._id);
  const ratedIds = [...stats]
    .sort(([idA, a], [idB, b]) => b.rating - a.rating || b.ratingCount - a.ratingCount || idA.localeCompare(idB))
    .slice(0, CANDIDATES)
    .map(([mealId]) => mealId);

  const docs = new Map((await data.meals.find({ _id: { $in: [...new Set([...likedIds, ...ratedIds])] } })).map((doc) => [doc._id, doc]));
  const pick = (ids: string[]): Meal[] =>
    ids
      .map((id) => docs.get(id))
      .filter((doc): doc is MealDoc => doc !== undefined)
      .slice(0, TOP_MEALS)
      .map((doc) => toMeal(doc, { ...(stats.get(doc._id) ?? { rating: 0, ratingCount: 0 }), likes: likesOf(doc) }));

  return {
    requestsPerDay: days.map((date) => ({ date, count: perDay.get(date)! })),
    ratingDistribution,
    topLiked: pick(likedIds),
    topRated: pick(ratedIds),
  };
}
