import type { Filter } from './document-store';

/** A search string matched literally: `C++ (hot)` finds itself, it is never read as a pattern. */
export const escapeRegex = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The filter of a search box: documents whose `fields` contain `search` (any of them, case-insensitive). No
 * search, or a blank one, matches everything.
 */
export function textSearch(search: string | undefined, fields: readonly string[]): Filter {
  if (!search) return {};
  const contains = { $regex: escapeRegex(search), $options: 'i' };
  const conditions = fields.map((field) => ({ [field]: contains }));
  return conditions.length === 1 ? conditions[0]! : { $or: conditions };
}
