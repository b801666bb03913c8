/**
 * `npm start`: the whole site on one machine. External pieces first (Firebase Auth emulator, localstripe), then
 * the backends (one process with embedded adapters, or one process per service when AMQP_URL is set), demo data
 * and accounts, then the four front ends, each on its own origin.
 */
import { z } from 'zod';
import { createLogger, loadConfig, Shutdown } from '@hostel/platform';
import { seedService } from '../svc-meals/src/seed/seed';
import { seedPaymentsService } from '../svc-payments/src/seed/history-seed';
import { seedStore } from './seed';
import { DEFAULT_PORTS, startEmbeddedBackend, startProcessBackend } from './stack/backend';
import { createDemoAccounts, demoAccountLines } from './stack/demo-accounts';
import { seedDemoMess } from './stack/demo-mess';
import { ensureFirebaseEmulator, ensureLocalstripe } from './stack/external';
import { DEFAULT_FRONTEND_PORTS, startFrontends } from './stack/frontends';
import { Children, waitForUrl } from './stack/processes';

// The console shows progress and warnings; set LOG_LEVEL=info for every request's log line.
process.env.LOG_LEVEL ??= 'warn';
// Without real Firebase credentials, identity is the local Auth emulator (firebase-admin reads this variable).
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

/**
 * START_PORT_OFFSET shifts every port this opens (gateway, services, front ends), so a second site can run beside
 * the first (the loopback test starts one). Every server listens on 127.0.0.1 unless HOST says otherwise.
 */
const startEnv = z.object({ START_PORT_OFFSET: z.coerce.number().int().min(0).max(50_000).default(0) });

const shifted = <T extends object>(ports: T, offset: number) => Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, port + offset])) as T;

async function main() {
  const started = Date.now();
  const { START_PORT_OFFSET: offset } = loadConfig(startEnv);
  const ports = shifted(DEFAULT_PORTS, offset);
  const frontendPorts = shifted(DEFAULT_FRONTEND_PORTS, offset);
  // The gateway's default CORS origins are the default front ends' ports.
  if (offset) process.env.CORS_ORIGINS ??= Object.values(frontendPorts).map((port) => `http://localhost:${port}`).join(',');
  const children = new Children();
  const logger = createLogger('start');
  const shutdown = new Shutdown(logger);
  shutdown.register('external servers', () => children.stop());
  shutdown.install();

  console.log('Starting the Firebase Auth emulator and localstripe…');
  await Promise.all([ensureFirebaseEmulator(children), ensureLocalstripe(children)]);

  const real = Boolean(process.env.AMQP_URL);
  console.log(real ? 'Starting each service as its own process (real infrastructure)…' : 'Starting the backends (embedded mode)…');
  const backend = real ? await startProcessBackend(ports) : await startEmbeddedBackend(ports);
  shutdown.register('backend', () => backend.stop());
  await waitForUrl(`${backend.gatewayUrl}/api/meals`, 60_000, (status) => status === 200);

  if (backend.meals) await seedService(backend.meals);
  else await seedStore();
  // Embedded: the payment history goes through the running svc-payments' store (seedStore does it otherwise).
  if (backend.payments) await seedPaymentsService(backend.payments);
  const users = await createDemoAccounts(backend.gatewayUrl);
  // The mess's demo is about the demo accounts, so it follows them.
  await seedDemoMess(backend, users);

  const frontends = await startFrontends(children, { ports: frontendPorts, gatewayUrl: backend.gatewayUrl });
  shutdown.register('front ends', () => frontends.stop());

  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\nHostel Meals is ready at ${frontends.siteUrl} (API ${backend.gatewayUrl}/api) after ${seconds} s, on Node ${process.version}.\n`);
  console.log('Demo accounts (Firebase Auth emulator, e-mails verified):');
  for (const line of demoAccountLines()) console.log(line);
  console.log('Test cards: 4242 4242 4242 4242 (succeeds), 4000 0000 0000 0002 (declined), 4000 0025 0000 3155 (3-D Secure).');
  console.log('Press Ctrl-C to stop.');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
