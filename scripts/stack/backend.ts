import type { Express } from 'express';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, listen, REAL_SERVER_VARIABLES, Shutdown, type HotHandler, type RunningServer, type ServiceDeps } from '@hostel/platform';
import { loadGatewayConfig } from '../../svc-gateway/src/config';
import { createGateway } from '../../svc-gateway/src/service';
import { loadMealsConfig } from '../../svc-meals/src/config';
import { seedService } from '../../svc-meals/src/seed/seed';
import { createMealsService, type MealsService } from '../../svc-meals/src/service';
import { loadPaymentsConfig } from '../../svc-payments/src/config';
import { seedPaymentsService } from '../../svc-payments/src/seed/history-seed';
import { createPaymentsService } from '../../svc-payments/src/service';
import { loadMessConfig } from '../../svc-mess/src/config';
import { createMessService, type MessService } from '../../svc-mess/src/service';
import { loadUsersConfig } from '../../svc-users/src/config';
import { createUsersService } from '../../svc-users/src/service';
import { ROOT } from './external';
import { Children, portOpen, waitForUrl } from './processes';

export const SERVICES = ['svc-meals', 'svc-users', 'svc-payments', 'svc-mess', 'svc-gateway'] as const;
export type ServiceName = (typeof SERVICES)[number];

export interface BackendPorts {
  gateway: number;
  meals: number;
  users: number;
  payments: number;
  mess: number;
}

export const DEFAULT_PORTS: BackendPorts = { gateway: 8080, meals: 4001, users: 4002, payments: 4003, mess: 4004 };

export interface Backend {
  mode: 'embedded' | 'processes';
  gatewayUrl: string;
  meals?: MealsService;
  /** Embedded mode: svc-payments' dependencies in this process (its store, for the demo seed). */
  payments?: { deps: ServiceDeps };
  /** Embedded mode: svc-mess in this process (the mess's demo seed runs its use cases). */
  mess?: MessService;
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
    MESS_URL: env.MESS_URL ?? `http://127.0.0.1:${ports.mess}`,
  };
}

/**
 * Embedded mode: the five backends in this one process, each its own Express app on its own port, sharing the
 * in-process bus; stores are NeDB files under DATA_DIR, the cache is in memory.
 */
export async function startEmbeddedBackend(ports: BackendPorts = DEFAULT_PORTS, env: NodeJS.ProcessEnv = process.env): Promise<Backend> {
  const merged = serviceEnv(ports, env);
  // The services' loggers read this process's LOG_LEVEL; the env given here is theirs, so its level is too (a
  // bench that handed 'silent' only here had every like and miss logged during its measured runs).
  if (env.LOG_LEVEL) process.env.LOG_LEVEL = env.LOG_LEVEL;
  const logger = createLogger('stack');
  const shutdown = new Shutdown(logger);
  const servers = new Map<ServiceName, { stopApp: () => Promise<void>; server?: RunningServer }>();

  const builders: Record<ServiceName, () => Promise<{ app: Express; hot?: HotHandler; stop: () => Promise<void>; port: number; meals?: MealsService; payments?: { deps: ServiceDeps }; mess?: MessService }>> = {
    'svc-meals': async () => {
      const meals = await createMealsService({ config: loadMealsConfig({ ...merged, PORT: String(ports.meals) }), isDraining: () => shutdown.isDraining });
      return { ...meals, port: ports.meals, meals };
    },
    'svc-users': async () => ({ ...(await createUsersService({ config: loadUsersConfig(merged), isDraining: () => shutdown.isDraining })), port: ports.users }),
    'svc-payments': async () => {
      const payments = await createPaymentsService({ config: loadPaymentsConfig(merged), isDraining: () => shutdown.isDraining });
      return { ...payments, port: ports.payments, payments };
    },
    'svc-mess': async () => {
      const mess = await createMessService({ config: loadMessConfig({ ...merged, PORT: String(ports.mess) }), isDraining: () => shutdown.isDraining });
      return { ...mess, port: ports.mess, mess };
    },
    'svc-gateway': async () => ({ ...(await createGateway({ config: loadGatewayConfig(merged), isDraining: () => shutdown.isDraining })), port: ports.gateway }),
  };

  let meals: MealsService | undefined;
  let payments: { deps: ServiceDeps } | undefined;
  let mess: MessService | undefined;
  const startService = async (name: ServiceName) => {
    const built = await builders[name]();
    if (built.meals) meals = built.meals;
    if (built.payments) payments = built.payments;
    if (built.mess) mess = built.mess;
    // This machine only unless HOST says otherwise, like each service started as its own process (DESIGN §8).
    const server = await listen(built, built.port, env.HOST || '127.0.0.1');
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
  return { mode: 'embedded', gatewayUrl: `http://localhost:${ports.gateway}`, meals, payments, mess, stopService, startService, stop };
}

/**
 * An embedded backend on throwaway data, seeded with the demo meals: a fresh folder under the temp dir, and no
 * real infrastructure even when this shell has its URLs set. The browser journeys, the benchmark and the
 * Lighthouse run each measure one of these.
 */
export async function startSandboxBackend(
  ports: BackendPorts,
  label: string,
  overrides: NodeJS.ProcessEnv = {},
): Promise<{ backend: Backend; meals: MealsService; env: NodeJS.ProcessEnv }> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...overrides, DATA_DIR: mkdtempSync(join(tmpdir(), `hostel-${label}-`)) };
  for (const name of REAL_SERVER_VARIABLES) delete env[name];
  const backend = await startEmbeddedBackend(ports, env);
  const meals = backend.meals!; // embedded mode always runs svc-meals in this process
  await seedService(meals);
  await seedPaymentsService(backend.payments!);
  return { backend, meals, env };
}

export interface ProcessBackend extends Backend {
  /** The svc-meals instances' URLs, in start order (several when `mealsInstances` > 1). */
  mealsUrls: string[];
  /** The svc-mess instances' URLs, in start order (several when `messInstances` > 1). */
  messUrls: string[];
  /** The gateways' URLs, in start order (several when `gatewayInstances` > 1); `gatewayUrl` is the first. */
  gatewayUrls: string[];
  /** Kills one svc-meals instance at once (SIGKILL: no graceful shutdown), as a crashed pod would. */
  killMealsInstance(index: number): void;
}

/**
 * Real-infrastructure mode: each service in its own process (`tsx svc-x/src/main.ts`), as in production.
 * `mealsInstances` runs svc-meals several times on consecutive ports behind the one gateway; `envOf` gives
 * one service variables of its own (a fault suite points svc-users' MONGODB_URI at a proxy it can cut).
 */
export async function startProcessBackend(
  ports: BackendPorts = DEFAULT_PORTS,
  env: NodeJS.ProcessEnv = process.env,
  quiet = false,
  mealsInstances = 1,
  envOf: Partial<Record<ServiceName, NodeJS.ProcessEnv>> = {},
  gatewayInstances = 1,
  messInstances = 1,
): Promise<ProcessBackend> {
  const children = new Children();
  const mealsPorts = Array.from({ length: mealsInstances }, (_, index) => ports.meals + index * 10);
  const mealsUrls = mealsPorts.map((port) => `http://127.0.0.1:${port}`);
  // Further gateways on the ports after the first (the live-events suite streams through two).
  const gatewayPorts = Array.from({ length: gatewayInstances }, (_, index) => ports.gateway + index);
  // Further svc-mess instances likewise (the headcount's concurrency suite writes through two).
  const messPorts = Array.from({ length: messInstances }, (_, index) => ports.mess + index * 10);
  const messUrls = messPorts.map((port) => `http://127.0.0.1:${port}`);
  const merged = { ...serviceEnv(ports, env), MEALS_URL: mealsUrls.join(','), MESS_URL: messUrls.join(',') };
  const portOf: Record<ServiceName, number> = { 'svc-meals': ports.meals, 'svc-users': ports.users, 'svc-payments': ports.payments, 'svc-mess': ports.mess, 'svc-gateway': ports.gateway };
  const launch = async (name: string, script: ServiceName, port: number) => {
    // Whatever answers there is not what this run starts: its tests would talk to a stranger (an earlier run's
    // leftover still holding the port) and fail for reasons that have nothing to do with the code under test.
    if (await portOpen(port)) throw new Error(`port ${port} (${name}) is taken by another process; stop it and run again`);
    // `node --import tsx` rather than the tsx CLI: one process per service, so signals (and a crash test's
    // SIGKILL) reach the service itself, not a wrapper that would leave it running.
    const child = children.start(name, process.execPath, ['--import', 'tsx', join(ROOT, script, 'src/main.ts')], { env: { ...merged, ...envOf[script], PORT: String(port) }, cwd: ROOT, quiet });
    // A service that refuses to start (bad settings) says so at once rather than after the minute of waiting.
    const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`${name} exited (code ${code}) before it answered`))));
    await Promise.race([waitForUrl(`http://127.0.0.1:${port}/health`, 60_000), exited]);
  };
  const startService = async (name: ServiceName) => {
    if (name === 'svc-meals') await Promise.all(mealsPorts.map((port, index) => launch(index ? `svc-meals#${index}` : 'svc-meals', 'svc-meals', port)));
    else if (name === 'svc-mess') await Promise.all(messPorts.map((port, index) => launch(index ? `svc-mess#${index}` : 'svc-mess', 'svc-mess', port)));
    else if (name === 'svc-gateway') await Promise.all(gatewayPorts.map((port, index) => launch(index ? `svc-gateway#${index}` : 'svc-gateway', 'svc-gateway', port)));
    else await launch(name, name, portOf[name]);
  };
  await Promise.all(SERVICES.map(startService));
  return {
    mode: 'processes',
    gatewayUrl: `http://localhost:${ports.gateway}`,
    mealsUrls,
    messUrls,
    gatewayUrls: gatewayPorts.map((port) => `http://localhost:${port}`),
    startService,
    stopService: async (name) => {
      await children.stop(name);
      if (name === 'svc-meals') for (let index = 1; index < mealsInstances; index++) await children.stop(`svc-meals#${index}`);
      if (name === 'svc-gateway') for (let index = 1; index < gatewayInstances; index++) await children.stop(`svc-gateway#${index}`);
      if (name === 'svc-mess') for (let index = 1; index < messInstances; index++) await children.stop(`svc-mess#${index}`);
    },
    killMealsInstance: (index) => children.kill(index ? `svc-meals#${index}` : 'svc-meals'),
    stop: () => children.stop(),
  };
}
