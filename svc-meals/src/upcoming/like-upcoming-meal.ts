import { EVENTS, MESSAGES, PROMOTION_THRESHOLD } from '@hostel/contracts';
import { assertPremium, type Caller } from '@hostel/accounts';
import { conflict, newEvent, notFound, withOutbox, type Update } from '@hostel/platform';
import type { UpcomingCollection } from './upcoming-store';

/**
 * Likes once per premium user. The update is conditional on the like count it read (optimistic concurrency),
 * so exactly one like can take the count to the threshold; that like stores the promotion event in the same
 * single-document write, and the promotion worker inserts the meal once.
 */
export async function likeUpcomingMeal(upcoming: UpcomingCollection, caller: Caller, id: string): Promise<{ likes: number; promoted: boolean }> {
  assertPremium(caller, 'likeUpcomingMeal');
  for (let attempt = 0; attempt < 50; attempt++) {
    const current = await upcoming.findOne({ _id: id }, { projection: { likes: 1, likedBy: 1 } });
    if (!current) throw notFound('Upcoming meal not found');
    if (current.likedBy.includes(caller.id)) throw conflict(MESSAGES.alreadyLiked);
    const next = current.likes + 1;
    const like: Update = { $addToSet: { likedBy: caller.id }, $inc: { likes: 1 } };
    const promoted = next === PROMOTION_THRESHOLD;
    const update = promoted ? withOutbox(like, newEvent(EVENTS.upcomingLikeThresholdReached, { upcomingMealId: id })) : like;
    const result = await upcoming.updateOne({ _id: id, likes: current.likes, likedBy: { $ne: caller.id } }, update);
    if (result.modified === 1) return { likes: next, promoted };
  }
  throw conflict('Too many concurrent likes, please try again');
}
