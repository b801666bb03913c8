import { isStale, staleReadsOf } from '@hostel/contracts';
import { matchRoute, type Operation, type ServiceName } from '../routing/route-table';

/** An operation whose answers the edge keeps: a service's, never the gateway's own. */
export type EdgeCachedOperation = Operation & { service: ServiceName };

/**
 * Which answers the edge may keep, read from the route table rather than listed again: GETs everyone may call
 * (DESIGN §6), answered by a service, as JSON; kept as anonymous readers get them (a signed-in reader's answer says
 * which meals they liked, and is not kept). That is GET /meals, /meals/:id
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

/**
 * The cached reads a write may change, as a test on a cached read's path (without /api and the query), or
 * undefined when the write changes none: read from the write's declaration (`changes`), never restated here.
 */
export function droppedBy(method: string, path: string): ((cachedPath: string) => boolean) | undefined {
  const match = matchRoute(method, path);
  if (!match || !('operation' in match) || !match.operation.changes) return undefined;
  const stale = staleReadsOf(match.operation, match.params);
  return (cachedPath) => {
    const read = matchRoute('GET', cachedPath);
    if (!read || !('operation' in read)) return false;
    return isStale(stale, read.operation.name, read.params);
  };
}
