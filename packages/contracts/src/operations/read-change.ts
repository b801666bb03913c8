import { z } from 'zod';
import { objectId } from '../api/common';
import type { CachedReadName } from './operation';
import type { StaleRead } from './stale-reads';

const CACHED_READS = ['listMeals', 'getMeal', 'getMenu', 'getHeadcount'] as const satisfies readonly CachedReadName[];

/** One cached read a write made stale, as it travels between processes (see staleReadsOf). */
export const staleRead = z.object({ read: z.enum(CACHED_READS), params: z.record(z.string(), z.string()).optional() });

/**
 * What a write changed, as every cache that keeps public reads is told it: the stale reads its declaration names
 * (`staleReadsOf`), and for a like the meal's like count now, so a kept copy of the meal can take them in place rather
 * than be read again (a like is the one write that lands many times a second at a meal-time rush).
 */
export const readChange = z.object({
  stale: z.array(staleRead),
  likers: z.object({ id: objectId, likes: z.number().int().min(0) }).optional(),
});
export type ReadChange = z.infer<typeof readChange>;

/** Every kept answer of every cached read (a seed, a bulk import, or messages that may have been missed). */
export const EVERY_READ: ReadChange = { stale: CACHED_READS.map((read) => ({ read })) };

/** Whether the kept answer of `read` with these path parameters is one of the stale ones. */
export function isStale(stale: readonly StaleRead[], read: string, params: Readonly<Record<string, string>> = {}): boolean {
  return stale.some((change) => change.read === read && Object.entries(change.params ?? {}).every(([name, value]) => params[name] === value));
}
