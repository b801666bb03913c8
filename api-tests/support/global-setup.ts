/**
 * Starts the whole backend once for the API suites, in the mode API_TEST_MODE names:
 * - `embedded`: the four services in this process with NeDB files in a temp folder and the in-process bus;
 * - `real`: each service as its own process against FerretDB, RabbitMQ and Redis from the environment.
 * Suites reach it through the gateway only. A small control server lets a suite stop and start one service
 * (the gateway's 503 and health checks); see scripts/stack/control-server.ts.
 */
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { requireServer } from '@hostel/platform/testing';
import { seedService } from '../../svc-meals/src/seed/seed';
import { seedStore } from '../../scripts/seed';
import { seedPaymentsService } from '../../svc-payments/src/seed/history-seed';
import { startControlServer } from '../../scripts/stack/control-server';
import { SERVICES, startEmbeddedBackend, startProcessBackend, type Backend } from '../../scripts/stack/backend';
import { API_PORTS, ADMIN_EMAIL, CONTROL_PORT } from './ports';
import { REAL_SERVER_VARIABLES } from '@hostel/platform';

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
    // Generous limits: suites create many users from one address; rate-limits.api.test.ts starts gateways of its own.
    RATE_LIMIT_ANONYMOUS: '100000',
    RATE_LIMIT_USER: '100000',
    RATE_LIMIT_SIGN_IN: '100000',
    RATE_LIMIT_SIGN_IN_PER_ADDRESS: '100000',
    RATE_LIMIT_UPLOADS: '100000',
    RATE_LIMIT_IMAGES: '100000',
    RATE_LIMIT_PAYMENTS: '100000',
    RATE_LIMIT_MESS_WRITES: '100000',
    // The live stream's heartbeat, shortened so live-events.api.test.ts sees one quickly.
    LIVE_HEARTBEAT_MS: '300',
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
    // svc-mess judges cutoffs in Dhaka by its clock whatever its process's zone: here it runs in New York's, and in
    // this process's (UTC on CI) in embedded mode (api-tests/mess.api.test.ts).
    backend = await startProcessBackend(API_PORTS, env, true, 1, { 'svc-mess': { TZ: 'America/New_York' } });
  } else {
    for (const name of REAL_SERVER_VARIABLES) delete env[name];
    env.DATA_DIR = mkdtempSync(join(tmpdir(), 'hostel-api-'));
    backend = await startEmbeddedBackend(API_PORTS, env);
    if (backend.meals) await seedService(backend.meals);
    if (backend.payments) await seedPaymentsService(backend.payments);
  }

  const control = await startControlServer(CONTROL_PORT, { names: SERVICES, stop: backend.stopService, start: backend.startService });

  process.env.API_GATEWAY_URL = backend.gatewayUrl;
  process.env.API_TEST_MODE = mode;
  (globalThis as { __apiStack?: Running }).__apiStack = { backend, control };
}
