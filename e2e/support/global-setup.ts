/**
 * The running system for the browser journeys: the backend (embedded mode, fresh data folder, seeded), the
 * demo accounts, and the four built front ends each on its own origin. A control server lets a journey stop
 * and start one front end's server (failure isolation).
 */
import type { Server } from 'node:http';
import { requireServer } from '@hostel/platform/testing';
import { startSandboxBackend, type Backend } from '../../scripts/stack/backend';
import { createDemoAccounts } from '../../scripts/stack/demo-accounts';
import { startControlServer } from '../../scripts/stack/control-server';
import { FRONTENDS, startFrontends, type Frontends } from '../../scripts/stack/frontends';
import { Children } from '../../scripts/stack/processes';
import { E2E_BACKEND, E2E_CONTROL, E2E_FRONTENDS } from './ports';

interface Running {
  backend: Backend;
  frontends: Frontends;
  children: Children;
  control: Server;
}

export default async function globalSetup(): Promise<void> {
  // Loggers read the level from this process's environment; suites stay quiet unless asked.
  process.env.LOG_LEVEL ??= 'silent';
  requireServer('FIREBASE_AUTH_EMULATOR_HOST');
  requireServer('STRIPE_API_BASE');
  const { backend } = await startSandboxBackend(E2E_BACKEND, 'e2e', { NODE_ENV: 'test' });
  await createDemoAccounts(backend.gatewayUrl);

  const children = new Children();
  const frontends = await startFrontends(children, { ports: E2E_FRONTENDS, gatewayUrl: `http://127.0.0.1:${E2E_BACKEND.gateway}` });

  const control = await startControlServer(E2E_CONTROL, { names: FRONTENDS, stop: (app) => frontends.stop(app), start: frontends.start });
  (globalThis as { __e2eStack?: Running }).__e2eStack = { backend, frontends, children, control };
}
