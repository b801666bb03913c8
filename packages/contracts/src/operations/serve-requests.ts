import { z } from 'zod';
import { deletedResponse, deliverRequestResponse, mealIdParams, requestMealResponse, serveRequestBody, serveRequestPageResponse, serveRequestSchema, serveSearchQuery, serveUserQuery } from '../api/meals';
import { BRONZE, NOT_SELF, json, operation, totalCount } from './operation';

export const requestServe = operation({
  name: 'requestServe',
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
});

export const listServeRequests = operation({
  name: 'listServeRequests',
  method: 'get', path: '/serve-meals', service: 'meals', access: 'admin', rateLimit: 'standard',
  summary: 'All serve requests',
  query: serveSearchQuery,
  ok: { 200: json('Matching requests, newest first', z.array(serveRequestSchema), totalCount) },
});

export const listMyServeRequests = operation({
  name: 'listMyServeRequests',
  method: 'get', path: '/serve-meals/user', service: 'meals', access: 'session', rateLimit: 'standard',
  summary: 'A user’s serve requests (self or admin)',
  query: serveUserQuery,
  ok: { 200: json('A page of the user’s requests, newest first', serveRequestPageResponse) },
  fails: { 403: NOT_SELF },
});

export const deliverServeRequest = operation({
  name: 'deliverServeRequest',
  method: 'patch', path: '/serve-meals/{id}', service: 'meals', access: 'admin', rateLimit: 'standard',
  summary: 'Mark a request delivered',
  params: mealIdParams,
  ok: { 200: json('Delivered (modifiedCount 0: it was already)', deliverRequestResponse) },
  fails: { 404: 'No such request' },
});

export const cancelServeRequest = operation({
  name: 'cancelServeRequest',
  method: 'delete', path: '/serve-meals/{id}', service: 'meals', access: 'session', rateLimit: 'standard',
  summary: 'Cancel a request (requester or admin)',
  params: mealIdParams,
  ok: { 200: json('Cancelled', deletedResponse) },
  fails: { 403: 'Someone else’s request, and the caller is not an admin', 404: 'No such request' },
});
