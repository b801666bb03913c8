import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { type Children, portOpen, waitForUrl } from './processes';

export const ROOT = join(__dirname, '../..');
export const FIREBASE_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
export const STRIPE_BASE = process.env.STRIPE_API_BASE ?? 'http://127.0.0.1:8420';

/** The Firebase Auth emulator (firebase-tools, offline, demo project) unless one already listens. */
export async function ensureFirebaseEmulator(children: Children): Promise<void> {
  const port = Number(FIREBASE_HOST.split(':')[1] ?? 9099);
  if (!(await portOpen(port))) {
    children.start('firebase', 'npx', ['--no-install', 'firebase', 'emulators:start', '--only', 'auth', '--project', 'demo-hostel'], { cwd: ROOT, quiet: true });
  }
  await waitForUrl(`http://${FIREBASE_HOST}/`, 120_000);
}

/** localstripe (PyPI) as the card provider unless a real Stripe key is configured or one already listens. */
export async function ensureLocalstripe(children: Children): Promise<void> {
  const url = new URL(STRIPE_BASE);
  if (!(await portOpen(Number(url.port)))) {
    // Installs it from PyPI into its own virtualenv the first time; prints the command's path.
    const command = execFileSync('bash', [join(ROOT, 'scripts/test-servers/install-pip-tool.sh'), 'localstripe'], { stdio: ['ignore', 'pipe', 'inherit'] })
      .toString()
      .trim();
    // Its own command binds every interface (`::`, hard-coded), so its app is run on this machine's address only
    // (DESIGN §8), through the interpreter of its virtualenv. Its stored state is not loaded (what --from-scratch
    // did): it may be a pickle an earlier run cut short.
    const python = join(dirname(command), 'python3');
    const run = 'import sys; from aiohttp import web; from localstripe.server import app; web.run_app(app, host=sys.argv[1], port=int(sys.argv[2]), access_log=None)';
    children.start('localstripe', python, ['-c', run, process.env.HOST || '127.0.0.1', url.port], { quiet: true });
  }
  await waitForUrl(`${STRIPE_BASE}/js.stripe.com/v3/`, 60_000);
}
