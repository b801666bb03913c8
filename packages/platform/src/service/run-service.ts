import type { Express } from 'express';
import type { Logger } from 'pino';
import { listen, Shutdown, type RunningServer } from '../http/serve';
import type { HotHandler } from '../http/hot-path';

/** What every service's factory returns: an app to mount or listen, and a stop for its workers and connections. */
export interface ServiceHandle {
  name: string;
  app: Express;
  /** Answers the hottest requests before the Express app; returns false to let the app handle the request. */
  hot?: HotHandler;
  /** The names of the API operations whose handlers it binds (a test checks each is bound by exactly one service). */
  operations?: readonly string[];
  /** Stops consumers, relays and connections (not the HTTP server). */
  stop(): Promise<void>;
}

/**
 * Runs a service as a process: listens, and on SIGTERM stops accepting, lets requests finish, then stops
 * workers and connections. `shutdown` may be shared when several services run in one process.
 */
export async function runService(
  handle: ServiceHandle,
  address: { port: number; host: string },
  logger: Logger,
  shutdown = new Shutdown(logger),
): Promise<RunningServer> {
  shutdown.register(`${handle.name} workers`, () => handle.stop());
  const server = await listen(handle, address.port, address.host);
  shutdown.register(`${handle.name} http`, () => server.close());
  shutdown.install();
  logger.info({ host: address.host, port: server.port }, `${handle.name} listening`);
  return server;
}
