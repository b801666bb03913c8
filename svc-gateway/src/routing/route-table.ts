import { z } from 'zod';
import {
  addReviewResponse,
  createPaymentIntentBody,
  createPaymentIntentResponse,
  deletedResponse,
  deliverRequestResponse,
  healthResponse,
  jwtBody,
  jwtResponse,
  likeBody,
  likeMealResponse,
  likeUpcomingResponse,
  liveEventsHeaders,
  makeAdminResponse,
  mealBody,
  mealDetailsSchema,
  mealIdParams,
  mealPatchBody,
  mealSchema,
  mealsInsightsResponse,
  mealsQuery,
  menuDaySchema,
  menuQuery,
  menuSlotBody,
  menuSlotParams,
  menuWeekSchema,
  pageQuery,
  paymentHistoryParams,
  paymentHistoryQuery,
  paymentHistoryResponse,
  paymentsInsightsResponse,
  postMealResponse,
  requestMealResponse,
  reviewBody,
  reviewedByParams,
  reviewPageResponse,
  reviewParams,
  savePaymentBody,
  savePaymentResponse,
  saveUserBody,
  saveUserResponse,
  searchUsersQuery,
  serveRequestBody,
  serveRequestPageResponse,
  serveRequestSchema,
  serveSearchQuery,
  serveUserQuery,
  setupIntentResponse,
  successResponse,
  updateMealResponse,
  upcomingMealBody,
  upcomingMealSchema,
  uploadResponse,
  userByEmailQuery,
  userEmailParams,
  userIdParams,
  userSchema,
  webhookHeaders,
  webhookResponse,
} from '@hostel/contracts';
import { escapeRegex } from '@hostel/platform';
import { DOCS_ASSET_NAMES, DOCS_ASSETS } from '../docs/docs-assets';

export type ServiceName = 'meals' | 'users' | 'payments';

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
 */
export type RateLimitClass = 'standard' | 'sign-in' | 'upload' | 'image' | 'payment';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One answer of an operation: its meaning, and the body and headers it carries. */
export interface Answer {
  description: string;
  schema?: z.ZodType;
  /** application/json unless said otherwise; several when the answer's type depends on what is asked. */
  contentType?: string | readonly string[];
  headers?: z.ZodObject;
  /** OpenAPI links: the operations this answer's ids lead to (`patch /serve-meals/{id}`), and where the ids are. */
  links?: Record<string, { operation: string; parameters: Record<string, string> }>;
}

export interface Operation {
  method: Method;
  /** OpenAPI path template under /api, e.g. `/meals/{id}`. */
  path: string;
  summary: string;
  /** Who answers: a service behind the gateway, or the gateway itself. */
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
  /** Why the contract fuzzer (scripts/schemathesis) leaves it out, for the few it cannot exercise meaningfully. */
  notFuzzed?: string;
  /**
   * Failures a call the document calls valid may still meet, because they depend on stored data no schema can
   * describe (an id that names no meal); the fuzzer accepts them as answers to valid calls.
   */
  dataDependent?: (400 | 404 | 409)[];
}

const json = (description: string, schema: z.ZodType, headers?: z.ZodObject): Answer => ({ description, schema, headers });
/** List answers that are sliced by page/limit tell the whole count in a header. */
const totalCount = z.object({ 'X-Total-Count': z.string().regex(/^[0-9]+$/).meta({ description: 'How many match, across all pages' }) });
const NOT_SELF = 'Another user’s data, and the caller is not an admin';
const BRONZE = 'A Bronze member (upgrade first), or a userId in the body that is not the caller’s';

/**
 * Every operation of the public API (DESIGN §3), in one place: routing, edge auth and rate-limit classes read it,
 * and the OpenAPI document (/api/openapi.json) is generated from it, so none of them can describe another API.
 */
export const OPERATIONS: readonly Operation[] = [
  // svc-users
  {
    method: 'post', path: '/jwt', service: 'users', access: 'identity', rateLimit: 'sign-in',
    summary: 'Session token for a Firebase ID token',
    body: { schema: jwtBody },
    ok: { 200: json('The session token', jwtResponse) },
    fails: { 403: 'E-mail not verified, not the token’s e-mail, or registered to another sign-in account' },
  },
  {
    method: 'post', path: '/users', service: 'users', access: 'identity', rateLimit: 'sign-in',
    summary: 'Create or update the caller’s user record',
    body: { schema: saveUserBody },
    ok: { 200: json('Updated', saveUserResponse), 201: json('Created', saveUserResponse) },
    fails: { 403: 'Not the token’s e-mail, or registered to another sign-in account' },
  },
  {
    method: 'get', path: '/users/by-email', service: 'users', access: 'session', rateLimit: 'standard',
    summary: 'A user by e-mail (self or admin)',
    query: userByEmailQuery,
    ok: { 200: json('The user', userSchema) },
    fails: { 403: NOT_SELF, 404: 'No user has this e-mail' },
  },
  {
    method: 'get', path: '/users/{email}', service: 'users', access: 'session', rateLimit: 'standard',
    summary: 'A user by e-mail in the path (self or admin)',
    params: userEmailParams,
    ok: { 200: json('The user', userSchema) },
    fails: { 403: NOT_SELF, 404: 'No user has this e-mail' },
  },
  {
    method: 'get', path: '/users', service: 'users', access: 'admin', rateLimit: 'standard',
    summary: 'Search users',
    query: searchUsersQuery,
    ok: {
      200: {
        ...json('Matching users, newest first', z.array(userSchema), totalCount),
        links: { promoteFirst: { operation: 'patch /users/make-admin/{id}', parameters: { id: '$response.body#/0/_id' } } },
      },
    },
  },
  {
    method: 'patch', path: '/users/make-admin/{id}', service: 'users', access: 'admin', rateLimit: 'standard',
    summary: 'Promote a user to admin',
    params: userIdParams,
    ok: { 200: json('Promoted (modifiedCount 0: was an admin already)', makeAdminResponse) },
    fails: { 404: 'No such user' },
  },

  // svc-meals: meals
  {
    method: 'get', path: '/meals', service: 'meals', access: 'public', rateLimit: 'standard',
    summary: 'Meals with filters',
    query: mealsQuery,
    ok: { 200: json('Meals, newest first, each with its rating', z.array(mealSchema), totalCount) },
  },
  {
    method: 'get', path: '/meals/{id}', service: 'meals', access: 'public', rateLimit: 'standard',
    summary: 'A meal with its reviews',
    params: mealIdParams,
    ok: { 200: json('The meal', mealDetailsSchema) },
    fails: { 404: 'No such meal' },
  },
  {
    method: 'post', path: '/meals', service: 'meals', access: 'admin', rateLimit: 'standard',
    summary: 'Add a meal or publish an upcoming meal',
    body: { schema: mealBody },
    ok: { 200: json('The upcoming meal was published already: its meal', postMealResponse), 201: json('Added or published', postMealResponse) },
    fails: { 404: 'No such upcoming meal to publish', 409: 'A meal with this _id exists: edit it instead' },
  },
  {
    method: 'patch', path: '/meals/{id}', service: 'meals', access: 'admin', rateLimit: 'standard',
    summary: 'Edit a meal',
    params: mealIdParams,
    body: { schema: mealPatchBody },
    ok: { 200: json('The edited meal', updateMealResponse) },
    fails: { 404: 'No such meal' },
  },
  {
    method: 'delete', path: '/meals/{id}', service: 'meals', access: 'admin', rateLimit: 'standard',
    summary: 'Delete a meal and its reviews',
    params: mealIdParams,
    ok: { 200: json('Deleted', deletedResponse) },
    fails: { 404: 'No such meal' },
  },
  {
    method: 'patch', path: '/meals/{id}/like', service: 'meals', access: 'session', rateLimit: 'standard',
    summary: 'Like a meal once',
    params: mealIdParams,
    body: { schema: likeBody, required: false },
    ok: { 200: json('Liked', likeMealResponse) },
    fails: { 403: 'A userId in the body that is not the caller’s', 404: 'No such meal', 409: 'Liked already' },
  },

  // svc-meals: reviews
  {
    method: 'post', path: '/meals/{id}/review', service: 'meals', access: 'session', rateLimit: 'standard',
    summary: 'Review a meal (not Bronze)',
    params: mealIdParams,
    body: { schema: reviewBody },
    ok: { 201: json('Added; the meal’s reviews, newest first', addReviewResponse) },
    fails: { 403: BRONZE, 404: 'No such meal', 409: 'You already reviewed this meal (one review per student per meal; edit it from My Reviews)' },
  },
  {
    method: 'get', path: '/meals/reviewedBy/{userId}', service: 'meals', access: 'session', rateLimit: 'standard',
    summary: 'A user’s reviews (self or admin)',
    params: reviewedByParams,
    query: pageQuery,
    ok: { 200: json('A page of the user’s reviews, newest first', reviewPageResponse) },
    fails: { 403: NOT_SELF },
  },
  {
    method: 'delete', path: '/meals/{mealId}/reviews/{reviewId}', service: 'meals', access: 'session', rateLimit: 'standard',
    summary: 'Delete a review (author or admin)',
    params: reviewParams,
    ok: { 200: json('Deleted', successResponse) },
    fails: { 403: 'Someone else’s review, and the caller is not an admin', 404: 'No such review of this meal' },
  },
  {
    method: 'get', path: '/reviews', service: 'meals', access: 'admin', rateLimit: 'standard',
    summary: 'All reviews',
    query: pageQuery,
    ok: { 200: json('A page of all reviews, newest first', reviewPageResponse) },
  },

  // svc-meals: upcoming meals
  {
    method: 'get', path: '/upcoming-meals', service: 'meals', access: 'session', rateLimit: 'standard',
    summary: 'Upcoming meals by likes',
    ok: { 200: json('Upcoming meals, most liked first', z.array(upcomingMealSchema)) },
  },
  {
    method: 'post', path: '/upcoming-meals', service: 'meals', access: 'admin', rateLimit: 'standard',
    summary: 'Add an upcoming meal',
    body: { schema: upcomingMealBody },
    ok: { 201: json('Added', upcomingMealSchema) },
  },
  {
    method: 'patch', path: '/upcoming-meals/{id}/like', service: 'meals', access: 'session', rateLimit: 'standard',
    summary: 'Like an upcoming meal (not Bronze)',
    params: mealIdParams,
    body: { schema: likeBody, required: false },
    ok: { 200: json('Liked; promoted when this like reached the threshold', likeUpcomingResponse) },
    fails: { 403: BRONZE, 404: 'No such upcoming meal', 409: 'Liked already' },
  },

  // svc-meals: insights
  {
    method: 'get', path: '/meals/insights', service: 'meals', access: 'admin', rateLimit: 'standard',
    summary: 'Requests per day, rating distribution, top liked and top rated meals',
    ok: { 200: json('The last 30 Dhaka days of requests (oldest first), reviews per star, the five most liked and best rated meals', mealsInsightsResponse) },
  },

  // svc-meals: serve requests
  {
    method: 'post', path: '/serve-meals', service: 'meals', access: 'session', rateLimit: 'standard',
    summary: 'Request a meal (not Bronze)',
    body: { schema: serveRequestBody },
    ok: {
      201: {
        ...json('Requested (Pending)', requestMealResponse),
        links: {
          deliver: { operation: 'patch /serve-meals/{id}', parameters: { id: '$response.body#/insertedId' } },
          cancel: { operation: 'delete /serve-meals/{id}', parameters: { id: '$response.body#/insertedId' } },
        },
      },
    },
    fails: { 403: BRONZE, 404: 'No such meal' },
  },
  {
    method: 'get', path: '/serve-meals', service: 'meals', access: 'admin', rateLimit: 'standard',
    summary: 'All serve requests',
    query: serveSearchQuery,
    ok: { 200: json('Matching requests, newest first', z.array(serveRequestSchema), totalCount) },
  },
  {
    method: 'get', path: '/serve-meals/user', service: 'meals', access: 'session', rateLimit: 'standard',
    summary: 'A user’s serve requests (self or admin)',
    query: serveUserQuery,
    ok: { 200: json('A page of the user’s requests, newest first', serveRequestPageResponse) },
    fails: { 403: NOT_SELF },
  },
  {
    method: 'patch', path: '/serve-meals/{id}', service: 'meals', access: 'admin', rateLimit: 'standard',
    summary: 'Mark a request delivered',
    params: mealIdParams,
    ok: { 200: json('Delivered (modifiedCount 0: it was already)', deliverRequestResponse) },
    fails: { 404: 'No such request' },
  },
  {
    method: 'delete', path: '/serve-meals/{id}', service: 'meals', access: 'session', rateLimit: 'standard',
    summary: 'Cancel a request (requester or admin)',
    params: mealIdParams,
    ok: { 200: json('Cancelled', deletedResponse) },
    fails: { 403: 'Someone else’s request, and the caller is not an admin', 404: 'No such request' },
  },

  // svc-meals: the weekly menu
  {
    method: 'get', path: '/menu', service: 'meals', access: 'public', rateLimit: 'standard',
    summary: 'A week’s menu (default: this week in Asia/Dhaka)',
    query: menuQuery,
    ok: { 200: json('Monday to Sunday, each day’s Breakfast, Lunch and Dinner', menuWeekSchema) },
    fails: { 400: 'Not an ISO week (YYYY-Www) of its year' },
  },
  {
    method: 'put', path: '/menu/{date}/{slot}', service: 'meals', access: 'admin', rateLimit: 'standard',
    summary: 'Replace one slot of a day’s menu',
    params: menuSlotParams,
    body: { schema: menuSlotBody },
    ok: { 200: json('The day, with the slot replaced', menuDaySchema) },
    fails: { 400: 'Not a date or slot, more than 10 meals, a meal twice, or a meal that does not exist' },
    dataDependent: [400],
  },

  // svc-meals: images
  {
    method: 'post', path: '/uploads', service: 'meals', access: 'public', rateLimit: 'upload',
    summary: 'Upload an image (multipart field "image")',
    body: {
      schema: z.object({ image: z.string().meta({ format: 'binary', description: 'A JPEG, PNG, WebP or GIF image, 2 MB at most' }) }),
      contentType: 'multipart/form-data',
    },
    ok: { 201: json('Stored; the image’s URL', uploadResponse) },
    fails: {
      400: 'Not an image of an accepted type (read from its bytes), or no field "image"',
      429: 'Over the upload rate limit, or this address’s or everyone’s byte budget for the day is spent (Retry-After says when to try again)',
    },
    notFuzzed: 'needs real image bytes: generated multipart data is never an image, so every case would be the same 400',
  },
  {
    method: 'get', path: '/uploads/{id}', service: 'meals', access: 'public', rateLimit: 'image',
    summary: 'An uploaded image',
    params: z.object({ id: mealIdParams.shape.id }),
    ok: { 200: { description: 'The image bytes', contentType: 'image/*', schema: z.string().meta({ format: 'binary' }) } },
    fails: { 404: 'No such image' },
  },

  // svc-payments
  {
    method: 'post', path: '/payments/setup-intent', service: 'payments', access: 'session', rateLimit: 'payment',
    summary: 'SetupIntent for the card form',
    ok: { 200: json('The SetupIntent’s client secret', setupIntentResponse) },
  },
  {
    method: 'post', path: '/payments/create-payment-intent', service: 'payments', access: 'session', rateLimit: 'payment',
    summary: 'PaymentIntent at the server’s price',
    body: { schema: createPaymentIntentBody },
    ok: { 200: json('Created (and confirmed, with a paymentMethodId)', createPaymentIntentResponse) },
    fails: { 402: 'The card was declined', 404: 'No such payment method' },
  },
  {
    method: 'post', path: '/payments/save', service: 'payments', access: 'session', rateLimit: 'payment',
    summary: 'Record a Stripe-verified payment',
    body: { schema: savePaymentBody },
    ok: { 200: json('Saved (or saved already, as the very same payment)', savePaymentResponse) },
    fails: {
      400: 'The payment has not succeeded, or it does not match the package',
      403: 'Another user’s payment',
      404: 'No such transaction',
      409: 'Saved already for another package',
    },
  },
  {
    method: 'get', path: '/payments/{userId}', service: 'payments', access: 'session', rateLimit: 'standard',
    summary: 'Payment history (self or admin)',
    params: paymentHistoryParams,
    query: paymentHistoryQuery,
    ok: { 200: json('A page of the user’s payments, newest first', paymentHistoryResponse) },
    fails: { 403: NOT_SELF },
  },
  {
    method: 'post', path: '/payments/webhook', service: 'payments', access: 'stripe', rateLimit: 'standard',
    summary: 'Stripe webhook (signed): payment_intent.succeeded saves a payment; charge.refunded (in full) and a lost charge.dispute.closed take it and its badge back',
    headers: webhookHeaders,
    body: { schema: z.record(z.string(), z.unknown()).meta({ description: 'A Stripe event, exactly as Stripe signed it' }) },
    ok: { 200: json('Received', webhookResponse) },
    fails: { 400: 'No valid signature, or a payment without a user or package' },
    notFuzzed: 'Stripe signs each call with the endpoint’s secret: generated calls can only test the signature check (400)',
  },

  {
    method: 'get', path: '/payments/insights', service: 'payments', access: 'admin', rateLimit: 'standard',
    summary: 'Revenue per week by package',
    ok: { 200: json('Taka per package in each of the last 12 ISO weeks (Asia/Dhaka, Monday to Sunday), oldest first', paymentsInsightsResponse) },
  },

  // The gateway itself
  {
    method: 'get', path: '/health', service: 'gateway', access: 'public', rateLimit: 'standard',
    summary: 'Each dependency’s state',
    ok: { 200: json('Everything is up', healthResponse), 503: json('Something is down (named)', healthResponse) },
  },
  {
    method: 'get', path: '/events', service: 'gateway', access: 'session', rateLimit: 'standard',
    summary: 'Live serve-request events and the caller’s own badge changes (server-sent events)',
    headers: liveEventsHeaders,
    ok: {
      200: {
        description:
          'An endless text/event-stream: `serve-request.created`, `.updated` and `.cancelled`, each `data: { id, type, data: ServeRequest }` ' +
          '(a student’s own requests; an admin’s, all); `user.badge_changed`, `data: { id, type, data: { userId, badge } }`, only the caller’s own; ' +
          'and a comment heartbeat at least every 25 s',
        contentType: 'text/event-stream',
        schema: z.string(),
      },
    },
    fails: {
      400: 'Last-Event-ID is not an id this stream gave',
      429: 'Over the rate limit, or the account already holds 5 open streams (Retry-After says when to try again)',
      503: 'This gateway holds as many streams as it may (try again)',
    },
    notFuzzed: 'an endless stream: every valid call would hold the fuzzer until its time limit; tests in api-tests/live-events.api.test.ts',
  },
  {
    method: 'get', path: '/openapi.json', service: 'gateway', access: 'public', rateLimit: 'standard',
    summary: 'This document',
    ok: { 200: json('The OpenAPI 3.1 document', z.record(z.string(), z.unknown())) },
  },
  {
    method: 'get', path: '/docs', service: 'gateway', access: 'public', rateLimit: 'standard',
    summary: 'Browsable API reference',
    ok: { 200: { description: 'The reference page (reads /api/openapi.json)', contentType: 'text/html', schema: z.string() } },
  },
  {
    method: 'get', path: '/docs/{asset}', service: 'gateway', access: 'public', rateLimit: 'standard',
    summary: 'A file the reference page loads (Swagger UI’s script, styles and icon, and the script that starts it)',
    params: z.object({ asset: z.enum(DOCS_ASSET_NAMES) }),
    ok: { 200: { description: 'The file', contentType: [...new Set(Object.values(DOCS_ASSETS))], schema: z.string().meta({ format: 'binary' }) } },
    fails: { 404: 'No such file' },
  },
];

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

interface PathEntry {
  template: string;
  pattern: RegExp;
  operations: Map<string, Operation>;
}

/**
 * The paths, most specific first: where a literal segment and a parameter both match (`/users/by-email` and
 * `/users/{email}`), the literal one names the resource, as in OpenAPI.
 */
const PATHS: PathEntry[] = [...new Set(OPERATIONS.map((operation) => operation.path))]
  .map((template) => {
    const segments = template.split('/').slice(1);
    return {
      template,
      rank: segments.map((segment) => (segment.startsWith('{') ? '0' : '1')).join(''),
      pattern: new RegExp(`^/${segments.map((segment) => (segment.startsWith('{') ? `(?<${segment.slice(1, -1)}>[^/]+)` : escapeRegex(segment))).join('/')}$`),
      operations: new Map(OPERATIONS.filter((operation) => operation.path === template).map((operation) => [operation.method.toUpperCase(), operation])),
    };
  })
  .sort((a, b) => b.rank.localeCompare(a.rank))
  .map(({ template, pattern, operations }) => ({ template, pattern, operations }));

export type RouteMatch = { operation: Operation; params: Record<string, string> } | { allow: string[] };

/**
 * What a request names: an operation with its path parameters (as sent, not decoded); a known path asked with a
 * method it does not have (the methods it has, for a 405 with `Allow`); or nothing (undefined: 404). HEAD reads
 * like GET; one trailing slash is ignored, as in Express.
 */
export function matchRoute(method: string, path: string): RouteMatch | undefined {
  const normalized = path.length > 1 ? path.replace(/\/$/, '') : path;
  for (const entry of PATHS) {
    const found = entry.pattern.exec(normalized);
    if (!found) continue;
    const operation = entry.operations.get(method === 'HEAD' ? 'GET' : method);
    if (operation) return { operation, params: { ...found.groups } };
    const allow = [...entry.operations.keys()];
    return { allow: allow.includes('GET') ? [...allow, 'HEAD'] : allow };
  }
  return undefined;
}

/** The operation a request calls, if any. */
export function routeFor(method: string, path: string): Operation | undefined {
  const match = matchRoute(method, path);
  return match && 'operation' in match ? match.operation : undefined;
}

/** Calls the table does not know still spend a budget: they answer 404 or 405, but a flood of them is still a flood. */
export const rateLimitClassOf = (method: string, path: string): RateLimitClass => routeFor(method, path)?.rateLimit ?? 'standard';
