import { createHash } from 'node:crypto';

/**
 * Deterministic seed data: an id that always comes out the same for the same key (so a second seed run finds what
 * the first stored and adds nothing), and a small random source (mulberry32) seeded from a string.
 */
export const stableId = (key: string): string => createHash('sha1').update(`hostel-history:${key}`).digest('hex').slice(0, 24);

export function seededRandom(key: string): () => number {
  let state = parseInt(createHash('sha1').update(key).digest('hex').slice(0, 8), 16);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
