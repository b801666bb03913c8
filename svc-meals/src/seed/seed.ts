import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newId, type Cache, type Logger } from '@hostel/platform';
import { SEED_MEALS, SEED_REVIEWS, SEED_UPCOMING } from '../../seed/seed-data';
import { invalidateMeals } from '../meals/list-meals';
import type { MealsData } from '../meals/meal-store';
import type { MealsService } from '../service';
import type { UpcomingCollection } from '../upcoming/upcoming-store';
import type { UploadCollection } from '../uploads/uploads';

const IMAGES = join(__dirname, '../../seed/images');
const SEED_EMAIL = 'admin@hostel.local';

export interface SeedTarget {
  data: MealsData;
  upcoming: UpcomingCollection;
  uploads: UploadCollection;
  logger?: Logger;
  /** The service's list cache: emptied after seeding, or a list read before it (a start-up probe) hides the meals. */
  cache?: Cache;
}

async function imageUrl(uploads: UploadCollection, name: string): Promise<string> {
  const bytes = await readFile(join(IMAGES, `${name}.webp`));
  const doc = await uploads.insertOne({ contentType: 'image/webp', size: bytes.length, data: bytes.toString('base64'), createdAt: new Date().toISOString() });
  return `/api/uploads/${doc._id}`;
}

/** Seeds demo meals, reviews and upcoming meals once: does nothing when meals already exist. */
export async function seedIfEmpty(target: SeedTarget): Promise<boolean> {
  const { data, upcoming, uploads } = target;
  if ((await data.meals.count()) > 0) return false;
  const start = Date.now();
  const mealIds = new Map<string, string>();
  for (const [index, meal] of SEED_MEALS.entries()) {
    const likes = (index * 7) % 13;
    const doc = await data.meals.insertOne({
      title: meal.title,
      category: meal.category,
      price: meal.price,
      image: await imageUrl(uploads, meal.image),
      description: meal.description,
      ingredients: meal.ingredients,
      postTime: meal.postTime,
      distributorName: 'Admin',
      email: SEED_EMAIL,
      // Spread over the past weeks so "newest first" and relative times look lived-in.
      createdAt: new Date(start - (SEED_MEALS.length - index) * 9 * 3600_000).toISOString(),
      likes,
      likedBy: Array.from({ length: likes }, () => newId()),
    });
    mealIds.set(meal.title, doc._id);
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
    await upcoming.insertOne({
      title: meal.title,
      category: meal.category,
      price: meal.price,
      image: await imageUrl(uploads, meal.image),
      description: meal.description,
      ingredients: meal.ingredients,
      postTime: meal.postTime,
      distributorName: 'Admin',
      email: SEED_EMAIL,
      createdAt: new Date(start - index * 3600_000).toISOString(),
      likes: meal.likes,
      likedBy: Array.from({ length: meal.likes }, () => newId()),
      published: false,
    });
  }
  if (target.cache) await invalidateMeals(target.cache, target.logger);
  target.logger?.info({ meals: SEED_MEALS.length, upcoming: SEED_UPCOMING.length }, 'demo data seeded');
  return true;
}

/** Seeds through a svc-meals service (its store, logger and list cache). */
export const seedService = (service: MealsService, logger: Logger = service.deps.logger) => seedIfEmpty({ ...service, logger, cache: service.deps.cache });
