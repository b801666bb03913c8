/**
 * `npm run bench`: the meal-time rush, side by side in one run, interleaved round by round so the
 * machine's noise hits every variant alike:
 *  - ceiling: a bare node:http server (its own process) answering the very bytes and headers the gateway sent;
 *  - gateway: through svc-gateway, as browsers call it;
 *  - meals:   svc-meals directly (the first instance in real mode);
 * for a first page (`/meals?page=1&limit=6`), a meal's details, a deep page, and a first page while signed-in
 * students like meals through the gateway 20 times a second (checking how soon a reader sees each like), with
 * catalogues of 100, 1,000 and 10,000 meals. Then the compressed bytes All Meals downloads scrolled to 24 meals.
 *
 * Each catalogue has a backend of its own, started and grown before anything is measured, and the rounds interleave
 * the catalogues too: the sizes are compared side by side, in processes of the same age. (Measured one after the
 * other in one process, the same meals read slower the second time: the comparison across sizes mostly measured
 * how long the process had run.)
 *
 * Embedded mode by default (each catalogue's services in one process of their own, NeDB, as `npm start` runs them);
 * BENCH_MODE=real runs each service as its own process against FerretDB, Redis and RabbitMQ (source
 * /tmp/servers.env) with three svc-meals behind the gateway. Knobs: BENCH_ROUNDS (2), BENCH_SECONDS per run (3),
 * BENCH_CONNECTIONS (64), BENCH_CATALOGUES (100,1000,10000), TEST_PORT_OFFSET, and BENCH_ONLY=first-page, which measures
 * the first page alone (no details, deep page or likes; only the targets those rows hold are checked). The gateway's
 * rate limits are lifted: one address drives hundreds of thousands of requests here.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEV_JWT_SECRET } from '@hostel/platform';
import { requireServer } from '@hostel/platform/testing';
import type { BackendPorts } from '../stack/backend';
import { EXIT_WITH_PARENT } from '../stack/processes';
import { LIFTED, PAGE, startCatalogue, type CatalogueStack } from './catalogue';
import { Likes, LIKES_PER_SECOND } from './likes';
import { drive, loadTool, rawGet, type LoadResult } from './load';

const MODE = process.env.BENCH_MODE === 'real' ? 'real' : 'embedded';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const CATALOGUES = (process.env.BENCH_CATALOGUES ?? '100,1000,10000').split(',').map(Number);
const FIRST_PAGE_ONLY = process.env.BENCH_ONLY === 'first-page';
/** What a browser sends: the answers measured are the compressed ones All Meals downloads. */
const HEADERS = { 'accept-encoding': 'br, gzip, deflate' };
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
/** Each catalogue's ports, a thousand apart (real mode puts svc-meals instances 10 apart above `meals`). */
const portsOf = (index: number): BackendPorts => {
  const base = 28100 + offset + index * 1000;
  return { gateway: base + 80, meals: base + 1, users: base + 2, payments: base + 3, mess: base + 4 };
};
const ceilingPortOf = (index: number) => 28190 + offset + index * 1000;

type Variant = 'ceiling' | 'gateway' | 'meals';
type Scenario = 'first page' | 'details' | 'deep page' | 'first page + 20 likes/s';
type Path = Exclude<Scenario, 'first page + 20 likes/s'>;

/** One catalogue under measurement: its backend, the ceiling replaying its answers, and its likes driver. */
interface Catalogue {
  stack: CatalogueStack;
  paths: Record<Path, string>;
  ceiling: ChildProcess;
  likes: Likes;
  urlOf: (variant: Variant, path: string) => string;
}

const gatewayUrlOf = (stack: CatalogueStack, path: string) => `http://127.0.0.1:${stack.ports.gateway}/api${path}`;

async function startCeiling(stack: CatalogueStack, port: number, paths: string[]): Promise<ChildProcess> {
  const answers: Record<string, { status: number; headers: Record<string, string>; body: string }> = {};
  for (const path of paths) {
    const answer = await rawGet(gatewayUrlOf(stack, path), HEADERS);
    answers[path] = { status: answer.status, headers: answer.headers, body: answer.body.toString('base64') };
  }
  const file = join(tmpdir(), `ceiling-${process.pid}-${stack.size}.json`);
  writeFileSync(file, JSON.stringify(answers));
  const child = fork(join(__dirname, 'ceiling-server.mjs'), [file, String(port)], { stdio: 'ignore', execArgv: [...process.execArgv, ...EXIT_WITH_PARENT] });
  await new Promise((resolve) => child.once('message', resolve));
  return child;
}

/** A catalogue's backend started and grown, its paths read, its ceiling and likes driver ready. */
async function openCatalogue(index: number, size: number, run: string): Promise<Catalogue> {
  const stack = await startCatalogue(MODE, portsOf(index), size, run, DEV_JWT_SECRET);
  const firstPage = (await (await fetch(gatewayUrlOf(stack, `/meals?page=1&limit=${PAGE}`))).json()) as { _id: string }[];
  const paths: Record<Path, string> = {
    'first page': `/meals?page=1&limit=${PAGE}`,
    details: `/meals/${firstPage[0]!._id}`,
    'deep page': `/meals?page=${Math.max(2, Math.floor(size / PAGE) - 1)}&limit=${PAGE}`,
  };
  const ceiling = await startCeiling(stack, ceilingPortOf(index), Object.values(paths));
  const likesNeeded = LIKES_PER_SECOND * (SECONDS + 1) * ROUNDS * 2;
  const likes = new Likes(gatewayUrlOf(stack, ''), Math.ceil(likesNeeded / firstPage.length), firstPage.map((meal) => meal._id), stack.secret);
  await likes.ready;
  const urlOf = (variant: Variant, path: string) =>
    variant === 'ceiling' ? `http://127.0.0.1:${ceilingPortOf(index)}${path}` : variant === 'gateway' ? gatewayUrlOf(stack, path) : `http://127.0.0.1:${stack.ports.meals}${path}`;
  return { stack, paths, ceiling, likes, urlOf };
}

/** The scenarios each round measures (BENCH_ONLY=first-page: that one). */
const measured = (paths: Record<Path, string>) => (Object.entries(paths) as [Path, string][]).filter(([scenario]) => !FIRST_PAGE_ONLY || scenario === 'first page');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

async function main() {
  const tool = loadTool();
  const started = Date.now();
  console.log(`Meal-time rush bench: ${MODE} mode, ${tool} with ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds × ${SECONDS} s per variant,`);
  console.log(`catalogues ${CATALOGUES.join(', ')}, each on a backend of its own, measured in turn within every round;`);
  console.log(`the gateway's rate limits are lifted (RATE_LIMIT_*=${LIFTED}) for this one-address load.`);
  if (MODE === 'real') for (const name of ['MONGODB_URI', 'REDIS_URL', 'AMQP_URL']) requireServer(name);
  const run = randomBytes(4).toString('hex');
  const catalogues: Catalogue[] = [];
  const stopAll = async () => {
    for (const catalogue of catalogues) {
      catalogue.ceiling.kill();
      catalogue.likes.stop();
      await catalogue.stack.stop();
    }
  };
  // Ctrl-C stops the backends this run started (processes of their own) before leaving.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopAll().finally(() => process.exit(130)));
  const results = new Map<string, LoadResult[]>();
  const record = (key: string, result: LoadResult) => results.set(key, [...(results.get(key) ?? []), result]);
  const report: { catalogue: number; scenario: Scenario; variant: Variant; result: LoadResult }[] = [];
  const bytesAt24 = { body: 0, withHeaders: 0, requests: 0 };
  try {
    for (const [index, size] of CATALOGUES.entries()) catalogues.push(await openCatalogue(index, size, run));
    // Warm-up: JIT, keep-alive sockets, every cache filled once. As long as a measured run: after a shorter one the
    // first catalogue ran slower than the later ones — warm-up, not size.
    for (const { paths, urlOf } of catalogues) {
      for (const [, path] of measured(paths)) for (const variant of ['ceiling', 'gateway', 'meals'] as const) await drive(tool, urlOf(variant, path), { connections: CONNECTIONS, seconds: SECONDS, headers: HEADERS });
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const { stack, paths, likes, urlOf } of catalogues) {
        // This backend sat idle while the others were measured (a minute and more: its caches expired, V8 shrank its
        // heap); one unmeasured second brings it back to the busy state a rush keeps it in. Without it, the first
        // run of each turn read a far worse first-page p99 than every later run of the turn.
        await drive(tool, urlOf('gateway', paths['first page']), { connections: CONNECTIONS, seconds: 1, headers: HEADERS });
        for (const [scenario, path] of measured(paths)) {
          for (const variant of ['ceiling', 'gateway', 'meals'] as const) {
            record(`${stack.size}|${scenario}|${variant}`, await drive(tool, urlOf(variant, path), { connections: CONNECTIONS, seconds: SECONDS, headers: HEADERS }));
          }
        }
        for (const variant of FIRST_PAGE_ONLY ? [] : (['gateway', 'meals'] as const)) {
          const liking = likes.run(SECONDS);
          const result = await drive(tool, urlOf(variant, paths['first page']), { connections: CONNECTIONS, seconds: SECONDS, headers: HEADERS });
          await liking;
          record(`${stack.size}|first page + 20 likes/s|${variant}`, result);
        }
      }
    }

    // All Meals scrolled to 24 meals in the largest catalogue: the pages it asks for, as the browser downloads them.
    const largest = catalogues.reduce((a, b) => (b.stack.size > a.stack.size ? b : a));
    for (let page = 1; page <= 24 / PAGE; page++) {
      const answer = await rawGet(gatewayUrlOf(largest.stack, `/meals?page=${page}&limit=${PAGE}`), { 'accept-encoding': 'br, gzip, deflate' });
      const headerBytes = Object.entries(answer.headers).reduce((sum, [name, value]) => sum + name.length + value.length + 4, 17);
      bytesAt24.body += answer.body.length;
      bytesAt24.withHeaders += answer.body.length + headerBytes;
      bytesAt24.requests++;
    }

    for (const { stack, likes } of catalogues) {
      const size = stack.size;
      if (Object.keys(likes.failures).length > 0) console.warn(`likes and read-backs that failed at ${size} meals: ${JSON.stringify(likes.failures)}`);
      const ceilingOf = (scenario: Scenario) => mean((results.get(`${size}|${scenario === 'first page + 20 likes/s' ? 'first page' : scenario}|ceiling`) ?? []).map((r) => r.rps));
      for (const scenario of ['first page', 'details', 'deep page', 'first page + 20 likes/s'] as Scenario[]) {
        for (const variant of ['ceiling', 'gateway', 'meals'] as Variant[]) {
          const runs = results.get(`${size}|${scenario}|${variant}`);
          if (!runs) continue;
          const result: LoadResult = { rps: mean(runs.map((r) => r.rps)), p50Ms: median(runs.map((r) => r.p50Ms)), p99Ms: Math.max(...runs.map((r) => r.p99Ms)), errors: runs.reduce((sum, r) => sum + r.errors, 0) };
          report.push({ catalogue: size, scenario, variant, result });
        }
      }
      console.log(`\n${size} meals`);
      console.table(
        report
          .filter((row) => row.catalogue === size)
          .map((row) => ({
            request: row.scenario,
            variant: row.variant,
            'req/s': Math.round(row.result.rps),
            '× ceiling': (row.result.rps / ceilingOf(row.scenario)).toFixed(2),
            'p50 ms': row.result.p50Ms.toFixed(2),
            'p99 ms': row.result.p99Ms.toFixed(2),
            errors: row.result.errors,
          })),
      );
      const delays = likes.delaysMs;
      if (!FIRST_PAGE_ONLY) console.log(`likes: ${delays.length} landed; a reader saw each within ${delays.length ? Math.max(...delays) : '-'} ms (median ${delays.length ? median(delays) : '-'} ms, ${likes.reads} reads to see them)`);
    }
  } finally {
    await stopAll();
  }

  const row = (size: number, scenario: Scenario, variant: Variant) => report.find((r) => r.catalogue === size && r.scenario === scenario && r.variant === variant)!.result;
  const ratio = (size: number, scenario: Scenario, variant: Variant) => row(size, scenario, variant).rps / row(size, scenario === 'first page + 20 likes/s' ? 'first page' : scenario, 'ceiling').rps;
  const smallest = Math.min(...CATALOGUES);
  const largest = Math.max(...CATALOGUES);
  const spread = (scenario: Scenario, perCeiling = false) => {
    const p50s = CATALOGUES.map((size) => row(size, scenario, 'gateway').p50Ms / (perCeiling ? row(size, scenario, 'ceiling').p50Ms : 1));
    return Math.max(...p50s) / Math.min(...p50s) - 1;
  };
  // On a shared box the ceiling itself moves between catalogues; relative to it, the noise mostly cancels.
  const spreadFigure = (scenario: Scenario) => `${(spread(scenario) * 100).toFixed(0)} % (${(spread(scenario, true) * 100).toFixed(0)} % relative to the ceiling)`;
  const allDelays = catalogues.flatMap((catalogue) => catalogue.likes.delaysMs);
  const checks: [string, boolean, string][] = [];
  for (const size of CATALOGUES) {
    checks.push([`${size}: first page through the gateway ≥ 0.30 × ceiling`, ratio(size, 'first page', 'gateway') >= 0.3, ratio(size, 'first page', 'gateway').toFixed(2)]);
    checks.push([`${size}: first page straight to svc-meals ≥ 0.45 × ceiling`, ratio(size, 'first page', 'meals') >= 0.45, ratio(size, 'first page', 'meals').toFixed(2)]);
    checks.push([`${size}: first page p99 ≤ 25 ms (gateway, svc-meals)`, row(size, 'first page', 'gateway').p99Ms <= 25 && row(size, 'first page', 'meals').p99Ms <= 25, `${row(size, 'first page', 'gateway').p99Ms.toFixed(1)} / ${row(size, 'first page', 'meals').p99Ms.toFixed(1)} ms`]);
    if (FIRST_PAGE_ONLY) continue;
    checks.push([`${size}: details through the gateway ≥ 0.25 × ceiling`, ratio(size, 'details', 'gateway') >= 0.25, ratio(size, 'details', 'gateway').toFixed(2)]);
    const withLikes = row(size, 'first page + 20 likes/s', 'gateway').rps / row(size, 'first page', 'gateway').rps;
    checks.push([`${size}: first page with 20 likes/s ≥ 0.8 × without (gateway)`, withLikes >= 0.8, withLikes.toFixed(2)]);
  }
  if (!FIRST_PAGE_ONLY) checks.push(['every reader sees a like within 1 s', allDelays.length > 0 && Math.max(...allDelays) <= 1000, `max ${Math.max(...allDelays)} ms over ${allDelays.length} likes`]);
  if (smallest !== largest) {
    checks.push([`first page p50 through the gateway, ${smallest} → ${largest} meals, within 20 %`, spread('first page') <= 0.2, spreadFigure('first page')]);
    if (!FIRST_PAGE_ONLY) checks.push([`deep page p50 through the gateway, ${smallest} → ${largest} meals, within 20 %`, spread('deep page') <= 0.2, spreadFigure('deep page')]);
  }
  checks.push([
    `All Meals scrolled to 24 meals at ${largest} meals < 20 kB compressed`,
    bytesAt24.withHeaders < 20_000,
    `${bytesAt24.body} B of bodies, ${bytesAt24.withHeaders} B with headers, ${bytesAt24.requests} requests`,
  ]);
  console.log('\nTargets (issue 12)');
  console.table(checks.map(([target, ok, figure]) => ({ target, figure, holds: ok ? 'yes' : 'NO' })));
  console.log(`took ${Math.round((Date.now() - started) / 1000)} s`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
