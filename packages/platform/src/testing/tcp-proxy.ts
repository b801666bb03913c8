import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy a test owns, to take a server away from the code under test without touching the shared server:
 * `close()` refuses new connections and cuts the open ones (as a crashed database or a network partition
 * would); `open()` listens again on the same port.
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly target: { host: string; port: number },
    private listenPort: number,
  ) {}

  /** Listens on a free port (or `port`) and forwards to `target`. */
  static async start(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
    const proxy = new TcpProxy(target, port);
    await proxy.open();
    return proxy;
  }

  /** For a URL such as `mongodb://127.0.0.1:27017/`: forwards to its host and port. */
  static forUrl(url: string, defaultPort: number): Promise<TcpProxy> {
    const parsed = new URL(url);
    return TcpProxy.start({ host: parsed.hostname, port: Number(parsed.port || defaultPort) });
  }

  get port(): number {
    return this.listenPort;
  }

  /** The same URL with its host and port replaced by the proxy's. */
  urlFor(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.listenPort);
    return parsed.toString();
  }

  async open(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.listenPort, '127.0.0.1', () => resolve());
    });
    this.listenPort = (server.address() as { port: number }).port;
    this.server = server;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await closed;
  }
}
