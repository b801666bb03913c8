import etag from 'etag';
import { likedAmong } from './meal-likes';
import type { ReadyBody } from './meal-list-cache';
import type { MealsData } from './meal-store';

const NOT_LIKED = Buffer.from('"likedByMe":false');
const LIKED = Buffer.from('"likedByMe":true');

/**
 * A cached answer as this reader gets it: the cache holds every meal as an anonymous reader sees it
 * (`likedByMe: false`), and the meals this student liked say so in their copy only. Nothing is parsed: each liked
 * meal's flag is found after its `_id`, which opens the meal's object (toMeal's field order).
 */
export async function asReadBy(data: MealsData, ready: ReadyBody, mealIds: readonly string[], userId: string | undefined): Promise<ReadyBody> {
  if (!userId) return ready;
  const liked = await likedAmong(data.likes, userId, mealIds);
  if (liked.size === 0) return ready;
  const flags = [...liked]
    .map((id) => ready.body.indexOf(NOT_LIKED, ready.body.indexOf(`{"_id":"${id}"`)))
    .filter((at) => at >= 0)
    .sort((a, b) => a - b);
  const parts: Buffer[] = [];
  let from = 0;
  for (const at of flags) {
    parts.push(ready.body.subarray(from, at), LIKED);
    from = at + NOT_LIKED.length;
  }
  parts.push(ready.body.subarray(from));
  const body = Buffer.concat(parts);
  return { ...ready, body, etag: etag(body) };
}
