import { connect } from 'node:net';
import express from 'express';
import { createLogger } from '../logging/logger';
import { createApp } from './create-app';
import { malformedRequestProblem } from './malformed-request';
import { listen, type RunningServer } from './serve';
import type { HotHandler } from './hot-path';

const problemOf = (url: string, host: string | undefined = 'localhost') => malformedRequestProblem({ url, headers: host === undefined ? {} : { host } });

describe('malformedRequestProblem', () => {
  it.each([
    ['/%ff', 'Malformed URL encoding'],
    ['/%', 'Malformed URL encoding'],
    ['/meals?q=%zz', 'Malformed URL encoding'],
    ['/meals/%00', 'Malformed URL'],
    ['//', 'Malformed URL'],
    ['///x', 'Malformed URL'],
    ['/%2e%2e/%2e%2e/etc/passwd', 'Malformed URL'],
    ['/..%2f..%2fetc', 'Malformed URL'],
    ['/a/..%5cb', 'Malformed URL'],
    ['/a/./b', 'Malformed URL'],
    ['http://evil.example/', 'Malformed URL'],
    ['*', 'Malformed URL'],
  ])('when the target is %j, then it is refused (%s)', (url, problem) => {
    expect(problemOf(url)).toBe(problem);
  });

  it.each(['exa mple', 'a/b', '%ff', '[::1', 'x:99999', 'user@host', ''])('when the Host is %j, then it is refused', (host) => {
    expect(problemOf('/meals', host)).toBe('Malformed Host header');
  });

  it('when a well-formed Host came just before, then a malformed one is still refused and another well-formed one passes', () => {
    const answers = ['gateway:8080', 'gateway:8080', 'gate way', 'gateway:99999', 'gateway:8080', 'svc-meals:4001'].map((host) => problemOf('/meals', host));

    expect(answers).toEqual([undefined, undefined, 'Malformed Host header', 'Malformed Host header', undefined, undefined]);
  });

  it.each(['/meals/../admin', '/meals/.', '/uploads/a.webp/..', '/a\\..\\b'])('when the unencoded target %j holds a dot segment, then it is refused', (url) => {
    expect(problemOf(url)).toBe('Malformed URL');
  });

  it.each([
    ['/meals?page=2&search=chicken%20biryani', 'localhost:8080'],
    ['/users/asha.k%40hostel.test', 'svc-users'],
    ['/meals/665f1c2e8b3a4d0012345678/review', '10.0.3.7:4001'],
    ['/uploads/abc.webp', '[::1]:8080'],
    // A query value is data the route's schema judges, NUL included.
    ['/users?search=a%00b', 'localhost'],
    ['/health', undefined],
  ])('when the request %j is well formed, then it passes', (url, host) => {
    expect(problemOf(url, host)).toBeUndefined();
  });
});

function rawStatus(port: number, request: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received.split('\r\n')[0] ?? ''));
    socket.write(request);
  });
}

describe('a service app served by listen, given malformed requests', () => {
  let running: RunningServer;
  const hotSeen: string[] = [];

  beforeAll(async () => {
    const app = createApp({
      service: 'test-svc',
      logger: createLogger('test', 'silent'),
      routes: (target) => {
        const router = express.Router();
        router.get('/meals/:id', (req, res) => void res.json({ id: req.params.id }));
        // A handler that decodes on its own and throws what decodeURIComponent throws.
        router.get('/decode', (req, res) => void res.json({ q: decodeURIComponent(String(req.query.raw)) }));
        target.use(router);
      },
    });
    // Records what reaches it and leaves every request to the app.
    const hot: HotHandler = (req) => {
      hotSeen.push(req.url ?? '');
      return false;
    };
    running = await listen({ app, hot }, 0);
  });

  afterAll(() => running.close());

  it('when /%ff, // or an encoded .. arrive, then 400 in the error shape, the hot handler never sees them, and the server keeps serving', async () => {
    for (const path of ['/%ff', '//', '/meals/%2e%2e%2f%2e%2e%2fetc', '/meals/a%00']) {
      const res = await fetch(`${running.url}${path}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ success: false, message: expect.stringMatching(/^Malformed URL/) });
    }
    expect((await fetch(`${running.url}/meals/1`)).status).toBe(200);
    expect(hotSeen).toEqual(['/meals/1']);
  });

  it('when a handler decodes a malformed value itself, then 400, not 500', async () => {
    const res = await fetch(`${running.url}/decode?raw=%25ff`);

    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: 'Malformed URL encoding' });
  });

  it('when a CONNECT or a bad Host arrives, then the answer is a 4xx status, not a dropped connection', async () => {
    expect(await rawStatus(running.port, 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n')).toBe('HTTP/1.1 405 Method Not Allowed');
    expect(await rawStatus(running.port, 'GET /meals/1 HTTP/1.1\r\nHost: a/b\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
  });

  it('when no host is given, then it listens on loopback only', () => {
    expect(running.server.address()).toEqual(expect.objectContaining({ address: '127.0.0.1' }));
  });
});
