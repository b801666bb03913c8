import { dhakaTime, INSIGHTS_DAYS, lastDays, todayInDhaka, type Category } from '@hostel/contracts';
import { seededRandom, stableId, type Collection, type Doc, type Logger } from '@hostel/platform';
import { SEED_MEALS } from '../../seed/seed-data';
import { likeCounts } from '../meals/meal-likes';
import type { MealsData, ReviewDoc } from '../meals/meal-store';
import type { MealDoc } from '../meals/meal-doc';
import type { ServeCollection, ServeDoc } from '../serve-requests/serve-store';

/**
 * Demo history, so the admin's Insights say something on a fresh site: served requests on each of the
 * last 30 days and reviews with every star count. Everything is derived from fixed inputs: the ids are hashes of
 * what a document stands for (a day and a number, a student and a meal), so a second run finds them and adds
 * nothing, and a run on a later day adds only the days since. It is done by made-up students of its own (fixed ids
 * no sign-in has), so no demo account's Requested Meals or reviews change.
 */

export const HISTORY_STUDENTS = [
  'Rafi Ahmed', 'Nusrat Jahan', 'Tanvir Hasan', 'Sadia Islam', 'Arif Chowdhury', 'Mahin Rahman', 'Farhana Akter', 'Imran Hossain',
  'Tasnim Ara', 'Sabbir Khan', 'Jannatul Ferdous', 'Rakib Mia', 'Lamia Sultana', 'Shakil Ahmed', 'Mim Akter', 'Nayeem Islam',
].map((name) => {
  const handle = name.toLowerCase().replace(/[^a-z]+/g, '.');
  return { id: stableId(`student:${handle}`), name, email: `${handle}@students.hostel.local` };
});

/** When each slot is served, Dhaka time (UTC+6). */
const SERVING_HOURS: Record<Category, [from: number, to: number]> = { Breakfast: [7, 9], Lunch: [12, 14], Dinner: [20, 22] };

const dhakaInstant = (date: string, hour: number, minute: number) =>
  dhakaTime(date, `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`).toISOString();

/** Requests on one past day: busier on Fridays (the kacchi day) and weekends, quieter early in the week. */
function requestsOn(date: string, meals: MealDoc[], likes: ReadonlyMap<string, number>): (Omit<ServeDoc, '_id'> & { _id: string })[] {
  const next = seededRandom(`requests:${date}`);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const base = weekday === 5 ? 16 : weekday === 4 || weekday === 6 ? 12 : 8;
  const count = base + Math.floor(next() * 6);
  return Array.from({ length: count }, (_, index) => {
    const meal = meals[Math.floor(next() * next() * meals.length)]!; // skewed: the first meals are the favourites
    const student = HISTORY_STUDENTS[Math.floor(next() * HISTORY_STUDENTS.length)]!;
    const [from, to] = SERVING_HOURS[meal.category as Category] ?? [12, 14];
    const createdAt = dhakaInstant(date, from + Math.floor(next() * (to - from)), Math.floor(next() * 60));
    const cancelled = next() < 0.06;
    return {
      _id: stableId(`request:${date}:${index}`),
      mealId: meal._id,
      title: meal.title,
      likes: likes.get(meal._id) ?? 0,
      reviews: 0,
      status: 'Delivered' as const,
      userName: student.name,
      userEmail: student.email,
      userId: student.id,
      createdAt,
      // A cancelled request stays as a tombstone: it was asked for, so Insights counts it; lists leave it out.
      ...(cancelled ? { cancelledAt: createdAt } : {}),
    };
  });
}

const REVIEW_LINES: Record<number, string[]> = {
  5: ['Excellent, would order again tomorrow.', 'The best thing the kitchen makes.', 'Perfectly cooked and generous portion.'],
  4: ['Tasty and filling.', 'Good value for the price.', 'Nice flavours, a little late today.'],
  3: ['Decent, nothing special.', 'Okay, but a bit too salty.', 'Fine for a weekday meal.'],
  2: ['Cold by the time it arrived.', 'Too oily for me.'],
  1: ['Undercooked this time, sent it back.'],
};

/** A rating from a meal's own tendency: most meals please, a few divide opinion. */
function ratingFor(next: () => number, mealIndex: number): number {
  const roll = next();
  const shift = mealIndex % 5 === 4 ? 0.25 : 0; // every fifth meal is less loved
  if (roll < 0.04 + shift / 2) return 1;
  if (roll < 0.1 + shift) return 2;
  if (roll < 0.24 + shift) return 3;
  if (roll < 0.58 + shift / 2) return 4;
  return 5;
}

/** About three reviews per student over the demo meals, each (student, meal) at most once, over the last 30 days. */
function historyReviews(meals: MealDoc[], now: Date): (Omit<ReviewDoc, '_id'> & { _id: string })[] {
  const reviews: (Omit<ReviewDoc, '_id'> & { _id: string })[] = [];
  const anchor = dhakaTime(todayInDhaka(now)).getTime();
  for (const [studentIndex, student] of HISTORY_STUDENTS.entries()) {
    const next = seededRandom(`reviews:${student.id}`);
    const picked = new Set<number>();
    while (picked.size < 3) picked.add(Math.floor(next() * meals.length));
    for (const mealIndex of picked) {
      const meal = meals[mealIndex]!;
      const rating = ratingFor(next, mealIndex);
      const lines = REVIEW_LINES[rating]!;
      const daysAgo = 1 + ((studentIndex * 7 + mealIndex * 3) % (INSIGHTS_DAYS - 2));
      reviews.push({
        _id: stableId(`review:${student.id}:${meal.title}`),
        mealId: meal._id,
        mealTitle: meal.title,
        userId: student.id,
        name: student.name,
        rating,
        comment: lines[Math.floor(next() * lines.length)]!,
        time: new Date(anchor - daysAgo * 86_400_000 + 13 * 3600_000).toISOString(),
      });
    }
  }
  return reviews;
}

/** Inserts the documents whose ids are not stored yet; answers how many it added. */
async function insertMissing<T extends Doc>(collection: Collection<T>, docs: (Omit<T, '_id'> & { _id: string })[]): Promise<number> {
  if (docs.length === 0) return 0;
  const stored = new Set((await collection.find({ _id: { $in: docs.map((doc) => doc._id) } }, { projection: { _id: 1 } })).map((doc) => doc._id));
  const missing = docs.filter((doc) => !stored.has(doc._id));
  if (missing.length > 0) await collection.insertMany(missing);
  return missing.length;
}

export interface HistoryTarget {
  data: MealsData;
  requests: ServeCollection;
  logger?: Logger;
}

/**
 * Adds the demo history for the seeded meals: served requests on each past day of the Insights window (today is
 * left to real requests) and the history students' reviews. Idempotent; answers how many documents it added.
 */
export async function seedHistory({ data, requests, logger }: HistoryTarget, now: Date = new Date()): Promise<{ requests: number; reviews: number }> {
  // The demo meals only (one per title, the first posted), whatever else admins or tests have added since.
  const byTitle = new Map<string, MealDoc>();
  for (const meal of await data.meals.find({ title: { $in: SEED_MEALS.map((seed) => seed.title) } }, { sort: { createdAt: 1 } })) if (!byTitle.has(meal.title)) byTitle.set(meal.title, meal);
  const meals = [...byTitle.values()];
  if (meals.length === 0) return { requests: 0, reviews: 0 };
  // Favourites first, so the skewed pick in requestsOn orders most of them the most.
  const likes = await likeCounts(data.likes, meals);
  meals.sort((a, b) => (likes.get(b._id) ?? 0) - (likes.get(a._id) ?? 0) || a.title.localeCompare(b.title));
  const today = todayInDhaka(now);
  const days = lastDays(INSIGHTS_DAYS, now).filter((date) => date < today);
  const addedRequests = await insertMissing(requests, days.flatMap((date) => requestsOn(date, meals, likes)));
  const addedReviews = await insertMissing(data.reviews, historyReviews([...meals].sort((a, b) => a.title.localeCompare(b.title)), now));
  // Reviews change ratings and counts the read cache holds.
  if (addedReviews > 0) await data.listCache.invalidate();
  if (addedRequests + addedReviews > 0) logger?.info({ requests: addedRequests, reviews: addedReviews }, 'demo history seeded');
  return { requests: addedRequests, reviews: addedReviews };
}
