import * as live from './live';
import * as meals from './meals';
import * as mess from './mess';
import * as menu from './menu';
import type { Operation } from './operation';
import * as payments from './payments';
import * as serveRequests from './serve-requests';
import * as uploads from './uploads';
import * as users from './users';

export * from './operation';
// In modules of their own, without zod: the front ends' production bundles fill paths and invalidate what a write
// changed, but parse no schema.
export { API_BASE, apiPathOf, pathOf } from './path-of';
export { staleReadsOf, type StaleRead } from './stale-reads';
export { keptAnswerChangedBy, keptAnswerExpiry } from './kept-answers';
export * from './read-change';
export * from './live';
export * from './meals';
export * from './mess';
export * from './menu';
export * from './payments';
export * from './serve-requests';
export * from './uploads';
export * from './users';

/**
 * Every operation of the public API (DESIGN §3, §10), each declared once beside its schemas: the gateway's routing,
 * edge auth, rate classes and cache invalidation, the services' handlers, the front ends' calls and the OpenAPI
 * document are all read from these, so none of them can describe another API.
 */
export const API = { ...users, ...meals, ...serveRequests, ...menu, ...uploads, ...payments, ...mess, ...live } satisfies Record<string, Operation>;

export type OperationName = keyof typeof API;
export const OPERATIONS: readonly Operation[] = Object.values(API);
