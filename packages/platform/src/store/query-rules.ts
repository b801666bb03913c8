import { StoreQueryError } from './document-store';
import type { Filter, Update } from './document-store';

/**
 * The query language both adapters accept, checked in one place so an unsupported operator fails the same way
 * (StoreQueryError) in both, instead of one adapter ignoring it and the other throwing a driver error.
 */
const FILTER_OPERATORS = new Set([
  '$eq', '$ne', '$in', '$nin', '$lt', '$lte', '$gt', '$gte', '$exists', '$regex', '$options', '$size',
]);
const LOGICAL_OPERATORS = new Set(['$or', '$and']);
const UPDATE_OPERATORS = new Set(['$set', '$unset', '$inc', '$push', '$addToSet', '$pull']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RegExp) && !(value instanceof Date) && !Buffer.isBuffer(value);
}

function checkCondition(path: string, condition: unknown): void {
  if (!isPlainObject(condition)) return;
  for (const [key, value] of Object.entries(condition)) {
    if (!key.startsWith('$')) continue;
    if (!FILTER_OPERATORS.has(key)) throw new StoreQueryError(`Unsupported filter operator ${key} on ${path}`);
    if ((key === '$in' || key === '$nin') && !Array.isArray(value)) throw new StoreQueryError(`${key} on ${path} needs an array`);
  }
}

export function assertFilter(filter: Filter): void {
  if (!isPlainObject(filter)) throw new StoreQueryError('A filter must be an object');
  for (const [key, value] of Object.entries(filter)) {
    if (LOGICAL_OPERATORS.has(key)) {
      if (!Array.isArray(value) || value.length === 0) throw new StoreQueryError(`${key} needs a non-empty array`);
      value.forEach((part) => assertFilter(part as Filter));
    } else if (key.startsWith('$')) {
      throw new StoreQueryError(`Unsupported filter operator ${key}`);
    } else {
      checkCondition(key, value);
    }
  }
}

export function assertUpdate(update: Update): void {
  if (!isPlainObject(update)) throw new StoreQueryError('An update must be an object');
  const keys = Object.keys(update);
  if (keys.length === 0) throw new StoreQueryError('An update needs at least one operator');
  for (const key of keys) {
    if (!UPDATE_OPERATORS.has(key)) throw new StoreQueryError(`Unsupported update operator ${key}`);
    const fields = (update as Record<string, unknown>)[key];
    if (!isPlainObject(fields)) throw new StoreQueryError(`${key} needs an object of fields`);
    for (const [field, value] of Object.entries(fields)) {
      if (field === '_id' && key !== '$pull') throw new StoreQueryError('_id cannot be changed');
      if (key === '$inc' && typeof value !== 'number') throw new StoreQueryError(`$inc on ${field} needs a number`);
    }
  }
}

/** Equality fields of a filter: the fields an upsert copies into the new document. */
export function equalityFields(filter: Filter): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filter).filter(([key, value]) => !key.startsWith('$') && !key.includes('.') && !(isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$')))),
  );
}

export { isPlainObject };
