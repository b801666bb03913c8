import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { type Children, portOpen, waitForUrl } from './processes';

export const ROOT = join(__dirname, '../..');
export const FIREBASE_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
export const STRIPE_BASE = process.env.STRIPE_API_BASE ?? 'http://127.0.0.1:8420';

function hasCommand(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

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
    if (!hasCommand('localstripe')) {
      console.log('Installing localstripe from PyPI (once)…');
      execFileSync('pip', ['install', '--user', '--quiet', '--disable-pip-version-check', 'localstripe'], { stdio: 'inherit' });
    }
    children.start('localstripe', 'localstripe', ['--port', url.port], { quiet: true });
  }
  await waitForUrl(`${STRIPE_BASE}/js.stripe.com/v3/`, 60_000);
}
