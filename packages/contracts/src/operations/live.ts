import { z } from 'zod';
import { healthResponse } from '../api/health';
import { liveEventsHeaders } from '../live';
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
});
