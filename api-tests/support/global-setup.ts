/**
 * Starts the whole backend once for the API suites, in the mode API_TEST_MODE names:
 * - `embedded`: the four services in this process with NeDB files in a temp folder and the in-process bus;
 * - `real`: each service as its own process against FerretDB, RabbitMQ and Redis from the environment.
 * Suites reach it through the gateway only. A small control server lets a suite stop and start one service
 * (the gateway's 503 and health checks), since the backend lives in this process, not in the test workers.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { requireServer } from '../../packages/platform/src/testing/servers';
import { seedIfEmpty } from '../../svc-meals/src/seed/seed';
import { seedStore } from '../../scripts/seed';
import { SERVICES, startEmbeddedBackend, startProcessBackend, type Backend, type ServiceName } from '../../scripts/stack/backend';
import { API_PORTS, ADMIN_EMAIL, CONTROL_PORT } from './ports';

interface Running {
  backend: Backend;
  control: Server;
}

export default async function globalSetup(): Promise<void> {
  // Loggers read the level from this process's environment; suites stay quiet unless asked.
  process.env.LOG_LEVEL ??= 'silent';
  const mode = process.env.API_TEST_MODE ?? 'embedded';
  const run = randomBytes(4).toString('hex');
  requireServer('FIREBASE_AUTH_EMULATOR_HOST');
  requireServer('STRIPE_API_BASE');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    ADMIN_EMAILS: ADMIN_EMAIL,
    // Generous limits: suites create many users; the rate-limit suite checks the stricter routes itself.
    RATE_LIMIT_GENERAL: '100000',
    RATE_LIMIT_AUTH: '100000',
    RATE_LIMIT_UPLOADS: '100000',
    RATE_LIMIT_PREFIX: `rl-api-${run}`,
    MEALS_CACHE_TTL: '60',
  };
  let backend: Backend;
  if (mode === 'real') {
    requireServer('MONGODB_URI');
    requireServer('AMQP_URL');
    requireServer('REDIS_URL');
    env.DB_NAME_SUFFIX = `_api${run}`;
    env.EVENTS_EXCHANGE = `api.${run}`;
    await seedStore(env);
    backend = await startProcessBackend(API_PORTS, env, true);
  } else {
    for (const name of ['MONGODB_URI', 'AMQP_URL', 'REDIS_URL']) delete env[name];
    env.DATA_DIR = mkdtempSync(join(tmpdir(), 'hostel-api-'));
    backend = await startEmbeddedBackend(API_PORTS, env);
    if (backend.meals) await seedIfEmpty({ ...backend.meals, logger: backend.meals.deps.logger });
  }

  // Services a suite stopped on purpose: other suites' calls wait out such an outage instead of failing.
  const stopped = new Set<ServiceName>();
  const control = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/outage') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ stopped: [...stopped] }));
      return;
    }
    const [, name, action] = (req.url ?? '').split('/');
    const service = SERVICES.find((candidate) => candidate === name) as ServiceName | undefined;
    if (req.method !== 'POST' || !service || (action !== 'stop' && action !== 'start')) {
      res.writeHead(404).end();
      return;
    }
    // Starting a service that runs is a no-op, so an afterAll can always restart what its test may have stopped.
    if (action === 'start' && !stopped.has(service)) {
      res.writeHead(204).end();
      return;
    }
    if (action === 'stop') stopped.add(service);
    (action === 'stop' ? backend.stopService(service) : backend.startService(service)).then(
      () => {
        if (action === 'start') stopped.delete(service);
        res.writeHead(204).end();
      },
      (err: unknown) => res.writeHead(500).end(String(err)),
    );
  });
  await new Promise<void>((resolve) => control.listen(CONTROL_PORT, '127.0.0.1', resolve));

  process.env.API_GATEWAY_URL = backend.gatewayUrl;
  process.env.API_TEST_MODE = mode;
  (globalThis as { __apiStack?: Running }).__apiStack = { backend, control };
}
