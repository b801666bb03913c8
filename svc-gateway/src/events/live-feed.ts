import { EVENTS, headcountChangedSchema, LIVE_REPLAY_MS, SERVE_REQUEST_EVENT_PATTERN, SERVE_REQUEST_EVENT_TYPES, serveRequestEventData, userSnapshotSchema, type BadgeEvent, type UserSnapshot } from '@hostel/contracts';
import { declaredPublishers, type EventBus, type Logger } from '@hostel/platform';
import { z } from 'zod';
import type { IncomingEvent, ReplayStore } from './replay-store';

/** What the browser needs of a user's snapshot: not their e-mail, name or role. */
const badgeOf = ({ userId, badge }: UserSnapshot): BadgeEvent['data'] => ({ userId, badge });

const eventType = z.enum(SERVE_REQUEST_EVENT_TYPES);

/**
 * Feeds the replay store from the bus. With Redis, the gateways share one durable queue and take turns: each
 * event is appended to the shared stream by one of them, and survives a broker restart or a moment with no
 * gateway in the queue (an exclusive queue per gateway would lose what is published while it is re-declared).
 * The handler's promise resolves once the event is stored, and only then is the message acked; a malformed
 * payload dead-letters (zod). An event older than the replay window (it waited out a broker outage in svc-meals'
 * outbox) is not streamed: no replay could reach back to it. It is marked as a gap instead, and every stream opened
 * before it happened ends, so its client reconnects and refetches what it shows (see sse-stream.ts).
 * svc-users' user.badge_changed travels the same way, reduced to `{ userId, badge }`: the stream of that user only
 * carries it (DESIGN §8). svc-mess's headcount.changed travels the same way to admins' streams (DESIGN §9).
 */
export async function startLiveFeed(bus: EventBus, queue: string, store: ReplayStore, logger: Logger): Promise<void> {
  await bus.subscribe(queue, [SERVE_REQUEST_EVENT_PATTERN, EVENTS.userBadgeChanged, EVENTS.headcountChanged], async (event) => {
    const incoming: IncomingEvent =
      event.type === EVENTS.userBadgeChanged
        ? { envelopeId: event.id, type: EVENTS.userBadgeChanged, data: badgeOf(userSnapshotSchema.parse(event.data)) }
        : event.type === EVENTS.headcountChanged
          ? { envelopeId: event.id, type: EVENTS.headcountChanged, data: headcountChangedSchema.parse(event.data) }
          : { envelopeId: event.id, type: eventType.parse(event.type), data: serveRequestEventData.parse(event.data) };
    const occurredAt = Date.parse(event.occurredAt);
    if (Date.now() - occurredAt > LIVE_REPLAY_MS) {
      logger.info({ eventId: event.id, type: incoming.type }, 'live event older than the replay window: streams that missed it end');
      return store.markGap(occurredAt);
    }
    await store.append(incoming);
  }, { publishers: declaredPublishers });
}
