import { z } from 'zod';
import { LIVE_HEARTBEAT_MAX_MS, LIVE_REPLAY_MS } from '@hostel/contracts';
import { brokerUrlEnv, DEV_JWT_SECRET, env, loadConfig, productionSafety, trustedProxies } from '@hostel/platform';

/** A comma-separated list of instance URLs: several instances of a service share its routes. */
const instances = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) => value.split(',').map((url) => url.trim().replace(/\/$/, '')).filter(Boolean))
    .pipe(z.array(z.url()).min(1, 'needs at least one URL'));

const perMinute = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

export const gatewayEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: env.port(8080),
  HOST: env.host(),
  MEALS_URL: instances('http://127.0.0.1:4001'),
  USERS_URL: instances('http://127.0.0.1:4002'),
  PAYMENTS_URL: instances('http://127.0.0.1:4003'),
  MESS_URL: instances('http://127.0.0.1:4004'),
  REDIS_URL: env.optionalUrl(),
  JWT_SECRET: env.secret(DEV_JWT_SECRET),
  CORS_ORIGINS: env.list('http://localhost:3000,http://localhost:3001,http://localhost:3002,http://localhost:3003,http://127.0.0.1:3000'),
  /** Requests per minute (DESIGN §6; svc-gateway/README.md gives the arithmetic behind each default). */
  RATE_LIMIT_ANONYMOUS: perMinute(1200),
  RATE_LIMIT_USER: perMinute(600),
  RATE_LIMIT_SIGN_IN: perMinute(20),
  RATE_LIMIT_SIGN_IN_PER_ADDRESS: perMinute(2000),
  RATE_LIMIT_UPLOADS: perMinute(20),
  RATE_LIMIT_IMAGES: perMinute(6000),
  /** Setup intent, payment intent and save: a few checkouts a minute per user (card testing meets it). */
  RATE_LIMIT_PAYMENTS: perMinute(12),
  /** Meal switches, leaves and joins: a student clicking through a week of switches, not a script writing slots. */
  RATE_LIMIT_MESS_WRITES: perMinute(30),
  /**
   * MB a day of POST /uploads per client address, and for everyone together (DESIGN §8). The per-address one leaves
   * a hostel's NAT room for a registration day's profile photos; the global one bounds what a day can store, and
   * svc-meals deletes what nothing references a day later.
   */
  UPLOAD_BUDGET_PER_ADDRESS_MB: z.coerce.number().positive().default(200),
  UPLOAD_BUDGET_GLOBAL_MB: z.coerce.number().positive().default(2048),
  /** Redis key prefix of the counters: every gateway of one deployment shares it. */
  RATE_LIMIT_PREFIX: z.string().regex(/^[A-Za-z0-9_.:-]+$/).default('rl'),
  /**
   * The proxies whose X-Forwarded-For is believed; none by default, so a client cannot choose its own address.
   * Production refuses a broad range (productionSafety): the ingress controller's addresses, listed.
   */
  TRUST_PROXY: trustedProxies(),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** How long the edge keeps a public read (GET /meals, /meals/:id): every reader sees a write within it. 0 turns it off. */
  EDGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Memory for kept answers, every encoding counted; the least recently filled go first. */
  EDGE_CACHE_MAX_MB: z.coerce.number().min(1).default(64),
  /** Memory for uploaded images (GET /uploads/:id, immutable), and how long one is kept: a deleted upload is served that long at most. */
  EDGE_IMAGE_CACHE_MB: z.coerce.number().min(1).default(64),
  EDGE_IMAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60 * 60_000),
  /** Live updates (GET /events): the events exchange, as the broker user AMQP_URL_SVC_GATEWAY (else AMQP_URL); unset → the in-process bus. */
  ...brokerUrlEnv,
  EVENTS_EXCHANGE: z.string().regex(/^[A-Za-z0-9_.-]+$/).default('hostel.events'),
  /** A comment line on every stream at least this often (DESIGN §7: at most 25 s); tests shorten it. */
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(50).max(LIVE_HEARTBEAT_MAX_MS).default(LIVE_HEARTBEAT_MAX_MS),
  /** How far back Last-Event-ID resumes (DESIGN §7: 5 minutes; kept a little longer). */
  LIVE_REPLAY_MS: z.coerce.number().int().min(LIVE_REPLAY_MS).default(LIVE_REPLAY_MS + 60_000),
  /**
   * Open streams this gateway holds, every account together; the next answers 503 (its client retries, perhaps on
   * another gateway). Each idle stream is a socket, a timer and a listener, so this bounds memory and descriptors.
   */
  LIVE_STREAMS_PER_INSTANCE: z.coerce.number().int().min(1).default(5000),
});
export type GatewayConfig = z.infer<typeof gatewayEnv>;

export const loadGatewayConfig = (source: NodeJS.ProcessEnv = process.env) => loadConfig(gatewayEnv, source, productionSafety());
