import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { requestListener, type HttpHandle } from './hot-path';

export interface RunningServer {
  server: Server;
  port: number;
  url: string;
  /** Stops accepting, lets in-flight requests finish (up to graceMs), then closes what remains. */
  close(): Promise<void>;
}

/**
 * Serves an Express app, or a handle whose optional `hot` handler answers before the app (see hot-path.ts), on this
 * machine only unless `host` says otherwise (DESIGN §8).
 */
export async function listen(target: Express | HttpHandle, port: number, host = '127.0.0.1', graceMs = 10_000): Promise<RunningServer> {
  const server = createServer(requestListener(target));
  // CONNECT is for proxies, which no server of ours is; without a listener Node drops the connection unanswered.
  server.on('connect', (_req, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  server.listen(port, host);
  await once(server, 'listening');
  // Keep-alive sockets must not outlive a load balancer's idle timeout, or it sends to a closed socket.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const actual = (server.address() as AddressInfo).port;
  return {
    server,
    port: actual,
    url: `http://127.0.0.1:${actual}`,
    close: async () => {
      if (!server.listening) return;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive sockets become idle as their last response ends; sweep them so close() can finish early.
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      const timer = setTimeout(() => server.closeAllConnections(), graceMs);
      await closed;
      clearInterval(sweep);
      clearTimeout(timer);
    },
  };
}

type Closer = () => Promise<void>;

/**
 * Process-wide graceful shutdown: on SIGTERM/SIGINT run the registered closers in reverse order of
 * registration (servers first, then consumers, then connections), then exit. In embedded mode several
 * services register in one process, so the handlers are installed once.
 */
export class Shutdown {
  private readonly closers: { name: string; close: Closer }[] = [];
  private draining = false;
  private installed = false;

  constructor(private readonly logger: Logger) {}

  get isDraining(): boolean {
    return this.draining;
  }

  register(name: string, close: Closer): void {
    this.closers.push({ name, close });
  }

  install(): void {
    if (this.installed) return;
    this.installed = true;
    const onSignal = (signal: NodeJS.Signals) => {
      this.logger.info({ signal }, 'shutting down');
      void this.run().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once('SIGTERM', onSignal);
    process.once('SIGINT', onSignal);
  }

  async run(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    for (const { name, close } of [...this.closers].reverse()) {
      try {
        await close();
      } catch (err) {
        this.logger.warn({ err, name }, 'error while closing');
      }
    }
  }
}
