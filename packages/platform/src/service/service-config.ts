import { resolve } from 'node:path';
import { z } from 'zod';
import { env } from '../config/load-config';

export const DEV_JWT_SECRET = 'dev-only-session-secret-change-me';

/** Variables every service reads; each service extends this schema with its own. */
export const baseServiceEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  MONGODB_URI: env.optionalUrl(),
  AMQP_URL: env.optionalUrl(),
  REDIS_URL: env.optionalUrl(),
  DATA_DIR: z.string().default(resolve(__dirname, '../../../../.data')),
  DB_NAME_SUFFIX: z.string().regex(/^[A-Za-z0-9_]*$/, 'letters, digits and _ only').default(''),
  EVENTS_EXCHANGE: z.string().regex(/^[A-Za-z0-9_.-]+$/).default('hostel.events'),
  JWT_SECRET: env.secret(DEV_JWT_SECRET),
});
export type BaseServiceConfig = z.infer<typeof baseServiceEnv>;

/** Production must not run on the development secret. */
export function assertProductionSafe(config: BaseServiceConfig): void {
  if (config.NODE_ENV === 'production' && config.JWT_SECRET === DEV_JWT_SECRET) {
    throw new Error('JWT_SECRET must be set to a private value in production');
  }
}
