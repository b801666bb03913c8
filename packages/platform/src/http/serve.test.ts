import express from 'express';
import { listen, Shutdown } from './serve';
import type { HotHandler } from './hot-path';
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

describe('listen with a hot handler', () => {
  it('when the hot handler answers, then the app never sees the request; when it declines, then the app answers', async () => {
    const app = express();
    const seenByApp: string[] = [];
    app.use((req, res) => {
      seenByApp.push(req.url);
      res.json({ from: 'app' });
    });
    const hot: HotHandler = (req, res) => {
      if (req.url !== '/hot') return false;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"from":"hot"}');
      return true;
    };
    const running = await listen({ app, hot }, 0, '127.0.0.1');
    try {
      await expect(fetch(`${running.url}/hot`).then((res) => res.json())).resolves.toEqual({ from: 'hot' });
      await expect(fetch(`${running.url}/cold`).then((res) => res.json())).resolves.toEqual({ from: 'app' });
      expect(seenByApp).toEqual(['/cold']);
    } finally {
      await running.close();
    }
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
