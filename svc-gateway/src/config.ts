import { z } from 'zod';
import { DEV_JWT_SECRET, env, loadConfig } from '@hostel/platform';

/** A comma-separated list of instance URLs: several instances of a service share its routes. */
const instances = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) => value.split(',').map((url) => url.trim().replace(/\/$/, '')).filter(Boolean))
    .pipe(z.array(z.url()).min(1, 'needs at least one URL'));

export const gatewayEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: env.port(8080),
  MEALS_URL: instances('http://127.0.0.1:4001'),
  USERS_URL: instances('http://127.0.0.1:4002'),
  PAYMENTS_URL: instances('http://127.0.0.1:4003'),
  REDIS_URL: env.optionalUrl(),
  JWT_SECRET: env.secret(DEV_JWT_SECRET),
  CORS_ORIGINS: env.list('http://localhost:3000,http://localhost:3001,http://localhost:3002,http://localhost:3003,http://127.0.0.1:3000'),
  /** Requests per minute per client IP. */
  RATE_LIMIT_GENERAL: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_AUTH: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_UPLOADS: z.coerce.number().int().min(1).default(20),
  /** Redis key prefix of the counters: every gateway of one deployment shares it. */
  RATE_LIMIT_PREFIX: z.string().regex(/^[A-Za-z0-9_.:-]+$/).default('rl'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
});
export type GatewayConfig = z.infer<typeof gatewayEnv>;

export const loadGatewayConfig = (source: NodeJS.ProcessEnv = process.env) => loadConfig(gatewayEnv, source);
