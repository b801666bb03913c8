import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './external';
import { type Children, waitForUrl } from './processes';

export const FRONTENDS = ['shell', 'mf-meals', 'mf-dashboard', 'mf-admin'] as const;
export type Frontend = (typeof FRONTENDS)[number];

export interface FrontendPorts {
  shell: number;
  'mf-meals': number;
  'mf-dashboard': number;
  'mf-admin': number;
}

const WEB_SERVER = join(ROOT, 'packages/web-server/src/main.ts');

export const DEFAULT_FRONTEND_PORTS: FrontendPorts = { shell: 3000, 'mf-meals': 3001, 'mf-dashboard': 3002, 'mf-admin': 3003 };

export interface Frontends {
  siteUrl: string;
  stop(name?: Frontend): Promise<void>;
  start(name: Frontend): Promise<void>;
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Whether a front end's bundle is missing or older than its sources (or the shared UI packages). */
function stale(app: Frontend): boolean {
  // Stamped by build-web.sh: webpack does not rewrite an unchanged index.html, so its date says nothing.
  const built = join(ROOT, app, 'dist/.built');
  if (!existsSync(built)) return true;
  const sources = [join(ROOT, app, 'src'), join(ROOT, 'packages/ui/src'), join(ROOT, 'packages/tokens/src'), join(ROOT, 'packages/contracts/src')];
  return Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;
}

export function buildFrontends(): void {
  if (!FRONTENDS.some(stale)) return;
  console.log('Building the front ends (once, ~1 minute)…');
  execFileSync('bash', [join(ROOT, 'scripts/build-web.sh')], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Each front end on its own origin, as separately deployed apps; the shell learns the remotes' URLs from its config. */
export async function startFrontends(children: Children, options: { ports?: FrontendPorts; gatewayUrl?: string; quiet?: boolean } = {}): Promise<Frontends> {
  const ports = options.ports ?? DEFAULT_FRONTEND_PORTS;
  buildFrontends();
  const env = {
    GATEWAY_URL: options.gatewayUrl ?? 'http://127.0.0.1:8080',
    MF_MEALS_MANIFEST: `http://localhost:${ports['mf-meals']}/mf-manifest.json`,
    MF_DASHBOARD_MANIFEST: `http://localhost:${ports['mf-dashboard']}/mf-manifest.json`,
    MF_ADMIN_MANIFEST: `http://localhost:${ports['mf-admin']}/mf-manifest.json`,
  };
  const start = async (name: Frontend) => {
    // The web server (packages/web-server) from its TypeScript sources, on loopback unless HOST says otherwise; PORT is
    // given so that a PORT in the caller's environment cannot put the four on one port.
    children.start(`web:${name}`, process.execPath, ['--import', 'tsx', WEB_SERVER, join(ROOT, name)], { env: { ...env, PORT: String(ports[name]) }, cwd: ROOT, quiet: options.quiet ?? true });
    await waitForUrl(`http://127.0.0.1:${ports[name]}/health`, 30_000);
    // Something else on the port (a forgotten dev server) would answer too; make sure it is this app.
    const health = (await (await fetch(`http://127.0.0.1:${ports[name]}/health`)).json().catch(() => ({}))) as { app?: string };
    if (health.app !== name) throw new Error(`port ${ports[name]} is taken by another process; stop it and start again`);
  };
  await Promise.all(FRONTENDS.map(start));
  return {
    siteUrl: `http://localhost:${ports.shell}`,
    start,
    stop: (name?: Frontend) => (name ? children.stop(`web:${name}`) : Promise.all(FRONTENDS.map((app) => children.stop(`web:${app}`))).then(() => undefined)),
  };
}
