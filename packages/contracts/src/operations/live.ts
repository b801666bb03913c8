import { healthResponse } from '../api/health';
import { liveEventsHeaders, streamEventSchema } from '../live';
import { json, operation } from './operation';

export const health = operation({
  name: 'health',
  method: 'get', path: '/health', service: 'gateway', access: 'public', rateLimit: 'standard',
  summary: 'Each dependency’s state',
  ok: { 200: json('Everything is up', healthResponse), 503: json('Something is down (named)', healthResponse) },
});

export const liveEvents = operation({
  name: 'liveEvents',
  method: 'get', path: '/events', service: 'gateway', access: 'session', rateLimit: 'standard',
  summary: 'Live serve-request events and the caller’s own badge changes (server-sent events)',
  headers: liveEventsHeaders,
  ok: {
    200: {
      description:
        'An endless text/event-stream, sent as events happen: `serve-request.created`, `.updated` and `.cancelled` (a student’s own requests; ' +
        'an admin’s, all) and `user.badge_changed` (only the caller’s own), each with its `id` and `event` lines and its JSON as `data`; ' +
        'the first line comes at once and a comment heartbeat at least every 25 s',
      contentType: 'text/event-stream',
      // What each event's `data` carries; the OpenAPI document describes the events around it.
      schema: streamEventSchema,
    },
  },
  fails: {
    400: 'Last-Event-ID is empty or not an id this stream gave',
    429: 'Over the rate limit, or the account already holds 5 open streams (Retry-After says when to try again)',
    503: 'This gateway holds as many streams as it may (try again)',
  },
});
