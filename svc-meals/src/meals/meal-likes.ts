import { insertOnce, type Collection, type Doc, type DocumentStore } from '@hostel/platform';

/** One student's like of one meal, stored under an id derived from both. */
export interface MealLikeDoc extends Doc {
  mealId: string;
  userId: string;
  likedAt: string;
}

/** The `n`th like of a meal, stored under an id derived from both: a meal's marks are numbered 1, 2, 3… without gaps. */
export interface LikeMarkDoc extends Doc {
  mealId: string;
  n: number;
}

/**
 * A meal's likes are fresh inserts, never a conditional update of the meal: FerretDB v1 does not apply one
 * atomically (concurrent likes were lost while every caller was told "liked"), but every store refuses a second
 * insert of one `_id` atomically. A like document says who liked (once each); a count mark numbers it, so a meal's
 * count is read by id (FerretDB answers only an id from an index: counting a meal's likes reads every like stored).
 */
export interface MealLikes {
  likes: Collection<MealLikeDoc>;
  marks: Collection<LikeMarkDoc>;
}

export async function mealLikes(store: DocumentStore): Promise<MealLikes> {
  const likes = store.collection<MealLikeDoc>('meal_likes');
  const marks = store.collection<LikeMarkDoc>('meal_like_marks');
  await Promise.all([likes.createIndex({ userId: 1 }), likes.createIndex({ mealId: 1 }), marks.createIndex({ mealId: 1 })]);
  return { likes, marks };
}

// A meal's id is 24 hex digits, so the separators cannot be mistaken for part of it.
const likeId = (mealId: string, userId: string) => `${mealId}:${userId}`;
const markId = (mealId: string, n: number) => `${mealId}#${n}`;

/**
 * Records a like and answers the meal's count with it, or undefined when this student's like is already there (the
 * duplicate insert was refused). The like takes the first free mark above `known` (a count read earlier, never more
 * than the marks there are): racing likes each take a different one, so the last sees them all.
 */
export async function recordMealLike(store: MealLikes, mealId: string, userId: string, known = 0, likedAt = new Date().toISOString()): Promise<number | undefined> {
  if (!(await insertOnce(store.likes, { _id: likeId(mealId, userId), mealId, userId, likedAt }))) return undefined;
  let n = known + 1;
  while (!(await insertOnce(store.marks, { _id: markId(mealId, n), mealId, n }))) n++;
  return n;
}

/** Records each of these students' likes of a meal (a promoted upcoming meal's, the demo's); already there is kept. */
export async function recordMealLikes(store: MealLikes, mealId: string, userIds: readonly string[]): Promise<number> {
  const likedAt = new Date().toISOString();
  let count = 0;
  for (const userId of userIds) count = (await recordMealLike(store, mealId, userId, count, likedAt)) ?? count;
  return count;
}

/** Up to this many meals are read by id (their next marks); more are counted from one read of their marks. */
const FEW_MEALS = 50;

/** A meal and the count its document last heard of (`likes`), where the marks are read on from. */
export interface CountedMeal {
  _id: string;
  likes?: number;
}

/** How many likes each meal has: the marks above each one's last known count, read by id until one is missing. */
export async function likeCounts(store: MealLikes, meals: readonly CountedMeal[]): Promise<Map<string, number>> {
  if (meals.length > FEW_MEALS) {
    const counts = new Map<string, number>(meals.map((meal) => [meal._id, 0]));
    for (const mark of await store.marks.find({ mealId: { $in: meals.map((meal) => meal._id) } }, { projection: { mealId: 1 } })) counts.set(mark.mealId, (counts.get(mark.mealId) ?? 0) + 1);
    return counts;
  }
  const counts = new Map<string, number>(meals.map((meal) => [meal._id, meal.likes ?? 0]));
  let open = [...counts.keys()];
  while (open.length > 0) {
    const found = await store.marks.find({ _id: { $in: open.map((id) => markId(id, counts.get(id)! + 1)) } }, { projection: { mealId: 1 } });
    open = found.map((mark) => mark.mealId);
    for (const id of open) counts.set(id, counts.get(id)! + 1);
  }
  return counts;
}

/** Which of these meals the student liked. */
export async function likedAmong(store: MealLikes, userId: string, mealIds: readonly string[]): Promise<Set<string>> {
  if (mealIds.length === 0) return new Set();
  const found =
    mealIds.length <= FEW_MEALS
      ? await store.likes.find({ _id: { $in: mealIds.map((id) => likeId(id, userId)) } }, { projection: { mealId: 1 } })
      : await store.likes.find({ userId }, { projection: { mealId: 1 } });
  const asked = new Set(mealIds);
  return new Set(found.map((like) => like.mealId).filter((id) => asked.has(id)));
}

/** Every like and mark of a deleted meal goes with it. */
export async function dropMealLikes(store: MealLikes, mealId: string): Promise<void> {
  await Promise.all([store.likes.deleteMany({ mealId }), store.marks.deleteMany({ mealId })]);
}
