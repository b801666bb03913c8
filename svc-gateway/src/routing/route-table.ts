import { z } from 'zod';
import { json, operation, OPERATIONS as API_OPERATIONS, routerOf, type Operation, type RateLimitClass } from '@hostel/contracts';
import { DOCS_ASSET_NAMES, DOCS_ASSETS } from '../docs/docs-assets';

export type { Access, Answer, Method, Operation, RateLimitClass, ServiceName } from '@hostel/contracts';

/** The gateway's own reference pages: they describe the API rather than belong to it, so they are declared here. */
const DOCS_OPERATIONS: readonly Operation[] = [
  operation({
    name: 'openApiDocument',
    method: 'get', path: '/openapi.json', service: 'gateway', access: 'public', rateLimit: 'standard',
    summary: 'This document',
    ok: { 200: json('The OpenAPI 3.1 document', z.record(z.string(), z.unknown())) },
  }),
  operation({
    name: 'apiDocs',
    method: 'get', path: '/docs', service: 'gateway', access: 'public', rateLimit: 'standard',
    summary: 'Browsable API reference',
    ok: { 200: { description: 'The reference page (reads /api/openapi.json)', contentType: 'text/html', schema: z.string() } },
  }),
  operation({
    name: 'apiDocsAsset',
    method: 'get', path: '/docs/{asset}', service: 'gateway', access: 'public', rateLimit: 'standard',
    summary: 'A file the reference page loads (Swagger UI’s script, styles and icon, and the script that starts it)',
    params: z.object({ asset: z.enum(DOCS_ASSET_NAMES) }),
    ok: { 200: { description: 'The file', contentType: [...new Set(Object.values(DOCS_ASSETS))], schema: z.string().meta({ format: 'binary' }) } },
    fails: { 404: 'No such file' },
  }),
];

/**
 * What the gateway routes: every operation declared in packages/contracts (DESIGN §10), and its own reference
 * pages. Routing, edge auth, rate-limit classes, the edge cache and the OpenAPI document all read this list.
 */
export const OPERATIONS: readonly Operation[] = [...API_OPERATIONS, ...DOCS_OPERATIONS];

/**
 * Every status an operation can answer, with its meaning: its own answers, plus what its access, input and
 * service imply. Every call spends a budget, the gateway's own operations too, so every one can answer 429.
 */
export function answersOf(operation: Operation): Map<number, string> {
  const answers = new Map<number, string>();
  for (const [status, answer] of Object.entries(operation.ok)) answers.set(Number(status), answer.description);
  const upstream = operation.service !== 'gateway';
  const identified = operation.access === 'identity' || operation.access === 'session' || operation.access === 'admin';
  // Every service refuses a `$`-operator in a query parameter's name, so even an operation without input can say 400;
  // and every server refuses a malformed request (bad percent-encoding, NUL, dot segments, a bad Host) with 400.
  answers.set(400, operation.fails?.[400] ?? (upstream ? 'Bad input (the message names the field)' : 'Malformed request (URL encoding, NUL, dot segments, Host)'));
  if (identified) answers.set(401, operation.access === 'identity' ? 'No valid Firebase ID token' : 'No valid session token');
  const forbidden = [operation.access === 'admin' ? 'Not an admin' : undefined, operation.fails?.[403]].filter(Boolean);
  if (forbidden.length > 0) answers.set(403, forbidden.join('; '));
  if (operation.fails?.[402]) answers.set(402, operation.fails[402]);
  // A path parameter that makes the path name nothing (a `/` in it, say) meets the gateway's 404 as well.
  if (operation.params || operation.fails?.[404]) answers.set(404, operation.fails?.[404] ?? 'No route for this path');
  if (operation.fails?.[409]) answers.set(409, operation.fails[409]);
  if (upstream && operation.body) answers.set(413, 'The body is too large');
  answers.set(429, operation.fails?.[429] ?? 'Over the rate limit of the call’s class (Retry-After says when to try again)');
  if (upstream || operation.fails?.[503]) answers.set(503, operation.fails?.[503] ?? 'The service or its database is unavailable (try again)');
  return new Map([...answers].sort(([a], [b]) => a - b));
}

const router = routerOf(OPERATIONS);

export type { RouteMatch } from '@hostel/contracts';
export const matchRoute = router.match;
export const routeFor = router.find;

/** Calls the table does not know still spend a budget: they answer 404 or 405, but a flood of them is still a flood. */
export const rateLimitClassOf = (method: string, path: string): RateLimitClass => routeFor(method, path)?.rateLimit ?? 'standard';
