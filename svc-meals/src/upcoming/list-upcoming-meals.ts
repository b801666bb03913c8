import type { UpcomingMeal } from '@hostel/contracts';
import { likersOfEach } from './upcoming-likes';
import { toUpcoming, type UpcomingCollection } from './upcoming-store';

/**
 * The most liked first (the newest first among equals): the students' votes decide what comes next. Likes are counted
 * from the like documents, so a like the meal's copy missed (see like-upcoming-meal) still counts and shows as the
 * reader's own.
 */
export async function listUpcomingMeals(upcoming: UpcomingCollection, readerId: string): Promise<UpcomingMeal[]> {
  const docs = await upcoming.find({}, { sort: { createdAt: -1 } });
  const likers = await likersOfEach(upcoming.likes, docs);
  return docs.map((doc) => toUpcoming(doc, likers.get(doc._id)!, readerId)).sort((a, b) => b.likes - a.likes);
}
