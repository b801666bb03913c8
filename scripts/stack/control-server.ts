import { createServer, type Server } from 'node:http';

export interface Controllable<N extends string> {
  names: readonly N[];
  stop(name: N): Promise<void>;
  start(name: N): Promise<void>;
}

/**
 * The test harnesses' control plane: the running system lives in jest's global-setup process, not in the test
 * workers, so a suite stops or starts one part over HTTP (`POST /<name>/stop|start`). `GET /outage` lists what
 * is stopped on purpose, so other suites can wait an outage out. Starting a running part is a no-op, so an
 * afterAll can always restart what its test may have stopped.
 */
export async function startControlServer<N extends string>(port: number, target: Controllable<N>): Promise<Server> {
  const stopped = new Set<N>();
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/outage') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ stopped: [...stopped] }));
      return;
    }
    const [, name, action] = (req.url ?? '').split('/');
    const part = target.names.find((candidate) => candidate === name);
    if (req.method !== 'POST' || !part || (action !== 'stop' && action !== 'start')) {
      res.writeHead(404).end();
      return;
    }
    if (action === 'start' && !stopped.has(part)) {
      res.writeHead(204).end();
      return;
    }
    if (action === 'stop') stopped.add(part);
    (action === 'stop' ? target.stop(part) : target.start(part)).then(
      () => {
        if (action === 'start') stopped.delete(part);
        res.writeHead(204).end();
      },
      (err: unknown) => res.writeHead(500).end(String(err)),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
