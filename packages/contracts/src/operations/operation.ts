import { z } from 'zod';

/** Who answers an operation: a service behind the gateway, or the gateway itself. */
export type ServiceName = 'meals' | 'users' | 'payments' | 'mess';

/**
 * Who may call, as the gateway checks it (finer rules, own data and Bronze, live in the services):
 * - public: anyone; a stale session token counts as none (DESIGN §6)
 * - identity: carries a Firebase ID token, verified by svc-users
 * - session: needs the session token from /api/jwt (services verify it again)
 * - admin: a session whose user is an admin (the gateway checks the session, the service the role)
 * - stripe: Stripe's signed webhook call; the signature is checked by svc-payments
 */
export type Access = 'public' | 'identity' | 'session' | 'admin' | 'stripe';

/**
 * Which budget a call spends (DESIGN §6 "Rate limits fit a hostel"; sizes in svc-gateway/README.md):
 * - standard: per signed-in user, else per client address
 * - sign-in: per Firebase uid, plus a ceiling per client address
 * - upload: per signed-in user, else per client address
 * - image: per client address (images load without a token, a dozen per page)
 * - payment: a small budget per signed-in user, then the standard one (the calls that reach Stripe: card testing)
 * - messWrite: a human's pace of meal switches, leaves and joins per signed-in user, then the standard one (each
 *   writes slot documents every headcount and month close reads)
 */
export type RateLimitClass = 'standard' | 'sign-in' | 'upload' | 'image' | 'payment' | 'messWrite';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One answer of an operation: its meaning, and the body and headers it carries. */
export interface Answer {
  description: string;
  /** The body; of a text/event-stream, what each event's `data` carries (JSON, with the event's `type` and `id`). */
  schema?: z.ZodType;
  /** application/json unless said otherwise; several when the answer's type depends on what is asked. */
  contentType?: string | readonly string[];
  headers?: z.ZodObject;
  /** OpenAPI links: the operations this answer's ids lead to (`patch /serve-meals/{id}`), and where the ids are. */
  links?: Record<string, { operation: string; parameters: Record<string, string> }>;
}

/**
 * The reads whose answers are kept: the public ones (the gateway's edge cache, svc-meals' read side, the browser),
 * and the headcount, shared between admins at the gateway's edge alone (`sameForEveryCaller`) and kept by the browser.
 */
export type CachedReadName = 'listMeals' | 'getMeal' | 'getMenu' | 'getHeadcount';

/**
 * Which kept answers of one cached read a write changes: every one ('all'), or only those whose path parameters
 * equal the write's (`{ id: 'mealId' }`: the read's `id` is the write's `mealId`).
 */
export type ChangedRead = 'all' | Readonly<Record<string, string>>;

/**
 * Which kept answers of a read one event changes, by the event's `field` (a string in its data): those whose query
 * parameter `param` equals it, or whose query range `from`..`to` (inclusive, compared as text: ISO dates) holds it.
 */
export type EventChange = { field: string; param: string } | { field: string; from: string; to: string };

export interface Operation {
  /** The declaration's name: its export, the OpenAPI operationId, and what callers and handlers refer to. */
  name: string;
  method: Method;
  /** OpenAPI path template under /api, e.g. `/meals/{id}`. */
  path: string;
  summary: string;
  service: ServiceName | 'gateway';
  access: Access;
  rateLimit: RateLimitClass;
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  body?: { schema: z.ZodType; contentType?: string; required?: boolean };
  /** The successful answers by status. */
  ok: Partial<Record<200 | 201 | 503, Answer>>;
  /** Failures particular to this operation; those that its access, input and service imply are added (answersOf). */
  fails?: Partial<Record<400 | 402 | 403 | 404 | 409 | 429 | 503, string>>;
  /**
   * A read gated by its access ('session' or 'admin') whose answer is the same for every caller that access admits
   * (nothing in it depends on who asked): the gateway's edge may keep one answer and share it between them, never
   * with a caller the access refuses (svc-gateway/README.md "Edge cache"). Public reads are shared already.
   */
  sameForEveryCaller?: true;
  /**
   * Bus events that change a read's answers behind its back (no write through the gateway): by event type, which
   * kept answers one event makes stale (see keptAnswerChangedBy). The gateway's edge drops those when it hears one.
   */
  changedByEvents?: Readonly<Record<string, readonly EventChange[]>>;
  /**
   * An answer that changes by itself at instants it names: the earliest `field` (an ISO instant) of any object in
   * it whose `unless` flag is not true. A kept copy is not answered from that instant on (see keptAnswerExpiry).
   */
  expiresAt?: { field: string; unless?: string };
  /** A write's effect on the cached reads: which of their kept answers it makes stale. */
  changes?: Partial<Record<CachedReadName, ChangedRead>>;
  /**
   * A successful call ends a user's sessions (the caller's, or the `id` parameter's): the gateway stops accepting
   * their old session tokens from that answer on, before the services' read models hear of it.
   */
  revokesSessions?: true;
  /** Why the contract fuzzer (scripts/schemathesis) leaves it out, for the few it cannot exercise meaningfully. */
  notFuzzed?: string;
  /**
   * Failures a call the document calls valid may still meet, because they depend on stored data no schema can
   * describe (an id that names no meal) or on a relation between fields it cannot state (a range's end before its
   * start); the fuzzer accepts them as answers to valid calls.
   */
  dataDependent?: (400 | 404 | 409)[];
}

/** Declares an operation, keeping its literal types (schemas, method) for typed callers and handlers. */
export const operation = <const T extends Operation>(declaration: T): T => declaration;

/** A JSON answer; it keeps its schema's type, so a typed caller's answer is what the schema parses. */
export const json = <S extends z.ZodType>(description: string, schema: S, headers?: z.ZodObject): Answer & { schema: S } => ({ description, schema, headers });
/** List answers that are sliced by page/limit tell the whole count in a header. */
export const totalCount = z.object({ 'X-Total-Count': z.string().regex(/^[0-9]+$/).meta({ description: 'How many match, across all pages' }) });
export const NOT_SELF = 'Another user’s data, and the caller is not an admin';
export const BRONZE = 'A Bronze member (upgrade first), or a userId in the body that is not the caller’s';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The path of an operation as Express writes it (`/meals/:id`), for the service that binds it. */
export const expressPath = (op: Pick<Operation, 'path'>): string => op.path.replace(/\{([^}]+)\}/g, ':$1');

export type RouteMatch<O extends Operation = Operation> = { operation: O; params: Record<string, string> } | { allow: string[] };

export interface Router<O extends Operation = Operation> {
  /**
   * What a request names: an operation with its path parameters (as sent, not decoded); a known path asked with a
   * method it does not have (the methods it has, for a 405 with `Allow`); or nothing (undefined: 404). HEAD reads
   * like GET; one trailing slash is ignored, as in Express.
   */
  match(method: string, path: string): RouteMatch<O> | undefined;
  /** The operation a request calls, if any. */
  find(method: string, path: string): O | undefined;
}

/** Orders path templates most specific first (sort descending): a literal segment before a parameter in its place. */
export const specificityOf = (template: string): string =>
  template
    .split('/')
    .slice(1)
    .map((segment) => (segment.startsWith('{') ? '0' : '1'))
    .join('');

/**
 * Matches request paths against operations' templates, most specific first: where a literal segment and a parameter
 * both match (`/users/by-email` and `/users/{email}`), the literal one names the resource, as in OpenAPI.
 */
export function routerOf<O extends Operation>(operations: readonly O[]): Router<O> {
  const paths = [...new Set(operations.map((op) => op.path))]
    .map((template) => {
      const segments = template.split('/').slice(1);
      return {
        rank: specificityOf(template),
        pattern: new RegExp(`^/${segments.map((segment) => (segment.startsWith('{') ? `(?<${segment.slice(1, -1)}>[^/]+)` : escapeRegex(segment))).join('/')}$`),
        byMethod: new Map(operations.filter((op) => op.path === template).map((op) => [op.method.toUpperCase(), op])),
      };
    })
    .sort((a, b) => b.rank.localeCompare(a.rank));
  const match = (method: string, path: string): RouteMatch<O> | undefined => {
    const normalized = path.length > 1 ? path.replace(/\/$/, '') : path;
    for (const entry of paths) {
      const found = entry.pattern.exec(normalized);
      if (!found) continue;
      const op = entry.byMethod.get(method === 'HEAD' ? 'GET' : method);
      if (op) return { operation: op, params: { ...found.groups } };
      const allow = [...entry.byMethod.keys()];
      return { allow: allow.includes('GET') ? [...allow, 'HEAD'] : allow };
    }
    return undefined;
  };
  return {
    match,
    find: (method, path) => {
      const found = match(method, path);
      return found && 'operation' in found ? found.operation : undefined;
    },
  };
}
