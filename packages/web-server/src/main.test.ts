import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request, type Server } from 'node:http';
import { connect, createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

/** The server the front ends run behind (npm start, the Lighthouse run, the containers), on throwaway builds. */

const ROOT = join(__dirname, '../../..');
const MAIN = join(__dirname, 'main.ts');
/** Every server a case started, stopped after the file even when a case or a hook did not get to stop it. */
const started: ChildProcess[] = [];
function start(args: string[], env: NodeJS.ProcessEnv, stdio: ('ignore' | 'pipe' | 'inherit')[]): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], { cwd: ROOT, env: { PATH: process.env.PATH, ...env }, stdio: stdio as ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  return child;
}

const PAGE = '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
// A configuration value that would end the inline script if it were written in raw.
const HOSTILE_PROJECT = 'demo</script><script>alert(1)</script>';
const FIRST_SCREEN_SECRET = 'a-first-screen-secret-of-48-characters-xxxxxxxxx';
/** A first-screen renderer that draws nothing. */
const RENDERER = 'export const renderPage = () => null;\n';
/** The remote's routes module as its build writes it (routes.json): two public pages and their first API reads. */
const ROUTES = {
  label: 'Meals',
  pages: {
    meals: { path: '/meals', access: 'everyone', nav: { label: 'Meals', places: ['main'] }, firstRead: { operation: 'listMeals', query: { page: 1, limit: 6 } } },
    meal: { path: '/meal/:id', access: 'everyone', firstRead: { operation: 'getMeal', params: { id: 'id' } } },
  },
};

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A request written byte for byte (Node's client refuses to send most malformed targets), answered with its status. */
function rawStatus(port: number, target: string, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve) => {
    // Written, not ended: the server answers and closes (Connection: close) without racing a half-closed socket.
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    // A server that resets the connection after answering still answered; no answer at all reads as status 0.
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
  });
}

interface Served {
  port: number;
  child: ChildProcess;
  /** What it printed when it started. */
  banner: string;
}

async function serve(appDir: string, env: NodeJS.ProcessEnv = {}): Promise<Served> {
  const port = await freePort();
  const child = start([appDir, String(port)], env, ['ignore', 'pipe', 'inherit']);
  const banner = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('serving') && resolve(chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the web server exited with ${code}`)));
  });
  return { port, child, banner };
}

const configOf = (html: string) => JSON.parse(/window\.__HOSTEL_CONFIG__=(.*?)<\/script>/.exec(html)![1]!) as { firebase: { projectId: string } };
const cspOf = (reply: Reply) => String(reply.headers['content-security-policy']);

// Every case starts servers as processes (through tsx): on a busy machine one start alone can take seconds.
jest.setTimeout(60_000);

describe('web server', () => {
  const root = mkdtempSync(join(tmpdir(), 'web-server-'));
  const shellDir = join(root, 'shell');
  const remoteDir = join(root, 'mf-meals');
  const renderingShellDir = join(root, 'rendering-shell');
  let shell: Served;
  let remote: Served;
  let renderingShell: Served;

  beforeAll(async () => {
    for (const dir of [shellDir, remoteDir, renderingShellDir]) {
      mkdirSync(join(dir, 'dist'), { recursive: true });
      writeFileSync(join(dir, 'dist/index.html'), PAGE);
      writeFileSync(join(dir, 'dist/main.js'), SCRIPT);
    }
    writeFileSync(join(shellDir, 'dist/main.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(shellDir, 'dist/main.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(remoteDir, 'dist/remoteEntry.js'), SCRIPT);
    writeFileSync(join(shellDir, 'dist/sw.js'), SCRIPT);
    writeFileSync(join(shellDir, 'dist/manifest.webmanifest'), '{"name":"Hostel Meals"}');
    writeFileSync(join(remoteDir, 'dist/routes.json'), JSON.stringify(ROUTES));
    mkdirSync(join(renderingShellDir, 'dist-server'));
    writeFileSync(join(renderingShellDir, 'dist-server/render-page.mjs'), RENDERER);
    [shell, remote] = await Promise.all([serve(shellDir, { FIREBASE_PROJECT_ID: HOSTILE_PROJECT }), serve(remoteDir)]);
    // Its remotes are the test's remote, which renders nothing: the page is served without a remote's first screen.
    const manifest = `http://127.0.0.1:${remote.port}/mf-manifest.json`;
    renderingShell = await serve(renderingShellDir, { MF_MEALS_MANIFEST: manifest, MF_DASHBOARD_MANIFEST: manifest, MF_ADMIN_MANIFEST: manifest });
  });

  const exitOf = (dir: string, env: NodeJS.ProcessEnv) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = start([dir, '0'], env, ['ignore', 'pipe', 'pipe']);
      let output = '';
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('serving')) child.kill();
      };
      child.stdout!.on('data', collect);
      child.stderr!.on('data', collect);
      child.on('exit', (code) => resolve({ code, output }));
    });

  afterAll(() => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill();
    rmSync(root, { recursive: true, force: true });
  });

  it("writes the configuration into the shell's page, escaped so no value can close the script", async () => {
    const page = await get(shell.port, '/');
    const html = page.body.toString();
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(html).not.toContain('<script>alert(1)');
    expect(configOf(html).firebase.projectId).toBe(HOSTILE_PROJECT);
    expect(html).toContain('<link rel="preconnect" href="http://localhost:3001" crossorigin>');
    expect(html).toContain('<link rel="preload" href="http://localhost:3001/mf-manifest.json" as="fetch" crossorigin>');
    expect(html).not.toContain('href="/api/');
    // The configuration script runs under the policy because it carries this response's nonce, and only this one's.
    const nonce = /<script nonce="([^"]+)">window\.__HOSTEL_CONFIG__/.exec(html)?.[1];
    expect(cspOf(page)).toContain(`'nonce-${nonce}'`);
    expect((await get(shell.port, '/')).body.toString()).not.toContain(`nonce="${nonce}"`);
  });

  it("when the owning remote's routes name a page's first API read, then the page preloads it, filled from the URL, and nothing when the URL's value is not one the operation takes", async () => {
    const meals = (await get(renderingShell.port, '/meals')).body.toString();
    expect(meals).toContain('<link rel="preload" href="/api/meals?page=1&amp;limit=6" as="fetch" crossorigin>');
    const meal = (await get(renderingShell.port, '/meal/0123456789abcdef01234567')).body.toString();
    expect(meal).toContain('<link rel="preload" href="/api/meals/0123456789abcdef01234567" as="fetch" crossorigin>');
    const notAnId = (await get(renderingShell.port, '/meal/not-an-id')).body.toString();
    expect(notAnId).toContain('__HOSTEL_CONFIG__');
    expect(notAnId).not.toContain('href="/api/');
  });

  it("when the shell serves a page, then its configuration carries the remotes' routes, as /config.json does", async () => {
    const html = (await get(renderingShell.port, '/')).body.toString();
    const config = JSON.parse((await get(renderingShell.port, '/config.json')).body.toString()) as { routes: Record<string, typeof ROUTES> };

    expect((configOf(html) as unknown as typeof config).routes.mf_meals).toEqual(ROUTES);
    expect(config.routes.mf_admin).toEqual(ROUTES);
  });

  it("serves a remote's page as built: only the shell reads the configuration", async () => {
    const page = await get(remote.port, '/meals');
    expect(page.body.toString()).toBe(PAGE);
  });

  it('sends the precompressed copy the browser accepts, brotli first, and the plain file otherwise', async () => {
    const brotli = await get(shell.port, '/main.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toEqual(brotliCompressSync(SCRIPT));
    const gzip = await get(shell.port, '/main.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toEqual(gzipSync(SCRIPT));
    const plain = await get(shell.port, '/main.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers.vary).toBe('Accept-Encoding');
    // The remote's build has no compressed copies: it answers plainly whatever is accepted.
    const remoteScript = await get(remote.port, '/remoteEntry.js', { 'accept-encoding': 'br' });
    expect(remoteScript.headers['content-encoding']).toBeUndefined();
    expect(remoteScript.headers['access-control-allow-origin']).toBe('*');
  });

  it('compresses the page and the configuration as it sends them, as the browser accepts, and plain otherwise', async () => {
    // The shell whose remotes answer: its page carries their routes, well over the kilobyte below which nothing is
    // compressed. Each answer carries a nonce of its own: the rest must be the same page.
    const sameness = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce');
    const plain = await get(renderingShell.port, '/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await get(renderingShell.port, '/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(sameness(brotliDecompressSync(brotli.body).toString())).toBe(sameness(plain.body.toString()));
    expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
    const gzip = await get(renderingShell.port, '/meals', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('__HOSTEL_CONFIG__');
    // A cache between keeps one copy per language cookie and per coding.
    expect(String(brotli.headers.vary)).toMatch(/Cookie/);
    expect(String(brotli.headers.vary)).toMatch(/Accept-Encoding/);
    const config = await get(renderingShell.port, '/config.json', { 'accept-encoding': 'br' });
    expect(config.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(config.body).toString())).toHaveProperty('routes.mf_meals', ROUTES);
  });

  it("serves the service worker revalidated on every check, for the whole site, and the web app manifest as one", async () => {
    const worker = await get(shell.port, '/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['service-worker-allowed']).toBe('/');
    expect(String(worker.headers['content-type'])).toMatch(/^application\/javascript|^text\/javascript/);
    expect((await get(shell.port, '/main.js')).headers['service-worker-allowed']).toBeUndefined();
    expect(String((await get(shell.port, '/manifest.webmanifest')).headers['content-type'])).toMatch(/^application\/manifest\+json/);
  });

  it('answers 404 for a missing asset, the page for an unknown route, and nothing outside the build', async () => {
    expect((await get(shell.port, '/missing.js')).status).toBe(404);
    expect((await get(shell.port, '/some/route')).body.toString()).toContain('__HOSTEL_CONFIG__');
    expect((await get(shell.port, '/..%2f..%2fetc%2fpasswd')).status).toBe(400);
  });

  it('when the shell starts in production with test-mode settings, then it exits naming each one; a remote and a configured shell start', async () => {
    const refused = await exitOf(shellDir, { NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(refused.code).toBe(1);
    for (const name of ['FIREBASE_AUTH_EMULATOR_HOST', 'FIREBASE_API_KEY', 'FIREBASE_PROJECT_ID', 'STRIPE_PUBLISHABLE_KEY']) expect(refused.output).toContain(name);
    const production = { NODE_ENV: 'production', FIREBASE_API_KEY: 'AIzaSyExample', FIREBASE_PROJECT_ID: 'hostel-meals', STRIPE_PUBLISHABLE_KEY: 'pk_live_example', FIRST_SCREEN_SECRET: FIRST_SCREEN_SECRET };
    expect((await exitOf(shellDir, production)).output).toContain('serving');
    expect((await exitOf(shellDir, { ...production, STRIPE_API_BASE: 'http://127.0.0.1:8420' })).output).toContain('STRIPE_API_BASE');
    // A remote without a renderer answers no first screen, so it needs no secret.
    expect((await exitOf(remoteDir, { NODE_ENV: 'production' })).output).toContain('serving');
  });

  it('when the shell or a rendering remote starts in production without a private first-screen secret, or trusting a broad range, then it exits naming it', async () => {
    const production = { NODE_ENV: 'production', FIREBASE_API_KEY: 'AIzaSyExample', FIREBASE_PROJECT_ID: 'hostel-meals', STRIPE_PUBLISHABLE_KEY: 'pk_live_example' };
    const renderingRemote = join(root, 'rendering-remote');
    mkdirSync(join(renderingRemote, 'dist-server'), { recursive: true });
    mkdirSync(join(renderingRemote, 'dist'));
    writeFileSync(join(renderingRemote, 'dist/remoteEntry.js'), SCRIPT);
    writeFileSync(join(renderingRemote, 'dist-server/render-page.mjs'), RENDERER);
    const refusals = [
      await exitOf(shellDir, production),
      await exitOf(shellDir, { ...production, FIRST_SCREEN_SECRET: 'replace-with-at-least-32-random-characters' }),
      await exitOf(renderingRemote, { NODE_ENV: 'production', FIRST_SCREEN_SECRET: 'short' }),
    ];
    for (const refused of refusals) {
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/FIRST_SCREEN_SECRET: /);
    }
    const broad = await exitOf(renderingRemote, { NODE_ENV: 'production', FIRST_SCREEN_SECRET, TRUST_PROXY: '10.0.0.0/8' });
    expect(broad.output).toMatch(/TRUST_PROXY: 10\.0\.0\.0\/8 is wider than \/24/);
    expect((await exitOf(renderingRemote, { NODE_ENV: 'production', FIRST_SCREEN_SECRET, TRUST_PROXY: '10.0.3.21' })).output).toContain('serving');
  });
  it('when an HTML page is served, then it carries the browser protections, and HSTS only in production', async () => {
    for (const reply of [await get(shell.port, '/meals'), await get(remote.port, '/'), await get(remote.port, '/index.html')]) {
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      expect(cspOf(reply)).toContain("frame-ancestors 'none'");
      expect(cspOf(reply)).not.toContain('unsafe-eval');
      expect(/script-src [^;]*/.exec(cspOf(reply))![0]).not.toContain('unsafe-inline');
      expect(reply.headers['x-frame-options']).toBe('DENY');
      expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['strict-transport-security']).toBeUndefined();
    }
    // The remotes' origins come from the manifest URLs the shell is given, whatever their ports.
    expect(cspOf(await get(renderingShell.port, '/'))).toMatch(new RegExp(`script-src [^;]*http://127\\.0\\.0\\.1:${remote.port}`));
    const production = await serve(shellDir, { NODE_ENV: 'production', FIREBASE_API_KEY: 'AIzaSyExample', FIREBASE_PROJECT_ID: 'hostel-meals', STRIPE_PUBLISHABLE_KEY: 'pk_live_example', FIRST_SCREEN_SECRET });
    try {
      const page = await get(production.port, '/');
      expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(cspOf(page)).toContain('https://js.stripe.com');
    } finally {
      production.child.kill();
    }
  });

  it('when requests are malformed, then each answers 4xx and the server goes on serving', async () => {
    const targets = ['/%ff', '/%', '/%E0%A4%A', '//', '//evil.example/x', '/a//b', '/%00', '/main.js%00.html', '/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/static/..%5c..%5cetc', '/a/./b', `/${'a'.repeat(5000)}`, '*', 'http://evil.example/', '/?q=%ff', '/meals?page=%f', '/\\evil.example/x'];
    const answers = [];
    for (const target of targets) answers.push({ target: target.slice(0, 40), status: await rawStatus(shell.port, target) });
    expect(answers.filter(({ status }) => status < 400 || status >= 500)).toEqual([]);
    expect(await rawStatus(shell.port, '/', 'evil host/..')).toBe(400);
    expect(await rawStatus(remote.port, '/%ff')).toBe(400);
    expect((await get(shell.port, '/health')).status).toBe(200);
    expect((await get(remote.port, '/health')).status).toBe(200);
  });

  it('when a handler fails, then that request answers 500 and the server goes on serving', async () => {
    const brokenDir = join(root, 'broken-shell');
    mkdirSync(join(brokenDir, 'dist'), { recursive: true });
    writeFileSync(join(brokenDir, 'dist/main.js'), SCRIPT);
    const broken = await serve(brokenDir);
    try {
      // No index.html in the build: the page cannot be read.
      expect((await get(broken.port, '/meals')).status).toBe(500);
      expect((await get(broken.port, '/meals')).status).toBe(500);
      expect((await get(broken.port, '/health')).status).toBe(200);
      expect(broken.child.exitCode).toBeNull();
    } finally {
      broken.child.kill();
    }
  });

  it('when HOST is not set, then it listens on loopback only', async () => {
    expect(shell.banner).toContain('http://127.0.0.1:');
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((address) => address?.family === 'IPv4' && !address.internal)?.address;
    // A machine with no other interface has nothing to reach it from outside; one that has must be refused.
    const reached = outside
      ? await new Promise<boolean>((resolve) => {
          const socket = connect(shell.port, outside, () => (socket.destroy(), resolve(true)));
          socket.on('error', () => resolve(false));
        })
      : false;
    expect(reached).toBe(false);
  });

  it('when /api is called, then it reaches the gateway with the caller address it saw, and 503 when the gateway is down', async () => {
    let seen: Record<string, string | string[] | undefined> = {};
    const gateway: Server = createHttpServer((req, res) => {
      seen = { url: req.url, 'x-forwarded-for': req.headers['x-forwarded-for'] };
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port: gatewayPort } = gateway.address() as { port: number };
    const proxying = await serve(shellDir, { GATEWAY_URL: `http://127.0.0.1:${gatewayPort}` });
    try {
      const answer = await get(proxying.port, '/api/meals?page=2', { 'x-forwarded-for': '6.6.6.6' });
      expect(answer.body.toString()).toBe('{"ok":true}');
      expect(seen).toEqual({ url: '/api/meals?page=2', 'x-forwarded-for': '127.0.0.1' });
      await new Promise((resolve) => gateway.close(resolve));
      const down = await get(proxying.port, '/api/meals');
      expect(down.status).toBe(503);
      expect(JSON.parse(down.body.toString())).toEqual({ success: false, message: 'The API is unavailable' });
    } finally {
      proxying.child.kill();
      gateway.close();
    }
  });

  it('when a variable is malformed, then it exits naming it', async () => {
    const child = start([shellDir, '0'], { GATEWAY_URL: 'not a url', HOST: 'every interface' }, ['ignore', 'pipe', 'pipe']);
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('GATEWAY_URL');
    expect(output).toContain('HOST');
  });
});
