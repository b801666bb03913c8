import type { BrokerService } from '@hostel/contracts';
import { env } from './load-config';

/**
 * Each service's own RabbitMQ credentials (DESIGN §14): its user, named after it, may publish only its own routing
 * keys and read only its own queues. AMQP_URL, one URL for every service, is development's and the tests' shortcut:
 * production refuses it (production-safety.ts).
 */
export const brokerUrlEnv = {
  AMQP_URL: env.optionalUrl(),
  AMQP_URL_SVC_MEALS: env.optionalUrl(),
  AMQP_URL_SVC_USERS: env.optionalUrl(),
  AMQP_URL_SVC_PAYMENTS: env.optionalUrl(),
  AMQP_URL_SVC_MESS: env.optionalUrl(),
  AMQP_URL_SVC_GATEWAY: env.optionalUrl(),
};
type BrokerUrlVariable = keyof typeof brokerUrlEnv;

export const BROKER_URL_VARIABLES: Readonly<Record<BrokerService, Exclude<BrokerUrlVariable, 'AMQP_URL'>>> = {
  'svc-meals': 'AMQP_URL_SVC_MEALS',
  'svc-users': 'AMQP_URL_SVC_USERS',
  'svc-payments': 'AMQP_URL_SVC_PAYMENTS',
  'svc-mess': 'AMQP_URL_SVC_MESS',
  'svc-gateway': 'AMQP_URL_SVC_GATEWAY',
};

/**
 * Every variable that points a process at a real server. Embedded runs (npm start's defaults, the embedded test
 * stacks) unset them all: a per-service broker URL left in the environment would take that one service to RabbitMQ.
 */
export const REAL_SERVER_VARIABLES = ['MONGODB_URI', 'REDIS_URL', ...(Object.keys(brokerUrlEnv) as BrokerUrlVariable[])] as const;

export interface BrokerConnection {
  /** Unset: the in-process bus. */
  url?: string;
  /** The URL is the one every service shares (AMQP_URL): who published an event cannot be told. */
  shared: boolean;
}

/** The service's own URL when set, else the shared AMQP_URL. */
export function brokerConnectionOf(service: BrokerService, config: Partial<Record<BrokerUrlVariable, string | undefined>>): BrokerConnection {
  const own = config[BROKER_URL_VARIABLES[service]];
  if (own) return { url: own, shared: false };
  return { url: config.AMQP_URL, shared: Boolean(config.AMQP_URL) };
}
