/**
 * `npm run bench`: the cost of the hot read path, measured side by side in one run.
 * Starts the embedded backend on its own ports with the seeded catalogue and drives the same GET /meals query
 * three ways, interleaved round by round so machine noise hits all alike:
 *  - gateway:  through the gateway (what browsers do), served from the svc-meals list cache;
 *  - cached:   svc-meals directly, cache on (the gateway hop's cost is gateway vs cached);
 *  - uncached: a second svc-meals app over the same store whose cache never hits (the cache's benefit).
 * Prints requests/s and p50/p95 latency per variant and the ratios between them.
 */
import { performance } from 'node:perf_hooks';
import { listen, type Cache } from '@hostel/platform';
import { loadMealsConfig } from '../../svc-meals/src/config';
import { createMealsService } from '../../svc-meals/src/service';
import { startSandboxBackend } from '../stack/backend';

const PORTS = { gateway: 28180, meals: 28101, users: 28102, payments: 28103 };
const UNCACHED_PORT = 28111;

/** A cache that never hits: every list request queries the store and aggregates ratings. */
const noCache: Cache = {
  kind: 'memory',
  get: async () => null,
  set: async () => undefined,
  del: async () => undefined,
  delPrefix: async () => 0,
  incr: async () => 1,
  ping: async () => undefined,
  close: async () => undefined,
};
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const REQUESTS_PER_ROUND = Number(process.env.BENCH_REQUESTS ?? 200);
const CONCURRENCY = 8;

interface Sample {
  latencies: number[];
  seconds: number;
}

async function drive(url: () => string): Promise<Sample> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS_PER_ROUND) {
        next++;
        const t0 = performance.now();
        const res = await fetch(url());
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${url()} answered ${res.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function main() {
  process.env.LOG_LEVEL ??= 'silent';
  const { backend, meals, env } = await startSandboxBackend(PORTS, 'bench', { NODE_ENV: 'test', RATE_LIMIT_ANONYMOUS: '10000000' });
  try {
    const uncachedService = await createMealsService({ config: loadMealsConfig(env), deps: { ...meals.deps, cache: noCache } });
    const uncachedServer = await listen(uncachedService.app, UNCACHED_PORT, '127.0.0.1');
    const query = '/meals?category=Lunch';
    const variants: Record<string, () => string> = {
      gateway: () => `http://127.0.0.1:${PORTS.gateway}/api${query}`,
      cached: () => `http://127.0.0.1:${PORTS.meals}${query}`,
      uncached: () => `http://127.0.0.1:${UNCACHED_PORT}${query}`,
    };
    const results: Record<string, { latencies: number[]; seconds: number }> = {};
    for (const name of Object.keys(variants)) results[name] = { latencies: [], seconds: 0 };
    await drive(variants.cached!); // warm-up: JIT, connections, the first cache fill
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, url] of Object.entries(variants)) {
        const sample = await drive(url);
        results[name]!.latencies.push(...sample.latencies);
        results[name]!.seconds += sample.seconds;
      }
    }
    const rows = Object.entries(results).map(([name, r]) => ({
      variant: name,
      'req/s': Math.round(r.latencies.length / r.seconds),
      'p50 ms': percentile(r.latencies, 50).toFixed(2),
      'p95 ms': percentile(r.latencies, 95).toFixed(2),
    }));
    console.log(`GET /api/meals, ${ROUNDS} interleaved rounds × ${REQUESTS_PER_ROUND} requests, concurrency ${CONCURRENCY}, embedded mode`);
    console.table(rows);
    const rps = (name: string) => results[name]!.latencies.length / results[name]!.seconds;
    console.log(`list cache: cached vs uncached throughput ${(rps('cached') / rps('uncached')).toFixed(2)}×`);
    console.log(`gateway hop: direct vs through the gateway ${(rps('cached') / rps('gateway')).toFixed(2)}×`);
    await uncachedServer.close();
  } finally {
    await backend.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
