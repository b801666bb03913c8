import { randomBytes } from 'node:crypto';
import { requireServer } from '@hostel/platform/testing';
import { ADMIN_EMAIL } from './ports';

/**
 * The environment of a suite's own real-mode backend (one beside the shared stack, when it needs several instances
 * of a service or settings of its own): the real servers, databases and an exchange no other run shares, the
 * shared stack's admin and rate limits lifted (the suite's many users come from one address).
 */
export function ownRealStackEnv(tag: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const run = randomBytes(4).toString('hex');
  return {
    ...process.env,
    NODE_ENV: 'test',
    MONGODB_URI: requireServer('MONGODB_URI'),
    AMQP_URL: requireServer('AMQP_URL'),
    REDIS_URL: requireServer('REDIS_URL'),
    DB_NAME_SUFFIX: `_${tag}${run}`,
    EVENTS_EXCHANGE: `${tag}.${run}`,
    RATE_LIMIT_PREFIX: `rl-${tag}-${run}`,
    RATE_LIMIT_ANONYMOUS: '100000',
    RATE_LIMIT_USER: '100000',
    RATE_LIMIT_SIGN_IN: '100000',
    RATE_LIMIT_SIGN_IN_PER_ADDRESS: '100000',
    ADMIN_EMAILS: ADMIN_EMAIL,
    LOG_LEVEL: process.env.OWN_STACK_LOG_LEVEL ?? 'silent',
    ...extra,
  };
}
