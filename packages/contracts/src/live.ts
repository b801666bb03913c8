import { z } from 'zod';
import { serveRequestSchema } from './api/meals';
import { BADGES } from './constants';
import { EVENTS, LIVE_EVENT_ID, LIVE_EVENT_ID_FORMAT, SERVE_REQUEST_EVENT_TYPES } from './event-names';
import { headcountChangedSchema } from './events';

export { LIVE_EVENT_ID, LIVE_EVENT_ID_FORMAT, SERVE_REQUEST_EVENT_PATTERN, SERVE_REQUEST_EVENT_TYPES, SERVE_REQUEST_EVENTS, type ServeRequestEventType } from './event-names';

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
