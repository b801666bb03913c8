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
}

export async function openBus(options: BusOptions): Promise<EventBus> {
  const { logger, service, retry } = options;
  if (!options.amqpUrl) return new InProcessBus(options.exchange, { logger, service, retry });
  return new RabbitMqBus({ url: options.amqpUrl, exchange: options.exchange, logger, service, retry });
}
