/**
 * The meal-time rush bench's catalogues: one backend per catalogue size, each started afresh and grown before any
 * measurement, so the sizes are measured side by side in processes of the same age (see meals-rush.bench.ts).
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { openStore, type Collection } from '@hostel/platform';
import { seedStore } from '../seed';
import { startProcessBackend, type BackendPorts } from '../stack/backend';
import { EXIT_WITH_PARENT, sleep, waitForUrl } from '../stack/processes';

export const PAGE = 6;
/** The gateway's rate limits, lifted: one address drives hundreds of thousands of requests here. */
export const LIFTED = '1000000000';

/** Rate limits lifted and the services silent. */
export function benchOverrides(run: string): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    RATE_LIMIT_ANONYMOUS: LIFTED,
    RATE_LIMIT_USER: LIFTED,
    RATE_LIMIT_SIGN_IN: LIFTED,
    RATE_LIMIT_SIGN_IN_PER_ADDRESS: LIFTED,
    RATE_LIMIT_UPLOADS: LIFTED,
    RATE_LIMIT_IMAGES: LIFTED,
    RATE_LIMIT_PREFIX: `rl-bench-${run}`,
  };
}

/** What growing the catalogue needs of a meals collection: the running service's, or one opened on its store. */
type MealRows = Pick<Collection<{ _id: string } & Record<string, unknown>>, 'count' | 'findOne' | 'insertMany'>;

/** Adds older copies of a seeded meal until there are `size`: the newest six (the first page) stay the same. */
export async function addOlderMeals(meals: MealRows, size: number): Promise<void> {
  const count = await meals.count();
  const template = await meals.findOne({});
  if (!template) throw new Error('the catalogue is empty: the seed did not run');
  const start = Date.parse('2020-01-01T00:00:00Z');
  for (let next = count; next < size; ) {
    const batch = Array.from({ length: Math.min(1000, size - next) }, (_, i) => {
      const n = next + i;
      // Without likes: a meal's likes are like documents with their count marks, and its `likes` is the count they reached.
      const { _id, likes: _likes, ...fields } = template;
      void _id;
      return { ...fields, title: `${String(template.title)} ${n}`, createdAt: new Date(start + n * 60_000).toISOString(), likes: 0 };
    });
    await meals.insertMany(batch);
    next += batch.length;
  }
}

/** One catalogue's backend, grown to its size and answering through its gateway. */
export interface CatalogueStack {
  size: number;
  ports: BackendPorts;
  /** The JWT secret its gateway checks (the likes' tokens are signed with it). */
  secret: string;
  stop: () => Promise<void>;
}

export interface CatalogueStackMessage {
  ports: BackendPorts;
  size: number;
  overrides: NodeJS.ProcessEnv;
}

/**
 * Embedded mode, as `npm start` runs it (every service in one process, NeDB): in a child process of its own, so
 * each catalogue's services share their event loop and heap with nothing but themselves.
 */
async function startEmbeddedCatalogue(ports: BackendPorts, size: number, overrides: NodeJS.ProcessEnv): Promise<CatalogueStack> {
  // BENCH_CPU_PROF_DIR: each backend writes a CPU profile there when it stops (node --cpu-prof), to see where its time went.
  const profile = process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : [];
  const child = fork(join(__dirname, 'catalogue-stack.ts'), [], { execArgv: ['--import', 'tsx', ...profile, ...EXIT_WITH_PARENT], stdio: 'inherit' });
  const secret = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the ${size}-meal backend exited (${code}) before it was ready`)));
    child.once('message', (message: { secret: string }) => resolve(message.secret));
    child.send({ ports, size, overrides } satisfies CatalogueStackMessage);
  });
  child.removeAllListeners('exit');
  return {
    size,
    ports,
    secret,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Real mode: its own databases and exchange, grown before its services (three svc-meals behind the gateway) start. */
async function startRealCatalogue(ports: BackendPorts, size: number, env: NodeJS.ProcessEnv): Promise<CatalogueStack> {
  await seedStore(env);
  const store = await openStore({ mongoUri: env.MONGODB_URI, dbName: `meals${env.DB_NAME_SUFFIX}`, dataDir: '/tmp' });
  try {
    await addOlderMeals(store.collection('meals'), size);
  } finally {
    await store.close();
  }
  const backend = await startProcessBackend(ports, env, true, 3);
  return { size, ports, secret: env.JWT_SECRET ?? '', stop: () => backend.stop() };
}

export async function startCatalogue(mode: 'embedded' | 'real', ports: BackendPorts, size: number, run: string, secret: string): Promise<CatalogueStack> {
  const overrides = benchOverrides(run);
  const stack =
    mode === 'embedded'
      ? await startEmbeddedCatalogue(ports, size, overrides)
      : await startRealCatalogue(ports, size, { ...process.env, ...overrides, DB_NAME_SUFFIX: `_bench${run}c${size}`, EVENTS_EXCHANGE: `bench.${run}.c${size}` });
  await waitForCatalogue(`http://127.0.0.1:${ports.gateway}/api`, size);
  return { ...stack, secret: stack.secret || secret };
}

/** Until the gateway answers the first page and counts `size` meals. */
async function waitForCatalogue(gatewayUrl: string, size: number): Promise<void> {
  await waitForUrl(`${gatewayUrl}/meals?page=1&limit=${PAGE}`, 60_000, (status) => status === 200);
  for (;;) {
    const res = await fetch(`${gatewayUrl}/meals?page=1&limit=1`);
    if (Number(res.headers.get('x-total-count')) >= size) return;
    await sleep(200);
  }
}
