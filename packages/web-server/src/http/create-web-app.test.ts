import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { RemoteRoutes } from '@hostel/contracts/routes';
import { loadServerConfig } from '../config';
import { createRenderer, MAX_RENDERS_AT_ONCE, MAX_RENDERS_WAITING, ownerFirstScreen, type FirstScreen, type RendererModule } from '../first-screen/first-screen';
import { FIRST_SCREEN_SECRET_HEADER, firstScreenSecret } from '../first-screen/first-screen-secret';
import { remoteRouteBook } from '../first-screen/remote-routes';
import { declaredParts, shellParts } from '../first-screen/render-key';
import { shellPage } from '../first-screen/shell-page';
import { createWebApp } from './create-web-app';

/** The front ends' server in this process, on a throwaway build: a remote (mf-meals) or the /api proxy in front of a fake gateway. */

const ROUTES: RemoteRoutes = {
  label: 'Meals',
  pages: {
    meals: { path: '/meals', access: 'everyone', firstScreen: true },
    meal: { path: '/meal/:id', access: 'everyone', firstScreen: true },
    menu: { path: '/menu', access: 'everyone', firstScreen: true, firstScreenQuery: ['week'] },
  },
};
const SCREEN: FirstScreen = { html: '<h1>Meals</h1>', styles: '', data: '', images: [] };
const SECRET = 'a-first-screen-secret-of-48-characters-xxxxxxxxx';
const log = jest.fn();

/** A remote's build folder (with its routes.json), or the shell's (`remote` false). */
function buildFolder(remote = true): string {
  const root = mkdtempSync(join(tmpdir(), 'web-app-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><html><head></head><body><div id="chrome"></div><main id="mf-area"></main></body></html>');
  if (remote) {
    writeFileSync(join(root, 'remoteEntry.js'), 'void 0;');
    writeFileSync(join(root, 'routes.json'), JSON.stringify(ROUTES));
  }
  return root;
}

/** mf-meals' server with a renderer module `module`; `env` as the process would read it. */
function remoteApp(module: RendererModule, env: NodeJS.ProcessEnv = {}) {
  const config = loadServerConfig({ NODE_ENV: 'test', ...env }, { shell: false, firstScreens: true });
  const renderer = createRenderer(module, { apiOrigin: 'http://gateway', renderUrl: declaredParts(ROUTES), log });
  return createWebApp({ app: 'mf-meals', root: buildFolder(), config, shellPage: null, routes: null, renderer, firstScreenSecret: firstScreenSecret(config.firstScreenSecret), log });
}

async function listening(app: ReturnType<typeof createWebApp>): Promise<Server> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return server;
}

// Each case serves hundreds of requests; the machine running them may be busy.
jest.setTimeout(30_000);

const firstScreen = (url: string) => `/first-screen?url=${encodeURIComponent(url)}`;
const randomText = () => Math.random().toString(36).slice(2, 2 + Math.ceil(Math.random() * 8));
const randomQuery = () => Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => `q${randomText()}=${randomText()}`).join('&');

describe("a remote's /first-screen", () => {
  it('when 1,000 requests with random query strings arrive, then each route renders at most once', async () => {
    const renderPage = jest.fn(async (_url: string) => SCREEN);
    const server = await listening(remoteApp({ renderPage }, { FIRST_SCREEN_SECRET: SECRET }));
    const { port } = server.address() as { port: number };
    const paths = ['/meals', '/menu', '/meal/0123456789abcdef01234567'];
    // Within the second a render is kept for: the clock stands still, however slow the machine.
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 28, 12));
    try {
      const statuses: number[] = [];
      for (let batch = 0; batch < 20; batch++) {
        const asks = Array.from({ length: 50 }, (_, index) => `${paths[(batch * 50 + index) % 3]}?${randomQuery()}`);
        const answers = await Promise.all(asks.map((url) => fetch(`http://127.0.0.1:${port}${firstScreen(url)}`, { headers: { [FIRST_SCREEN_SECRET_HEADER]: SECRET } })));
        statuses.push(...answers.map((answer) => answer.status));
        await Promise.all(answers.map((answer) => answer.arrayBuffer()));
      }

      expect(statuses).toHaveLength(1000);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      expect(renderPage.mock.calls.map(([url]) => url).sort()).toEqual(['/meal/0123456789abcdef01234567', '/meals', '/menu']);
    } finally {
      now.mockRestore();
      server.close();
    }
  });

  it('when the renders at once and the queue are full, then a further ask answers no first screen (204), never an error', async () => {
    const releases: (() => void)[] = [];
    const renderPage = jest.fn(() => new Promise<FirstScreen>((resolve) => releases.push(() => resolve(SCREEN))));
    const server = await listening(remoteApp({ renderPage }));
    const held = MAX_RENDERS_AT_ONCE + MAX_RENDERS_WAITING;
    try {
      const waiting = Array.from({ length: held }, (_, index) => request(server).get(firstScreen(`/meal/${String(index).padStart(24, '0')}`)).then((answer) => answer.status));
      while (renderPage.mock.calls.length < MAX_RENDERS_AT_ONCE) await new Promise((resolve) => setTimeout(resolve, 10));
      // Every ask above is waiting in the renderer once this one has been answered: asks are answered in turn.
      await new Promise((resolve) => setTimeout(resolve, 100));

      const beyond = await request(server).get(firstScreen('/meal/ffffffffffffffffffffffff'));

      expect(beyond.status).toBe(204);
      expect(renderPage).toHaveBeenCalledTimes(MAX_RENDERS_AT_ONCE);
      while (releases.length > 0 || renderPage.mock.calls.length < held) {
        releases.splice(0).forEach((release) => release());
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(await Promise.all(waiting)).toEqual(Array.from({ length: held }, () => 200));
    } finally {
      server.close();
    }
  });

  it('when FIRST_SCREEN_SECRET is set, then only an ask carrying it is answered (403 otherwise)', async () => {
    const renderPage = jest.fn(async (_url: string) => SCREEN);
    const app = remoteApp({ renderPage }, { FIRST_SCREEN_SECRET: SECRET });

    expect((await request(app).get(firstScreen('/meals'))).status).toBe(403);
    expect((await request(app).get(firstScreen('/meals')).set(FIRST_SCREEN_SECRET_HEADER, `${SECRET}x`)).status).toBe(403);
    expect((await request(app).get(firstScreen('/meals')).set(FIRST_SCREEN_SECRET_HEADER, SECRET.slice(0, -1))).status).toBe(403);
    expect(renderPage).not.toHaveBeenCalled();
    const answer = await request(app).get(firstScreen('/meals')).set(FIRST_SCREEN_SECRET_HEADER, SECRET);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(SCREEN);
  });

  it('when no secret is set (development), then an ask from this machine is answered and one from elsewhere is not', () => {
    const open = firstScreenSecret(undefined);
    const from = (remoteAddress: string) => ({ socket: { remoteAddress }, headers: {} }) as never;

    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].map((address) => open.admits(from(address)))).toEqual([true, true, true]);
    expect(['10.0.3.7', '192.168.1.20', '::ffff:10.0.0.1', '2001:db8::1'].map((address) => open.admits(from(address)))).toEqual([false, false, false, false]);
    expect(open.headers()).toEqual({});
    expect(firstScreenSecret(SECRET).headers()).toEqual({ [FIRST_SCREEN_SECRET_HEADER]: SECRET });
  });
});

describe("the shell's pages", () => {
  it('when 1,000 pages are asked with random query strings, then each is served and the shell and the owning remote render each route once', async () => {
    const remoteRenders = jest.fn(async (_url: string) => SCREEN);
    const remote = await listening(remoteApp({ renderPage: remoteRenders }, { FIRST_SCREEN_SECRET: SECRET }));
    const manifest = `http://127.0.0.1:${(remote.address() as { port: number }).port}/mf-manifest.json`;
    const config = loadServerConfig({ NODE_ENV: 'test', FIRST_SCREEN_SECRET: SECRET, MF_MEALS_MANIFEST: manifest, MF_DASHBOARD_MANIFEST: manifest, MF_ADMIN_MANIFEST: manifest }, { shell: true, firstScreens: true });
    const shellRenders = jest.fn((_url: string) => ({ ...SCREEN, html: '<nav>Hostel Meals</nav>' }));
    const renderer = createRenderer({ renderPage: shellRenders }, { apiOrigin: 'http://gateway', renderUrl: shellParts(['/', '/login']), log });
    const secret = firstScreenSecret(config.firstScreenSecret);
    const book = remoteRouteBook(config.remoteServers, log);
    const page = shellPage(config.site, renderer, book, ownerFirstScreen(book, secret));
    const shell = await listening(createWebApp({ app: 'shell', root: buildFolder(false), config, shellPage: page, routes: book, renderer, firstScreenSecret: secret, log }));
    const { port } = shell.address() as { port: number };
    const paths = ['/', '/login', '/meals', '/menu', '/meal/0123456789abcdef01234567'];
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 28, 12));
    try {
      const statuses: number[] = [];
      for (let batch = 0; batch < 20; batch++) {
        const asks = Array.from({ length: 50 }, (_, index) => `${paths[(batch * 50 + index) % paths.length]}?${randomQuery()}`);
        const answers = await Promise.all(asks.map((url) => fetch(`http://127.0.0.1:${port}${url}`)));
        statuses.push(...answers.map((answer) => answer.status));
        await Promise.all(answers.map((answer) => answer.arrayBuffer()));
      }

      expect(statuses).toHaveLength(1000);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      expect(shellRenders.mock.calls.map(([url]) => url).sort()).toEqual(['/', '/login', '/meal/0123456789abcdef01234567', '/meals', '/menu']);
      expect(remoteRenders.mock.calls.map(([url]) => url).sort()).toEqual(['/meal/0123456789abcdef01234567', '/meals', '/menu']);
    } finally {
      now.mockRestore();
      shell.close();
      remote.close();
    }
  }, 90_000);
});

describe('/api through the front ends\' server', () => {
  let gateway: Server;
  let seen: IncomingHttpHeaders = {};

  beforeAll(async () => {
    gateway = createServer((req, res) => {
      seen = req.headers;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => gateway.close());

  function proxying(env: NodeJS.ProcessEnv) {
    const { port } = gateway.address() as { port: number };
    const config = loadServerConfig({ NODE_ENV: 'test', GATEWAY_URL: `http://127.0.0.1:${port}`, ...env }, { shell: false, firstScreens: false });
    return createWebApp({ app: 'mf-meals', root: buildFolder(), config, shellPage: null, routes: null, renderer: null, firstScreenSecret: firstScreenSecret(undefined), log });
  }

  it('when no proxy is trusted, then the gateway is told the peer the server saw, never the address the caller wrote', async () => {
    await request(proxying({})).get('/api/meals').set('x-forwarded-for', '6.6.6.6');

    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('when its TRUST_PROXY lists the proxy in front, then the gateway is told the client that proxy forwarded, and nothing a client wrote before it', async () => {
    await request(proxying({ TRUST_PROXY: 'loopback' })).get('/api/meals').set('x-forwarded-for', '6.6.6.6, 203.0.113.9');

    expect(seen['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('when its TRUST_PROXY lists another address, then what the peer forwards is not believed', async () => {
    await request(proxying({ TRUST_PROXY: '192.0.2.10' })).get('/api/meals').set('x-forwarded-for', '203.0.113.9');

    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
  });
});
