import express from 'express';
import { listen, Shutdown } from './serve';
import { createLogger } from '../logging/logger';

describe('listen', () => {
  it('when closed with a request in flight, then the request finishes and new connections are refused', async () => {
    const app = express();
    app.get('/slow', (_req, res) => {
      setTimeout(() => res.json({ done: true }), 300);
    });
    const running = await listen(app, 0, '127.0.0.1');
    const inFlight = fetch(`${running.url}/slow`).then((res) => res.json());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = running.close();
    await expect(inFlight).resolves.toEqual({ done: true });
    await closing;
    await expect(fetch(`${running.url}/slow`)).rejects.toThrow();
  });
});

describe('Shutdown', () => {
  it('when run, then closers run once in reverse order and draining turns on', async () => {
    const order: string[] = [];
    const shutdown = new Shutdown(createLogger('test', 'silent'));
    shutdown.register('connections', async () => void order.push('connections'));
    shutdown.register('server', async () => void order.push('server'));
    expect(shutdown.isDraining).toBe(false);
    await Promise.all([shutdown.run(), shutdown.run()]);
    expect(order).toEqual(['server', 'connections']);
    expect(shutdown.isDraining).toBe(true);
  });

  it('when a closer fails, then the others still run', async () => {
    const ran: string[] = [];
    const shutdown = new Shutdown(createLogger('test', 'silent'));
    shutdown.register('a', async () => void ran.push('a'));
    shutdown.register('b', () => Promise.reject(new Error('stuck')));
    await shutdown.run();
    expect(ran).toEqual(['a']);
  });
});
