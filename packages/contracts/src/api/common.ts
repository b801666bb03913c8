import { z } from 'zod';

/** A 24-hex id as the stores generate them. */
export const objectId = z.string().regex(/^[a-f0-9]{24}$/, 'must be a valid id');

/** Trimmed, non-blank, bounded text: stored as text, never interpreted. */
export const text = (max: number) => z.string().trim().min(1, 'must not be blank').max(max, `must be at most ${max} characters`);

export const email = z.string().trim().toLowerCase().max(254).regex(/^\S+@\S+$/, 'must be an e-mail address');

/** Optional page/limit query values (strings in the URL). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const errorResponse = z.object({ success: z.literal(false), message: z.string() });
