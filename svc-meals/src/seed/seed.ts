import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { API, apiPathOf, DEFAULT_DISTRIBUTOR } from '@hostel/contracts';
import { newId, type Logger } from '@hostel/platform';
import { SEED_MEALS, SEED_REVIEWS, SEED_UPCOMING, type SeedMeal } from '../../seed/seed-data';
import { recordMealLikes } from '../meals/meal-likes';
import type { MealsData } from '../meals/meal-store';
import type { MealFields } from '../meals/meal-doc';
import { serveCollection } from '../serve-requests/serve-store';
import type { MealsService } from '../service';
import type { UpcomingCollection } from '../upcoming/upcoming-store';
import type { UploadCollection } from '../uploads/upload-store';
import { seedHistory } from './history-seed';
import { SEED_LABELS, seedWeekMenu } from './menu-seed';

const IMAGES = join(__dirname, '../../seed/images');
const SEED_EMAIL = 'admin@hostel.local';

export interface SeedTarget {
  data: MealsData;
  upcoming: UpcomingCollection;
  uploads: UploadCollection;
  logger?: Logger;
}

async function imageUrl(uploads: UploadCollection, name: string): Promise<string> {
  const bytes = await readFile(join(IMAGES, `${name}.webp`));
  const doc = await uploads.insertOne({ contentType: 'image/webp', size: bytes.length, data: bytes.toString('base64'), createdAt: new Date().toISOString() });
  return apiPathOf(API.getUpload, { id: doc._id });
}

/** A demo meal as an admin would have posted it `hoursAgo`, with `likes` likes from made-up students. */
async function seededMeal(uploads: UploadCollection, meal: SeedMeal, hoursAgo: number, likes: number): Promise<Omit<MealFields, '_id'>> {
  return {
    title: meal.title,
    category: meal.category,
    price: meal.price,
    image: await imageUrl(uploads, meal.image),
    description: meal.description,
    ingredients: meal.ingredients,
    postTime: meal.postTime,
    distributorName: DEFAULT_DISTRIBUTOR,
    email: SEED_EMAIL,
    createdAt: new Date(Date.now() - hoursAgo * 3600_000).toISOString(),
    likes,
    likedBy: Array.from({ length: likes }, () => newId()),
    ...(SEED_LABELS[meal.title] ?? { dietTags: [], allergens: [] }),
  };
}

/** Seeds demo meals, reviews and upcoming meals once: does nothing when meals already exist. */
export async function seedIfEmpty(target: SeedTarget): Promise<boolean> {
  const { data, upcoming, uploads } = target;
  if ((await data.meals.count()) > 0) {
    // The demo's Menu follows the calendar: a store seeded in an earlier week gets this week's menu.
    if (await seedWeekMenu(data)) await data.listCache.invalidate();
    return false;
  }
  const start = Date.now();
  const mealIds = new Map<string, string>();
  for (const [index, meal] of SEED_MEALS.entries()) {
    // Spread over the past weeks so "newest first" and relative times look lived-in.
    const { likedBy, ...fields } = await seededMeal(uploads, meal, (SEED_MEALS.length - index) * 9, (index * 7) % 13);
    const _id = newId();
    await data.meals.insertOne({ ...fields, _id, likes: await recordMealLikes(data.likes, _id, likedBy) });
    mealIds.set(meal.title, _id);
  }
  for (const [index, review] of SEED_REVIEWS.entries()) {
    const mealId = mealIds.get(review.meal)!;
    await data.reviews.insertOne({
      mealId,
      mealTitle: review.meal,
      userId: newId(),
      name: review.name,
      rating: review.rating,
      comment: review.comment,
      time: new Date(start - (index + 1) * 5 * 3600_000).toISOString(),
    });
  }
  for (const [index, meal] of SEED_UPCOMING.entries()) {
    await upcoming.insertOne({ ...(await seededMeal(uploads, meal, index, meal.likes)), published: false });
  }
  await seedWeekMenu(data);
  // A list read before the seed (a start-up probe) is cached empty: without this the meals stay hidden for its TTL.
  await data.listCache.invalidate();
  target.logger?.info({ meals: SEED_MEALS.length, upcoming: SEED_UPCOMING.length }, 'demo data seeded');
  return true;
}

/**
 * Seeds through a svc-meals service (its store, logger and list cache): the demo meals when the store has none,
 * then the demo history the admin's Insights draw (idempotent: each run adds only what is missing).
 */
export async function seedService(service: MealsService, logger: Logger = service.deps.logger): Promise<boolean> {
  const seeded = await seedIfEmpty({ ...service, logger });
  await seedHistory({ data: service.data, requests: await serveCollection(service.deps.store), logger });
  return seeded;
}
