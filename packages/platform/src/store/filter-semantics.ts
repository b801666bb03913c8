import { match } from '@seald-io/nedb/lib/model';
import type { Filter } from './document-store';
import { isPlainObject } from './query-rules';

/**
 * NeDB differs from MongoDB in a few places the port hides: `$ne`/`$nin` on an array field match when ANY
 * element differs in NeDB but mean "no element equals" in MongoDB (rewritten to `$not`), `$eq` does not exist,
 * and `$regex` needs a RegExp.
 */
function translateCondition(path: string, condition: Record<string, unknown>): Filter[] {
  const parts: Filter[] = [];
  const rest: Record<string, unknown> = {};
  for (const [op, value] of Object.entries(condition)) {
    if (op === '$eq') parts.push({ [path]: value });
    else if (op === '$ne') parts.push({ $not: { [path]: value } });
    else if (op === '$nin') parts.push({ $not: { [path]: { $in: value } } });
    else if (op === '$regex') rest.$regex = value instanceof RegExp ? value : new RegExp(String(value), String(condition.$options ?? ''));
    else if (op === '$options') continue;
    else rest[op] = value;
  }
  if (Object.keys(rest).length > 0) parts.push({ [path]: rest });
  return parts;
}

export function translateFilter(filter: Filter): Filter {
  const parts: Filter[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$or' || key === '$and') parts.push({ [key]: (value as Filter[]).map(translateFilter) });
    else if (isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$'))) parts.push(...translateCondition(key, value));
    else parts.push({ [key]: value });
  }
  // A field's own condition stays at the top level, where NeDB looks for an index to pick candidates from; inside
  // `$and` it would scan the whole collection (a like's `{ _id, likedBy: { $ne } }` read every meal).
  const top: Filter = {};
  const and: Filter[] = [];
  for (const part of parts) {
    const [key, ...others] = Object.keys(part);
    if (others.length === 0 && key !== undefined && !key.startsWith('$') && !(key in top)) top[key] = part[key];
    else and.push(part);
  }
  return and.length === 0 ? top : { ...top, $and: and };
}

/**
 * Whether a document matches a filter as MongoDB would decide it, worked out here: the FerretDB adapter reads a
 * document by id (the one filter FerretDB answers from its index) and tests the rest of the filter itself.
 */
export function matchesFilter(doc: Record<string, unknown>, filter: Filter): boolean {
  return match(doc, translateFilter(filter));
}
