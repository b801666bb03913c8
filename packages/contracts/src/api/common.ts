import { z } from 'zod';

/**
 * The characters `String.prototype.trim` removes, spelled out: OpenAPI patterns are read by other regex dialects
 * (a fuzzer's Python `\s` is not JavaScript's), so a pattern that says "not blank" must name them itself.
 */
const TRIMMED_SPACE = '\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
/** JavaScript’s `\S`, portably. */
export const NOT_SPACE = `[^${TRIMMED_SPACE}]`;
/** The OpenAPI pattern of a value the server trims before it matches `pattern` (written with NOT_SPACE, not `\S`). */
export const trimmedPattern = (pattern: string) => `^[${TRIMMED_SPACE}]*(?:${pattern})[${TRIMMED_SPACE}]*$`;

/** A 24-hex id as the stores generate them: the one pattern every id check (schemas, hot paths, URLs) is built from. */
export const ID_PATTERN = '[a-f0-9]{24}';
export const objectId = z.string().regex(new RegExp(`^${ID_PATTERN}$`), 'must be a valid id');
/** The same-origin path of an image from POST /uploads. */
export const UPLOAD_PATH_PATTERN = `/api/uploads/${ID_PATTERN}`;

/** Trimmed, non-blank, bounded text: stored as text, never interpreted. */
export const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be blank')
    .max(max, `must be at most ${max} characters`)
    .meta({ pattern: NOT_SPACE });

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .regex(/^\S+@\S+$/, 'must be an e-mail address')
  .meta({ pattern: trimmedPattern(`${NOT_SPACE}+@${NOT_SPACE}+`) });

/** Optional page/limit query values (strings in the URL). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/** A refusal's values as its answer carries them (contracts' REFUSALS declares each refusal's own). */
export const refusalParams = z.record(z.string(), z.union([z.string(), z.number()])).meta({ id: 'RefusalParams' });

export const errorResponse = z
  .object({
    success: z.literal(false),
    message: z.string(),
    /** The message's name in MESSAGES or REFUSALS when it is one: a browser shows its own words for it in Bengali. */
    code: z.string().optional(),
    /** A REFUSALS sentence's values (a slot, a day, a month, a count), for the browser's own sentence. */
    params: refusalParams.optional(),
  })
  .meta({ id: 'Error' });
export type ErrorResponse = z.infer<typeof errorResponse>;

/** `{ success: true }` and whatever else an answer adds to it. */
export const successResponse = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponse>;
