import { MESSAGES, PROMOTION_THRESHOLD } from '@hostel/contracts';
import { assertPremium, type Caller } from '@hostel/accounts';
import { conflict, notFound } from '@hostel/platform';
import { claimPromotion, likersOf, recordLike } from './upcoming-likes';
import type { UpcomingCollection } from './upcoming-store';

/**
 * Likes once per premium user. The like is an insert under an id derived from the meal and the student, so a
 * second like is refused by the store, whichever instance it reaches; the meal's document is never updated
 * conditionally on what was read (FerretDB v1 does not apply that atomically: likes were lost, promotions missed).
 * The likes are counted after the insert, so the last like in always sees them all; a like that sees the
 * threshold claims the promotion by another insert, which exactly one wins and carries the event.
 */
export async function likeUpcomingMeal(upcoming: UpcomingCollection, caller: Caller, id: string): Promise<{ likes: number; promoted: boolean }> {
  assertPremium(caller, 'likeUpcomingMeal');
  const meal = await upcoming.findOne({ _id: id }, { projection: { likedBy: 1 } });
  if (!meal) throw notFound('Upcoming meal not found');
  // The document's likers have liked already, including those from before likes were documents of their own.
  if (meal.likedBy.includes(caller.id) || !(await recordLike(upcoming.likes, id, caller.id))) throw conflict(MESSAGES.alreadyLiked);
  const likedBy = await likersOf(upcoming.likes, id, meal.likedBy);
  // A document already at the threshold was promoted (or its promotion claimed) before its copy was written, below.
  const promoted = likedBy.length >= PROMOTION_THRESHOLD && meal.likedBy.length < PROMOTION_THRESHOLD && (await claimPromotion(upcoming.likes, id));
  // The readers' copy, derived from the like documents: a copy read earlier (shorter) never replaces a longer one,
  // and one lost to a concurrent write is rewritten whole by the next like or taken from the documents by the promotion.
  await upcoming.updateOne({ _id: id, likes: { $lt: likedBy.length } }, { $set: { likedBy, likes: likedBy.length } });
  return { likes: likedBy.length, promoted };
}
