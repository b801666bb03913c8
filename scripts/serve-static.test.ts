import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The static server the front ends run behind (npm start, the Lighthouse run, the containers), on throwaway builds. */

const PAGE = '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
// A configuration value that would end the inline script if it were written in raw.
const HOSTILE_PROJECT = 'demo</script><script>alert(1)</script>';
/**
 * A first-screen renderer that draws nothing and names the first API read of two routes, as the shell's does
 * (its routes and the contracts' id pattern are the renderer's; this server only writes the preload).
 */
const RENDERER = `export const renderPage = () => null;
const READS = { '/meals': '/api/meals', '/meal/0123456789abcdef01234567': '/api/meals/0123456789abcdef01234567' };
export const firstReadOf = (pathname) => READS[pathname];
`;

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

async function serve(appDir: string, env: NodeJS.ProcessEnv = {}): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(__dirname, 'serve-static.mjs'), appDir, String(port)], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('serving') && resolve());
    child.on('exit', (code) => reject(new Error(`serve-static exited with ${code}`)));
  });
  return { port, child };
}

const configOf = (html: string) => JSON.parse(/window\.__HOSTEL_CONFIG__=(.*?)<\/script>/.exec(html)![1]!) as { firebase: { projectId: string } };

describe('serve-static', () => {
  const root = mkdtempSync(join(tmpdir(), 'serve-static-'));
  const shellDir = join(root, 'shell');
  const remoteDir = join(root, 'mf-meals');
  const renderingShellDir = join(root, 'rendering-shell');
  let shell: { port: number; child: ChildProcess };
  let remote: { port: number; child: ChildProcess };
  let renderingShell: { port: number; child: ChildProcess };

  beforeAll(async () => {
    for (const dir of [shellDir, remoteDir, renderingShellDir]) {
      mkdirSync(join(dir, 'dist'), { recursive: true });
      writeFileSync(join(dir, 'dist/index.html'), PAGE);
      writeFileSync(join(dir, 'dist/main.js'), SCRIPT);
    }
    writeFileSync(join(shellDir, 'dist/main.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(shellDir, 'dist/main.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(remoteDir, 'dist/remoteEntry.js'), SCRIPT);
    mkdirSync(join(renderingShellDir, 'dist-server'));
    writeFileSync(join(renderingShellDir, 'dist-server/render-page.mjs'), RENDERER);
    [shell, remote] = await Promise.all([serve(shellDir, { FIREBASE_PROJECT_ID: HOSTILE_PROJECT }), serve(remoteDir)]);
    // Its remotes are the test's remote, which renders nothing: the page is served without a remote's first screen.
    const manifest = `http://127.0.0.1:${remote.port}/mf-manifest.json`;
    renderingShell = await serve(renderingShellDir, { MF_MEALS_MANIFEST: manifest, MF_DASHBOARD_MANIFEST: manifest, MF_ADMIN_MANIFEST: manifest });
  });

  afterAll(() => {
    shell?.child.kill();
    remote?.child.kill();
    renderingShell?.child.kill();
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
  });

  it("when the renderer names a route's first API read, then the page preloads it, and nothing for routes it names none", async () => {
    const meals = (await get(renderingShell.port, '/meals')).body.toString();
    expect(meals).toContain('<link rel="preload" href="/api/meals" as="fetch" crossorigin>');
    const meal = (await get(renderingShell.port, '/meal/0123456789abcdef01234567')).body.toString();
    expect(meal).toContain('<link rel="preload" href="/api/meals/0123456789abcdef01234567" as="fetch" crossorigin>');
    const notAnId = (await get(renderingShell.port, '/meal/not-an-id')).body.toString();
    expect(notAnId).toContain('__HOSTEL_CONFIG__');
    expect(notAnId).not.toContain('href="/api/');
  });

  it('when the shell has no renderer, then no API read is preloaded', async () => {
    const meals = (await get(shell.port, '/meals')).body.toString();

    expect(meals).toContain('__HOSTEL_CONFIG__');
    expect(meals).not.toContain('href="/api/');
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

  it('answers 404 for a missing asset, the page for an unknown route, and nothing outside the build', async () => {
    expect((await get(shell.port, '/missing.js')).status).toBe(404);
    expect((await get(shell.port, '/some/route')).body.toString()).toContain('__HOSTEL_CONFIG__');
    expect((await get(shell.port, '/..%2f..%2fetc%2fpasswd')).status).toBe(400);
  });

  it('when the shell starts in production with test-mode settings, then it exits naming each one; a remote and a configured shell start', async () => {
    const exitOf = (dir: string, env: NodeJS.ProcessEnv) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, [join(__dirname, 'serve-static.mjs'), dir, '0'], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        const collect = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('serving')) child.kill();
        };
        child.stdout!.on('data', collect);
        child.stderr!.on('data', collect);
        child.on('exit', (code) => resolve({ code, output }));
      });
    const refused = await exitOf(shellDir, { NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(refused.code).toBe(1);
    for (const name of ['FIREBASE_AUTH_EMULATOR_HOST', 'FIREBASE_API_KEY', 'FIREBASE_PROJECT_ID', 'STRIPE_PUBLISHABLE_KEY']) expect(refused.output).toContain(name);
    const production = { NODE_ENV: 'production', FIREBASE_API_KEY: 'AIzaSyExample', FIREBASE_PROJECT_ID: 'hostel-meals', STRIPE_PUBLISHABLE_KEY: 'pk_live_example' };
    expect((await exitOf(shellDir, production)).output).toContain('serving');
    expect((await exitOf(shellDir, { ...production, STRIPE_API_BASE: 'http://127.0.0.1:8420' })).output).toContain('STRIPE_API_BASE');
    expect((await exitOf(remoteDir, { NODE_ENV: 'production' })).output).toContain('serving');
  });
});
