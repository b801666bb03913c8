import type { Logger } from 'pino';
import type { BrokerService } from '@hostel/contracts';
import { brokerConnectionOf } from '../config/broker-url';
import { openBus } from '../bus/open-bus';
import type { EventBus } from '../bus/event-bus';
import { openStore } from '../store/open-store';
import type { DocumentStore } from '../store/document-store';
import type { BaseServiceConfig } from './service-config';

export interface ServiceDeps {
  store: DocumentStore;
  bus: EventBus;
  logger: Logger;
}

/** Opens the store and bus the environment asks for: real servers when their URLs are set, else embedded. */
export async function openServiceDeps(service: BrokerService, dbName: string, config: BaseServiceConfig, logger: Logger): Promise<ServiceDeps> {
  const broker = brokerConnectionOf(service, config);
  const [store, bus] = await Promise.all([
    openStore({
      mongoUri: config.MONGODB_URI,
      dbName: `${dbName}${config.DB_NAME_SUFFIX}`,
      dataDir: config.DATA_DIR,
      serverSelectionTimeoutMs: config.MONGODB_SERVER_SELECTION_TIMEOUT_MS,
      onClientReplaced: (why) => logger.warn(why, 'MongoDB client replaced: it did not recover by itself'),
    }),
    openBus({ amqpUrl: broker.url, sharedCredentials: broker.shared, exchange: config.EVENTS_EXCHANGE, logger, service, retry: { windowMs: config.EVENT_RETRY_WINDOW_MS } }),
  ]);
  logger.info({ store: store.kind, bus: bus.kind }, 'dependencies open');
  return { store, bus, logger };
}

export async function closeServiceDeps(deps: ServiceDeps): Promise<void> {
  await deps.bus.close().catch((err: unknown) => deps.logger.warn({ err }, 'bus close failed'));
  await deps.store.close().catch((err: unknown) => deps.logger.warn({ err }, 'store close failed'));
}
