import { EVENTS } from '@hostel/contracts';
import { insertOnce, newEvent, outboxed, type Collection, type Doc, type DocumentStore, type OutboxFields } from '@hostel/platform';

/** One student's like of one upcoming meal, stored under an id derived from both. */
export interface UpcomingLikeDoc extends Doc {
  upcomingMealId: string;
  userId: string;
  likedAt: string;
}

/** The claim of an upcoming meal's promotion (its `_id` is the upcoming meal's); it carries the threshold event. */
export interface PromotionDoc extends Doc, OutboxFields {
  upcomingMealId: string;
  claimedAt: string;
}

/**
 * Likes and promotions are fresh inserts, never updates of a shared document: FerretDB v1 does not apply a
 * conditional update of one document atomically (concurrent likes were lost and two callers read the same count),
 * but it refuses a second insert of one `_id` atomically (the id is a SQLite primary key). MongoDB and NeDB refuse
 * it too, so the same code holds on every store.
 */
export interface UpcomingLikes {
  likes: Collection<UpcomingLikeDoc>;
  /** Read by the outbox relay: the winning claim's event goes out from here. */
  promotions: Collection<PromotionDoc>;
}

export async function upcomingLikes(store: DocumentStore): Promise<UpcomingLikes> {
  const likes = store.collection<UpcomingLikeDoc>('upcoming_likes');
  // A meal's likes are read by this field after every like (FerretDB still scans; the collection is small).
  await likes.createIndex({ upcomingMealId: 1 });
  return { likes, promotions: store.collection<PromotionDoc>('upcoming_promotions') };
}

// An upcoming meal's id is 24 hex digits, so the separator cannot be mistaken for part of it.
const likeId = (upcomingMealId: string, userId: string) => `${upcomingMealId}:${userId}`;

/** Records a like; false when this student's like is already there (the duplicate insert was refused). */
export function recordLike(store: UpcomingLikes, upcomingMealId: string, userId: string): Promise<boolean> {
  return insertOnce(store.likes, { _id: likeId(upcomingMealId, userId), upcomingMealId, userId, likedAt: new Date().toISOString() });
}

/**
 * Everyone who liked the meal, in the order they liked: `earlier` (the likers the meal's document already lists,
 * which includes likes stored before likes were documents of their own) followed by the like documents' students.
 */
export async function likersOf(store: UpcomingLikes, upcomingMealId: string, earlier: readonly string[]): Promise<string[]> {
  const docs = await store.likes.find({ upcomingMealId }, { sort: { likedAt: 1, _id: 1 }, projection: { userId: 1 } });
  return [...new Set([...earlier, ...docs.map((doc) => doc.userId)])];
}

/** Everyone who liked each of these meals, as `likersOf` says it, from one read of their like documents. */
export async function likersOfEach(store: UpcomingLikes, meals: readonly { _id: string; likedBy: readonly string[] }[]): Promise<Map<string, Set<string>>> {
  const likers = new Map(meals.map((meal) => [meal._id, new Set(meal.likedBy)]));
  if (meals.length === 0) return likers;
  for (const doc of await store.likes.find({ upcomingMealId: { $in: [...likers.keys()] } }, { projection: { upcomingMealId: 1, userId: 1 } })) likers.get(doc.upcomingMealId)?.add(doc.userId);
  return likers;
}

/** Claims the meal's promotion with its threshold event; true for the one caller whose insert was accepted. */
export function claimPromotion(store: UpcomingLikes, upcomingMealId: string): Promise<boolean> {
  const claim = { _id: upcomingMealId, upcomingMealId, claimedAt: new Date().toISOString() };
  return insertOnce(store.promotions, outboxed(claim, newEvent(EVENTS.upcomingLikeThresholdReached, { upcomingMealId })));
}
