import { z } from 'zod';
import { serveRequestSchema } from './api/meals';
import { BADGES } from './constants';
import { EVENTS, headcountChangedSchema } from './events';

/**
 * Live updates (DESIGN §7): svc-meals publishes a serve request's changes on the events exchange, and the gateway
 * streams them to the browsers as server-sent events, each `{ id, type, data: ServeRequest }`.
 */
export const SERVE_REQUEST_EVENTS = {
  created: 'serve-request.created',
  /** Its status changed (Pending → Delivered). */
  updated: 'serve-request.updated',
  cancelled: 'serve-request.cancelled',
} as const;
export const SERVE_REQUEST_EVENT_TYPES = [SERVE_REQUEST_EVENTS.created, SERVE_REQUEST_EVENTS.updated, SERVE_REQUEST_EVENTS.cancelled] as const;
export type ServeRequestEventType = (typeof SERVE_REQUEST_EVENT_TYPES)[number];

/** The bus binding that carries them all. */
export const SERVE_REQUEST_EVENT_PATTERN = 'serve-request.*';

/**
 * A stream event's id: `<milliseconds>-<sequence>`, as a Redis stream numbers its entries. Every gateway hands out
 * ids from the same sequence, so a `Last-Event-ID` from one gateway means the same point on another.
 */
export const LIVE_EVENT_ID = /^[0-9]{1,15}-[0-9]{1,15}$/;
/** Its name as a string format in the OpenAPI document (the pattern says the rest), for tools that generate ids. */
export const LIVE_EVENT_ID_FORMAT = 'live-event-id';

export const liveEventSchema = z
  .object({
    id: z.string().regex(LIVE_EVENT_ID),
    type: z.enum(SERVE_REQUEST_EVENT_TYPES),
    data: serveRequestSchema,
  })
  .meta({ id: 'LiveEvent' });
export type LiveEvent = z.infer<typeof liveEventSchema>;

/**
 * The signed-in user's own badge change (DESIGN §8), from svc-users' user.badge_changed: only that user's stream
 * carries it (an admin's feed of serve requests does not), so checkout and the navbar show the badge once it is true.
 */
export const badgeEventSchema = z
  .object({
    id: z.string().regex(LIVE_EVENT_ID),
    type: z.literal(EVENTS.userBadgeChanged),
    data: z.object({ userId: z.string(), badge: z.enum(BADGES) }),
  })
  .meta({ id: 'BadgeEvent' });
export type BadgeEvent = z.infer<typeof badgeEventSchema>;

/** A slot's headcount changed (DESIGN §9), from svc-mess: admins' streams only, for the kitchen's live number. */
export const headcountEventSchema = z
  .object({
    id: z.string().regex(LIVE_EVENT_ID),
    type: z.literal(EVENTS.headcountChanged),
    data: headcountChangedSchema,
  })
  .meta({ id: 'HeadcountEvent' });
export type HeadcountEvent = z.infer<typeof headcountEventSchema>;

/** Everything `/events` streams. */
export const streamEventSchema = z.union([liveEventSchema, badgeEventSchema, headcountEventSchema]);
export type StreamEvent = z.infer<typeof streamEventSchema>;

/** The payload a serve-request event carries on the bus. */
export const serveRequestEventData = serveRequestSchema;

/** The most a stream stays silent: a comment line at least this often keeps proxies from closing it. */
export const LIVE_HEARTBEAT_MAX_MS = 25_000;
/** How far back `Last-Event-ID` resumes without loss. */
export const LIVE_REPLAY_MS = 5 * 60_000;
/** Open streams one account may hold at once (every tab and device together); the next answers 429. */
export const LIVE_STREAMS_PER_ACCOUNT = 5;

export const liveEventsHeaders = z.object({
  'last-event-id': z
    .string()
    .regex(LIVE_EVENT_ID)
    .optional()
    .meta({ format: LIVE_EVENT_ID_FORMAT, description: 'The id of the last event received: the stream resumes after it (up to 5 minutes back)' }),
});
