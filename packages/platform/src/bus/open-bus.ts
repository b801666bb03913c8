import type { Logger } from 'pino';
import type { EventBus } from './event-bus';
import { InProcessBus } from './in-process-bus';
import { RabbitMqBus } from './rabbitmq-bus';

export interface BusOptions {
  /** Set → RabbitMQ; unset → the in-process bus shared by every service in this process. */
  amqpUrl?: string;
  exchange?: string;
  logger?: Logger;
  /** Labels this service's event metrics. */
  service?: string;
}

export async function openBus(options: BusOptions): Promise<EventBus> {
  if (!options.amqpUrl) return new InProcessBus(options.exchange, { logger: options.logger, service: options.service });
  return new RabbitMqBus({ url: options.amqpUrl, exchange: options.exchange, logger: options.logger, service: options.service });
}
