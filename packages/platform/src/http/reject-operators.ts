import type { RequestHandler } from 'express';
import { badRequest } from './app-error';

const MAX_DEPTH = 20;

/** The path of the first `$`-key in a parsed body (`name` for `{ name: { $ne: null } }`), if any. */
function operatorPath(value: unknown, path: string[] = []): string | undefined {
  if (path.length > MAX_DEPTH) return path.join('.');
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.startsWith('$')) return path.length > 0 ? path.join('.') : key;
    const found = operatorPath(inner, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Query operators never come from a request (DESIGN §3): a `$` in a query parameter's name (`?search[$ne]=x`)
 * or a `$`-key anywhere in a JSON body is refused with a 400 naming the field, instead of being dropped silently.
 */
export const rejectOperators: RequestHandler = (req, _res, next) => {
  const queryKey = Object.keys((req.query ?? {}) as Record<string, unknown>).find((key) => key.includes('$'));
  const field = queryKey ? queryKey.split('[')[0] || queryKey : operatorPath(req.body);
  // An operator under an empty key has the empty path: found all the same.
  next(field === undefined ? undefined : badRequest(`Invalid ${field || 'body'}: query operators are not allowed`));
};
