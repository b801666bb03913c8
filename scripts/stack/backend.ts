import type { Express } from 'express';
import { join } from 'node:path';
import { createLogger, listen, Shutdown, type RunningServer } from '@hostel/platform';
import { loadGatewayConfig } from '../../svc-gateway/src/config';
import { createGateway } from '../../svc-gateway/src/service';
import { loadMealsConfig } from '../../svc-meals/src/config';
import { createMealsService, type MealsService } from '../../svc-meals/src/service';
import { loadPaymentsConfig } from '../../svc-payments/src/config';
import { createPaymentsService } from '../../svc-payments/src/service';
import { loadUsersConfig } from '../../svc-users/src/config';
import { createUsersService } from '../../svc-users/src/service';
import { ROOT } from './external';
import { Children, waitForUrl } from './processes';

export const SERVICES = ['svc-meals', 'svc-users', 'svc-payments', 'svc-gateway'] as const;
export type ServiceName = (typeof SERVICES)[number];

export interface BackendPorts {
  gateway: number;
  meals: number;
  users: number;
  payments: number;
}

export const DEFAULT_PORTS: BackendPorts = { gateway: 8080, meals: 4001, users: 4002, payments: 4003 };

export interface Backend {
  mode: 'embedded' | 'processes';
  gatewayUrl: string;
  meals?: MealsService;
  stopService(name: ServiceName): Promise<void>;
  startService(name: ServiceName): Promise<void>;
  stop(): Promise<void>;
}

function serviceEnv(ports: BackendPorts, env: NodeJS.ProcessEnv) {
  return {
    ...env,
    MEALS_URL: env.MEALS_URL ?? `http://127.0.0.1:${ports.meals}`,
    USERS_URL: env.USERS_URL ?? `http://127.0.0.1:${ports.users}`,
    PAYMENTS_URL: env.PAYMENTS_URL ?? `http://127.0.0.1:${ports.payments}`,
  };
}

/**
 * Embedded mode: the four backends in this one process, each its own Express app on its own port, sharing the
 * in-process bus; stores are NeDB files under DATA_DIR, the cache is in memory.
 */
export async function startEmbeddedBackend(ports: BackendPorts = DEFAULT_PORTS, env: NodeJS.ProcessEnv = process.env): Promise<Backend> {
  const merged = serviceEnv(ports, env);
  const logger = createLogger('stack');
  const shutdown = new Shutdown(logger);
  const servers = new Map<ServiceName, { stopApp: () => Promise<void>; server?: RunningServer }>();

  const builders: Record<ServiceName, () => Promise<{ app: Express; stop: () => Promise<void>; port: number; meals?: MealsService }>> = {
    'svc-meals': async () => {
      const meals = await createMealsService({ config: loadMealsConfig({ ...merged, PORT: String(ports.meals) }), isDraining: () => shutdown.isDraining });
      return { ...meals, port: ports.meals, meals };
    },
    'svc-users': async () => ({ ...(await createUsersService({ config: loadUsersConfig(merged), isDraining: () => shutdown.isDraining })), port: ports.users }),
    'svc-payments': async () => ({ ...(await createPaymentsService({ config: loadPaymentsConfig(merged), isDraining: () => shutdown.isDraining })), port: ports.payments }),
    'svc-gateway': async () => ({ ...(await createGateway({ config: loadGatewayConfig(merged), isDraining: () => shutdown.isDraining })), port: ports.gateway }),
  };

  let meals: MealsService | undefined;
  const startService = async (name: ServiceName) => {
    const built = await builders[name]();
    if (built.meals) meals = built.meals;
    const server = await listen(built.app, built.port, '127.0.0.1');
    servers.set(name, { stopApp: built.stop, server });
  };
  const stopService = async (name: ServiceName) => {
    const entry = servers.get(name);
    if (!entry) return;
    servers.delete(name);
    await entry.server?.close();
    await entry.stopApp();
  };
  for (const name of SERVICES) await startService(name);
  const stop = async () => {
    for (const name of [...SERVICES].reverse()) await stopService(name);
  };
  return { mode: 'embedded', gatewayUrl: `http://localhost:${ports.gateway}`, meals, stopService, startService, stop };
}

/** Real-infrastructure mode: each service in its own process (`tsx svc-x/src/main.ts`), as in production. */
export async function startProcessBackend(ports: BackendPorts = DEFAULT_PORTS, env: NodeJS.ProcessEnv = process.env, quiet = false): Promise<Backend> {
  const children = new Children();
  const merged = serviceEnv(ports, env);
  const portOf: Record<ServiceName, number> = { 'svc-meals': ports.meals, 'svc-users': ports.users, 'svc-payments': ports.payments, 'svc-gateway': ports.gateway };
  const tsx = join(ROOT, 'node_modules/.bin/tsx');
  const startService = async (name: ServiceName) => {
    children.start(name, tsx, [join(ROOT, name, 'src/main.ts')], { env: { ...merged, PORT: String(portOf[name]) }, quiet });
    await waitForUrl(`http://127.0.0.1:${portOf[name]}/health`, 60_000);
  };
  await Promise.all(SERVICES.map(startService));
  return {
    mode: 'processes',
    gatewayUrl: `http://localhost:${ports.gateway}`,
    startService,
    stopService: (name) => children.stop(name),
    stop: () => children.stop(),
  };
}
