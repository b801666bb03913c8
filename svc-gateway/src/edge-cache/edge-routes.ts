import { isStale, keptAnswerChangedBy, OPERATIONS, staleReadsOf } from '@hostel/contracts';
import type { SessionClaims } from '@hostel/platform';
import { matchRoute, type Operation, type ServiceName } from '../routing/route-table';

/** An operation whose answers the edge keeps: a service's, never the gateway's own. */
export type EdgeCachedOperation = Operation & { service: ServiceName };

/**
 * Which answers the edge may keep, read from the route table rather than listed again: GETs everyone may call
 * (DESIGN §6), answered by a service, as JSON; kept as anonymous readers get them (a signed-in reader's answer says
 * which meals they liked, and is not kept). That is GET /meals, /meals/:id
 * and any public JSON read added later (the weekly menu); images (`image/*`) keep their own year-long caching and
 * the gateway's own operations (health, the document, the event stream) are never kept.
 * Besides, the reads gated by a session or the admin role that declare their answer the same for every caller
 * admitted (`sameForEveryCaller`: the kitchen's headcount), kept apart and answered only to such callers (isShared).
 */
export function isEdgeCached(operation: Operation): operation is EdgeCachedOperation {
  const ok = operation.ok[200];
  const shareable = operation.access === 'public' || (operation.sameForEveryCaller === true && (operation.access === 'session' || operation.access === 'admin'));
  return operation.method === 'get' && shareable && operation.service !== 'gateway' && ok !== undefined && ok.contentType === undefined;
}

/** A kept answer that only callers its access admits may get: under a key of its own (sharedKey), never public. */
export const isShared = (operation: EdgeCachedOperation): boolean => operation.access !== 'public';

/** The key a shared answer of `url` is kept under: no request URL (they start with `/`) can name it. */
export const sharedKey = (url: string): string => `shared ${url}`;

/** The request URL a key was made of. */
export const urlOfKey = (key: string): string => (key.startsWith('shared ') ? key.slice('shared '.length) : key);

/**
 * Whether a valid session, not revoked, may get a shared answer of `operation`: any session for a session read, an
 * admin's for an admin read. The role is the token's, not looked up: roles only ever go up in this product (makeAdmin;
 * no operation demotes), so a token's role never claims more than its user has; a user promoted since their token
 * was issued just falls through to the service, which reads the role it knows.
 */
export function admits(operation: EdgeCachedOperation, session: SessionClaims): boolean {
  return operation.access === 'session' || (operation.access === 'admin' && session.role === 'admin');
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

/** The event types that change kept answers (the cached reads' `changedByEvents`): what the edge listens to. */
export const edgeEventTypes = (): string[] => [...new Set(OPERATIONS.filter(isEdgeCached).flatMap((op) => Object.keys(op.changedByEvents ?? {})))];

/**
 * The kept answers an event changes, as a test on an entry's path and key (its URL, with the query the declaration
 * compares): read from the cached reads' declarations (`changedByEvents`), never restated here.
 */
export function droppedByEvent(type: string, data: unknown): (cachedPath: string, key: string) => boolean {
  return (cachedPath, key) => {
    const read = matchRoute('GET', cachedPath);
    if (!read || !('operation' in read) || !read.operation.changedByEvents?.[type]) return false;
    const query = Object.fromEntries(new URL(urlOfKey(key), 'http://edge').searchParams);
    return keptAnswerChangedBy(read.operation, type, data, query);
  };
}
