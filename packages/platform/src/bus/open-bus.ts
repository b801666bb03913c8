import type { Logger } from 'pino';
import type { EventBus } from './event-bus';
import { InProcessBus } from './in-process-bus';
import { RabbitMqBus } from './rabbitmq-bus';
import type { RetryPolicy } from './retry';

export interface BusOptions {
  /** Set → RabbitMQ; unset → the in-process bus shared by every service in this process. */
  amqpUrl?: string;
  exchange?: string;
  logger?: Logger;
  /** Labels this service's event metrics. */
  service?: string;
  /** How long and how often consumers retry a failing message (default DEFAULT_RETRY_POLICY). */
  retry?: Partial<RetryPolicy>;
  /** `amqpUrl` is the one every service shares: publisher rules cannot be applied (see RabbitMqBusOptions). */
  sharedCredentials?: boolean;
}

export async function openBus(options: BusOptions): Promise<EventBus> {
  const { logger, service, retry, sharedCredentials } = options;
  if (!options.amqpUrl) return new InProcessBus(options.exchange, { logger, service, retry });
  if (sharedCredentials) logger?.info("every service shares AMQP_URL's broker user: consumers cannot check who published an event (set AMQP_URL_SVC_… per service)");
  return new RabbitMqBus({ url: options.amqpUrl, exchange: options.exchange, logger, service, retry, sharedCredentials });
}
