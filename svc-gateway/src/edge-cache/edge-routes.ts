import { ID_PATTERN } from '@hostel/contracts';
import { matchRoute, type Operation, type ServiceName } from '../routing/route-table';

/** An operation whose answers the edge keeps: a service's, never the gateway's own. */
export type EdgeCachedOperation = Operation & { service: ServiceName };

/**
 * Which answers the edge may keep, read from the route table rather than listed again: GETs everyone may call
 * (a token changes nothing about them, DESIGN §6), answered by a service, as JSON. That is GET /meals, /meals/:id
 * and any public JSON read added later (the weekly menu); images (`image/*`) keep their own year-long caching and
 * the gateway's own operations (health, the document, the event stream) are never kept.
 */
export function isEdgeCached(operation: Operation): operation is EdgeCachedOperation {
  const ok = operation.ok[200];
  return operation.method === 'get' && operation.access === 'public' && operation.service !== 'gateway' && ok !== undefined && ok.contentType === undefined;
}

/** The cached operation a GET calls, if the edge keeps its answers. */
export function edgeCachedOperation(method: string, path: string): EdgeCachedOperation | undefined {
  if (method !== 'GET') return undefined;
  const match = matchRoute(method, path);
  return match && 'operation' in match && isEdgeCached(match.operation) ? match.operation : undefined;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Writes under these change what the cached reads show: a meal, its likes and reviews, an upcoming meal, the menu. */
const MEAL_DATA = /^\/(meals|reviews|upcoming-meals|menu)(\/|$)/;
/** A write to one meal (`/meals/:id`, its like, its reviews): the meal's details and the lists show it. */
const ONE_MEAL = new RegExp(`^/meals/(${ID_PATTERN})(/|$)`);

/**
 * The cached reads a write may change, as a test on a cached read's path (without /api and the query), or
 * undefined when the write changes none. A write to one meal drops that meal's details and every list (each may
 * show its likes or rating) and the menu; any other write to meal data drops every cached read.
 */
export function droppedBy(method: string, path: string): ((cachedPath: string) => boolean) | undefined {
  if (!MUTATING.has(method) || !MEAL_DATA.test(path)) return undefined;
  const id = ONE_MEAL.exec(path)?.[1];
  if (!id) return () => true;
  return (cachedPath) => !cachedPath.startsWith('/meals/') || cachedPath.startsWith(`/meals/${id}`);
}
