/**
 * The images run the esbuild bundles (scripts/bundle-service.mjs), not the TypeScript sources: each service's
 * bundle must start on its own and answer /health, exactly as the Dockerfiles' CMD runs it.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitForUrl } from '../scripts/stack/processes';

const ROOT = join(__dirname, '..');
const SERVICES = [
  { name: 'svc-meals', port: 24601 },
  { name: 'svc-users', port: 24602 },
  { name: 'svc-payments', port: 24603 },
  { name: 'svc-mess', port: 24604 },
  { name: 'svc-gateway', port: 24680 },
];

describe('production bundles', () => {
  const running: ChildProcess[] = [];
  afterAll(() => {
    for (const child of running) child.kill('SIGTERM');
  });

  it.each(SERVICES)('when $name is bundled and started with node, then it answers /health', async ({ name, port }) => {
    execFileSync(process.execPath, [join(ROOT, 'scripts/bundle-service.mjs'), '.'], { cwd: join(ROOT, name), stdio: 'ignore' });
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, NODE_ENV: 'test', PORT: String(port), LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(join(tmpdir(), 'bundle-')) };
    const child = spawn(process.execPath, ['dist/main.js'], { cwd: join(ROOT, name), env, stdio: 'ignore' });
    running.push(child);
    await waitForUrl(`http://127.0.0.1:${port}/health`, 20_000, (status) => status === 200);
    const health = (await (await fetch(`http://127.0.0.1:${port}/health`)).json()) as { service: string };
    expect(health.service).toBe(name);
  }, 60_000);
  it("when the front ends' web server is bundled and started with node as their images run it, then it serves a build and answers /health", async () => {
    execFileSync(process.execPath, [join(ROOT, 'packages/web-server/bundle.mjs')], { stdio: 'ignore' });
    // The image's layout: the bundle next to the app's dist folder, nothing else (no node_modules).
    const app = mkdtempSync(join(tmpdir(), 'web-image-'));
    mkdirSync(join(app, 'dist'));
    writeFileSync(join(app, 'dist/index.html'), '<!doctype html><title>t</title>');
    writeFileSync(join(app, 'dist/remoteEntry.js'), '');
    copyFileSync(join(ROOT, 'packages/web-server/dist/web-server.js'), join(app, 'web-server.js'));
    const port = 24690;
    const child = spawn(process.execPath, ['web-server.js', '.', String(port)], { cwd: app, env: { PATH: process.env.PATH, NODE_ENV: 'production' }, stdio: 'ignore' });
    running.push(child);
    await waitForUrl(`http://127.0.0.1:${port}/health`, 20_000, (status) => status === 200);
    const page = await fetch(`http://127.0.0.1:${port}/meals`);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await fetch(`http://127.0.0.1:${port}/%ff`)).status).toBe(400);
  }, 60_000);
});
