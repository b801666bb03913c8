import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  createPaymentIntentBody,
  createPaymentIntentResponse,
  errorResponse,
  jwtBody,
  jwtResponse,
  likeBody,
  mealBody,
  mealIdParams,
  mealPatchBody,
  mealsQuery,
  pageQuery,
  paymentHistoryParams,
  paymentHistoryQuery,
  paymentHistoryResponse,
  reviewBody,
  reviewedByParams,
  reviewParams,
  savePaymentBody,
  saveUserBody,
  searchUsersQuery,
  serveRequestBody,
  serveSearchQuery,
  serveUserQuery,
  setupIntentResponse,
  upcomingMealBody,
  userByEmailQuery,
  userEmailParams,
  userIdParams,
  userSchema,
} from '@hostel/contracts';

type Access = 'public' | 'identity' | 'session' | 'admin' | 'stripe';

interface PathSpec {
  method: RouteConfig['method'];
  path: string;
  summary: string;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response?: z.ZodType;
}

const ok = z.object({ success: z.literal(true) }).loose();

/** The public API of DESIGN §3, generated from the same zod schemas the services validate with. */
const PATHS: PathSpec[] = [
  { method: 'post', path: '/jwt', summary: 'Session token for a Firebase ID token', access: 'identity', body: jwtBody, response: jwtResponse },
  { method: 'post', path: '/users', summary: 'Create or update the caller’s user record', access: 'identity', body: saveUserBody, response: ok },
  { method: 'get', path: '/users/by-email', summary: 'A user by e-mail (self or admin)', access: 'session', query: userByEmailQuery, response: userSchema },
  { method: 'get', path: '/users/{email}', summary: 'A user by e-mail (self or admin)', access: 'session', params: userEmailParams, response: userSchema },
  { method: 'get', path: '/users', summary: 'Search users', access: 'admin', query: searchUsersQuery, response: z.array(userSchema) },
  { method: 'patch', path: '/users/make-admin/{id}', summary: 'Promote a user to admin', access: 'admin', params: userIdParams, response: ok },
  { method: 'get', path: '/meals', summary: 'Meals with filters', access: 'public', query: mealsQuery },
  { method: 'get', path: '/meals/{id}', summary: 'A meal with its reviews', access: 'public', params: mealIdParams },
  { method: 'post', path: '/meals', summary: 'Add a meal or publish an upcoming meal', access: 'admin', body: mealBody, response: ok },
  { method: 'patch', path: '/meals/{id}', summary: 'Edit a meal', access: 'admin', params: mealIdParams, body: mealPatchBody, response: ok },
  { method: 'delete', path: '/meals/{id}', summary: 'Delete a meal', access: 'admin', params: mealIdParams, response: ok },
  { method: 'patch', path: '/meals/{id}/like', summary: 'Like a meal once', access: 'session', params: mealIdParams, body: likeBody, response: ok },
  { method: 'post', path: '/meals/{id}/review', summary: 'Review a meal (not Bronze)', access: 'session', params: mealIdParams, body: reviewBody, response: ok },
  { method: 'get', path: '/meals/reviewedBy/{userId}', summary: 'A user’s reviews', access: 'session', params: reviewedByParams, query: pageQuery },
  { method: 'delete', path: '/meals/{mealId}/reviews/{reviewId}', summary: 'Delete a review (author or admin)', access: 'session', params: reviewParams, response: ok },
  { method: 'get', path: '/reviews', summary: 'All reviews', access: 'admin', query: pageQuery },
  { method: 'get', path: '/upcoming-meals', summary: 'Upcoming meals by likes', access: 'session' },
  { method: 'post', path: '/upcoming-meals', summary: 'Add an upcoming meal', access: 'admin', body: upcomingMealBody },
  { method: 'patch', path: '/upcoming-meals/{id}/like', summary: 'Like an upcoming meal (premium)', access: 'session', params: mealIdParams, body: likeBody, response: ok },
  { method: 'post', path: '/serve-meals', summary: 'Request a meal (not Bronze)', access: 'session', body: serveRequestBody, response: ok },
  { method: 'get', path: '/serve-meals', summary: 'All serve requests', access: 'admin', query: serveSearchQuery },
  { method: 'get', path: '/serve-meals/user', summary: 'A user’s serve requests', access: 'session', query: serveUserQuery },
  { method: 'patch', path: '/serve-meals/{id}', summary: 'Mark delivered', access: 'admin', params: mealIdParams, response: ok },
  { method: 'delete', path: '/serve-meals/{id}', summary: 'Cancel a request (requester or admin)', access: 'session', params: mealIdParams, response: ok },
  { method: 'post', path: '/payments/setup-intent', summary: 'SetupIntent for the card form', access: 'session', response: setupIntentResponse },
  { method: 'post', path: '/payments/create-payment-intent', summary: 'PaymentIntent at the server’s price', access: 'session', body: createPaymentIntentBody, response: createPaymentIntentResponse },
  { method: 'post', path: '/payments/save', summary: 'Record a Stripe-verified payment', access: 'session', body: savePaymentBody, response: ok },
  { method: 'get', path: '/payments/{userId}', summary: 'Payment history', access: 'session', params: paymentHistoryParams, query: paymentHistoryQuery, response: paymentHistoryResponse },
  { method: 'post', path: '/payments/webhook', summary: 'Stripe webhook (signed)', access: 'stripe' },
  { method: 'post', path: '/uploads', summary: 'Upload an image (multipart field "image")', access: 'public' },
  { method: 'get', path: '/health', summary: 'Each dependency’s state', access: 'public' },
];

export function openApiDocument() {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'session', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  registry.registerComponent('securitySchemes', 'firebase', { type: 'http', scheme: 'bearer', description: 'Firebase ID token' });
  for (const spec of PATHS) {
    const security = spec.access === 'session' || spec.access === 'admin' ? [{ session: [] }] : spec.access === 'identity' ? [{ firebase: [] }] : [];
    registry.registerPath({
      method: spec.method,
      path: spec.path,
      summary: spec.summary,
      description: spec.access === 'admin' ? 'Admins only.' : undefined,
      security,
      request: {
        ...(spec.params ? { params: spec.params } : {}),
        ...(spec.query ? { query: spec.query } : {}),
        ...(spec.body ? { body: { content: { 'application/json': { schema: spec.body } } } } : {}),
      },
      responses: {
        200: { description: 'OK', ...(spec.response ? { content: { 'application/json': { schema: spec.response } } } : {}) },
        400: { description: 'Bad input', content: { 'application/json': { schema: errorResponse } } },
        401: { description: 'No or bad token', content: { 'application/json': { schema: errorResponse } } },
        403: { description: 'Not allowed', content: { 'application/json': { schema: errorResponse } } },
      },
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: 'Hostel Meals API', version: '1.0.0', description: 'Public API through the gateway; base path /api.' },
    servers: [{ url: '/api' }],
  });
}
