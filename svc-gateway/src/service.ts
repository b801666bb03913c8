import cors from 'cors';
import { Router } from 'express';
import { API_BASE } from '@hostel/contracts';
import { createApp, createLogger, RETRY_AFTER_SECONDS, type Logger, type ServiceHandle } from '@hostel/platform';
import { loadGatewayConfig, type GatewayConfig } from './config';
import { apiDocs } from './docs/api-docs';
import { createEdge } from './edge-cache/edge';
import { edgeEventTypes } from './edge-cache/edge-routes';
import { imageCache } from './edge-cache/image-cache';
import type { Compressor } from './edge-cache/encodings';
import { EXPOSED_HEADERS } from './edge-cache/edge-headers';
import { createUpstreamGet } from './edge-cache/upstream-get';
import { startLiveEvents } from './events/live-events';
import { aggregateHealth, sharedHealth } from './health/aggregate-health';
import { openApiDocument } from './openapi/openapi';
import { dispatch } from './routing/dispatch';
import { createForwarder } from './routing/proxy';
import { Upstreams } from './routing/upstreams';
import { identifyCaller, sessionRevocations } from './security/edge-auth';
import { rateLimits } from './security/rate-limit';
import { uploadBudget } from './security/upload-budget';

export interface GatewayOptions {
  config?: GatewayConfig;
  logger?: Logger;
  isDraining?: () => boolean;
  /** The edge cache's compressor (tests count its calls). */
  compress?: Compressor;
  /**
   * Tests only: count each per-minute budget over a longer window. The 300-students case uses it so that every
   * request of the run falls in one window whatever the machine's speed — harsher than production, never softer.
   */
  rateLimitWindowSeconds?: number;
}

export async function createGateway(options: GatewayOptions = {}): Promise<ServiceHandle> {
  const config = options.config ?? loadGatewayConfig();
  const logger = options.logger ?? createLogger('svc-gateway');
  const upstreams = new Upstreams({ meals: config.MEALS_URL, users: config.USERS_URL, payments: config.PAYMENTS_URL, mess: config.MESS_URL }, logger);
  upstreams.startProbing();
  const limits = rateLimits(
    {
      anonymous: config.RATE_LIMIT_ANONYMOUS,
      user: config.RATE_LIMIT_USER,
      signIn: config.RATE_LIMIT_SIGN_IN,
      signInPerAddress: config.RATE_LIMIT_SIGN_IN_PER_ADDRESS,
      uploads: config.RATE_LIMIT_UPLOADS,
      images: config.RATE_LIMIT_IMAGES,
      payments: config.RATE_LIMIT_PAYMENTS,
      messWrites: config.RATE_LIMIT_MESS_WRITES,
      prefix: config.RATE_LIMIT_PREFIX,
    },
    config.REDIS_URL,
    logger,
    options.rateLimitWindowSeconds,
  );
  const forward = createForwarder(upstreams, logger, config.UPSTREAM_TIMEOUT_MS);
  const openapi = openApiDocument();
  const upstreamGet = createUpstreamGet(upstreams, logger, config.UPSTREAM_TIMEOUT_MS);
  const revocations = await sessionRevocations({ redisUrl: config.REDIS_URL, channel: `${config.RATE_LIMIT_PREFIX}:sessions-revoked`, logger });
  const edge = createEdge({
    ttlMs: config.EDGE_CACHE_TTL_MS,
    maxBytes: config.EDGE_CACHE_MAX_MB * 1024 * 1024,
    corsOrigins: config.CORS_ORIGINS,
    trustProxy: config.TRUST_PROXY,
    limits,
    get: upstreamGet,
    sessions: { secret: config.JWT_SECRET, revoked: revocations.revoked },
    logger,
    compress: options.compress,
  });
  const live = await startLiveEvents(config, logger, revocations.revoked, { types: edgeEventTypes(), handle: (event) => edge.onEvent(event) });

  const health = sharedHealth(() => aggregateHealth(upstreams, limits.redis));
  const docs = apiDocs();

  // Bodies stream through untouched: everything under /api is mounted before any body parser. Every call, the
  // gateway's own operations too, is identified and spends its budget before it is answered.
  const api = Router();
  api.use(cors({ origin: config.CORS_ORIGINS, exposedHeaders: EXPOSED_HEADERS, maxAge: 600 }));
  api.use(identifyCaller(config.JWT_SECRET, revocations.revoked));
  api.use(revocations.middleware);
  api.use(limits.middleware);
  api.use(uploadBudget({ perAddressMb: config.UPLOAD_BUDGET_PER_ADDRESS_MB, globalMb: config.UPLOAD_BUDGET_GLOBAL_MB, prefix: config.RATE_LIMIT_PREFIX }, limits.redis, logger));
  // Public reads from the edge cache; writes to meal data drop what they change (edge-cache/edge.ts).
  api.use(edge.middleware);
  // Uploaded images from memory: they never change under their id.
  api.use(imageCache({ maxBytes: config.EDGE_IMAGE_CACHE_MB * 1024 * 1024, ttlMs: config.EDGE_IMAGE_CACHE_TTL_MS, get: upstreamGet }));
  // Dispatch by path without a mount path, so the service receives the full path (`/meals/...`). The gateway's
  // own operations are rows of the same table: their handlers are named here, by the table's method and path.
  api.use(
    dispatch(forward, {
      'get /health': async (_req, res) => {
        const answer = await health();
        if (answer.status !== 'ok') res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
        res.status(answer.status === 'ok' ? 200 : 503).json(answer);
      },
      'get /openapi.json': (_req, res) => void res.json(openapi),
      'get /docs': docs.page,
      'get /docs/{asset}': docs.asset,
      // The live stream: after the edge auth (401), never proxied, cached or compressed.
      'get /events': live.handler,
    }),
  );

  const rawRoutes = Router();
  rawRoutes.use(API_BASE, api);

  const app = createApp({
    service: 'svc-gateway',
    logger,
    isDraining: options.isDraining,
    readiness: limits.redis ? { redis: async () => void (await limits.redis!.ping()) } : {},
    rawRoutes,
    routes: () => undefined,
    // The browser-facing edge compresses for everything behind it.
    compress: true,
    trustProxy: config.TRUST_PROXY,
  });

  return {
    name: 'svc-gateway',
    app,
    hot: edge.hot(app),
    stop: async () => {
      upstreams.stop();
      await live.stop();
      await revocations.stop();
      limits.redis?.disconnect();
    },
  };
}
