import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { LIVE_STREAMS_PER_ACCOUNT } from '@hostel/contracts';
import { brokerConnectionOf, declaredPublishers, openBus, type EventBus, type EventEnvelope, type Logger, type RevokedSessions } from '@hostel/platform';
import type { GatewayConfig } from '../config';
import { startLiveFeed } from './live-feed';
import { RedisReplayStore } from './redis-replay-store';
import { MemoryReplayStore, type ReplayStore } from './replay-store';
import { liveEventsStream } from './sse-stream';
import { streamSlots } from './stream-slots';

export interface LiveEvents {
  handler: RequestHandler;
  store: ReplayStore;
  /** Ends every open stream (their clients reconnect elsewhere) and stops consuming. */
  stop(): Promise<void>;
}

/**
 * The live-updates feature of the gateway: bus → replay store → each open stream. With REDIS_URL the replay store
 * is a Redis stream shared by every gateway; without, a buffer in this process (embedded mode: one gateway).
 */
/** Events this gateway must hear every one of, itself (not take turns with the others): its edge's drop notices. */
export interface InstanceEvents {
  types: string[];
  handle(event: EventEnvelope): void;
}

export async function startLiveEvents(config: GatewayConfig, logger: Logger, revoked?: RevokedSessions, instance?: InstanceEvents): Promise<LiveEvents> {
  const store: ReplayStore = config.REDIS_URL
    ? new RedisReplayStore(config.REDIS_URL, `live:${config.EVENTS_EXCHANGE}`, config.LIVE_REPLAY_MS, logger)
    : new MemoryReplayStore(config.LIVE_REPLAY_MS);
  const broker = brokerConnectionOf('svc-gateway', config);
  if (broker.url && !config.REDIS_URL) logger.warn('live events without REDIS_URL: each gateway keeps its own replay buffer, so run only one gateway');
  await store.start();
  const bus: EventBus = await openBus({ amqpUrl: broker.url, sharedCredentials: broker.shared, exchange: config.EVENTS_EXCHANGE, logger, service: 'svc-gateway' });
  await startLiveFeed(bus, `${config.EVENTS_EXCHANGE}.svc-gateway.live`, store, logger);
  if (instance && instance.types.length > 0) {
    // A queue of this gateway's own, gone with it: every gateway drops its own kept answers.
    await bus.subscribe(`${config.EVENTS_EXCHANGE}.svc-gateway.edge.${randomUUID()}`, instance.types, async (event) => instance.handle(event), { publishers: declaredPublishers, instanceQueue: true });
  }
  const open = new Set<Response>();
  // Each stream lasts up to a session's life: an account may hold a few, a gateway a bounded number (DESIGN §8).
  const slots = streamSlots(
    { perAccount: LIVE_STREAMS_PER_ACCOUNT, perInstance: config.LIVE_STREAMS_PER_INSTANCE },
    config.REDIS_URL,
    `${config.RATE_LIMIT_PREFIX}:streams`,
    logger,
  );
  return {
    handler: slots.limit(liveEventsStream(store, { heartbeatMs: config.LIVE_HEARTBEAT_MS, isRevoked: revoked && ((session) => revoked.isRevoked(session)) }, open)),
    store,
    stop: async () => {
      for (const res of open) res.end();
      await slots.stop();
      await bus.close();
      await store.stop();
    },
  };
}
