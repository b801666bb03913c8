import { resolve } from 'node:path';
import { z } from 'zod';
import { brokerUrlEnv } from '../config/broker-url';
import { env } from '../config/load-config';
import { DEV_JWT_SECRET } from '../config/production-safety';
import { DEFAULT_RETRY_POLICY } from '../bus/retry';
import { DEFAULT_SERVER_SELECTION_TIMEOUT_MS } from '../store/mongo-store';

/**
 * Variables every service reads; each service extends this schema with its own. The defaults are the
 * development mode `npm start` runs in; in production `productionSafety` (checked as the config loads)
 * refuses the ones that are unsafe there.
 */
export const baseServiceEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: env.host(),
  MONGODB_URI: env.optionalUrl(),
  ...brokerUrlEnv,
  REDIS_URL: env.optionalUrl(),
  DATA_DIR: z.string().default(resolve(__dirname, '../../../../.data')),
  DB_NAME_SUFFIX: z.string().regex(/^[A-Za-z0-9_]*$/, 'letters, digits and _ only').default(''),
  EVENTS_EXCHANGE: z.string().regex(/^[A-Za-z0-9_.-]+$/).default('hostel.events'),
  JWT_SECRET: env.secret(DEV_JWT_SECRET),
  // How long a consumer retries a failing event before dead-lettering it (DESIGN §6: at least 10 min, which
  // production enforces; tests shorten it). Messages wait unacked, so the window must stay below RabbitMQ's
  // consumer_timeout (30 min by default).
  EVENT_RETRY_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(25 * 60_000, "must stay below RabbitMQ's consumer_timeout (30 min)")
    .default(DEFAULT_RETRY_POLICY.windowMs),
  // How long a database call waits for a reachable server before the request answers 503.
  MONGODB_SERVER_SELECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(DEFAULT_SERVER_SELECTION_TIMEOUT_MS),
});
export type BaseServiceConfig = z.infer<typeof baseServiceEnv>;
