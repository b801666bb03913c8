/**
 * `npm run bench:mess`: the mess office under a month of plans, side by side in one run:
 *  - the kitchen's number, `GET /api/mess/headcount?date=` through the gateway, against a ceiling (a bare node:http
 *    server in its own process answering the very bytes and headers the gateway sent), in interleaved rounds;
 *  - a switch's p50/p99 while the headcount is read: every boarder switches one slot of one day (half off, half on
 *    with a guest), BENCH_SWITCHING at a time, while wrk reads the headcount over BENCH_READERS connections (a few
 *    admins' screens, not a flood: every read counts the whole day); then the count is checked exact.
 *
 * 2,000 boarders (BENCH_BOARDERS) and a month of plans (switches off, guests, leaves) are written straight into
 * svc-mess's store before its services start: through the API the seed alone would take minutes. Session tokens
 * are signed with the stack's secret (students and an admin the services have not heard of keep the token's role).
 *
 * Embedded mode by default (the services in one child process, NeDB, as `npm start` runs them); BENCH_MODE=real
 * runs each service as its own process against FerretDB, Redis and RabbitMQ (source /tmp/servers.env) with two
 * svc-mess instances behind the gateway. Knobs: BENCH_ROUNDS (2), BENCH_SECONDS (3), BENCH_CONNECTIONS (32),
 * BENCH_BOARDERS (2000), BENCH_SWITCHING (64), BENCH_READERS (4), TEST_PORT_OFFSET (added to ports from 22051).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULT_MESS_SETTINGS, MEAL_SLOTS, shiftDate, type MealSlot } from '@hostel/contracts';
import { DEV_JWT_SECRET, issueSessionToken, newId, openStore, REAL_SERVER_VARIABLES } from '@hostel/platform';
import { requireServer } from '@hostel/platform/testing';
import { datesBetween, firstOpenDate } from '../../svc-mess/src/calendar/cutoffs';
import { SettingsTimeline } from '../../svc-mess/src/settings/settings-history';
import { firstStayOf } from '../../svc-mess/src/boarders/migrate-boarders';
import { boarderId, messCollections, OPEN_END, planSlotId, type PlanSlotDoc } from '../../svc-mess/src/mess-store';
import { startProcessBackend, type BackendPorts } from '../stack/backend';
import { EXIT_WITH_PARENT, waitForUrl } from '../stack/processes';
import { benchOverrides } from './catalogue';
import { drive, loadTool, rawGet, type LoadResult } from './load';

const MODE = process.env.BENCH_MODE === 'real' ? 'real' : 'embedded';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const BOARDERS = Number(process.env.BENCH_BOARDERS ?? 2000);
const SWITCHING = Number(process.env.BENCH_SWITCHING ?? 64);
const READERS = Number(process.env.BENCH_READERS ?? 4);
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
// Last digits the other benches' ports never end in (theirs: x01–x04, x80, x90 and instances 10 apart), and low
// enough that an offset of a few thousand stays below the kernel's ephemeral ports (32768 on): a port there can be
// taken for a moment by any outgoing connection, which failed two runs with EADDRINUSE.
const PORTS: BackendPorts = { gateway: 22057 + offset, meals: 22051 + offset, users: 22052 + offset, payments: 22053 + offset, mess: 22054 + offset };
const CEILING_PORT = 22058 + offset;
const SWITCHED_SLOT: MealSlot = 'Lunch';

/** A rough random but repeatable month: the same seed gives the same plans in both modes. */
function* randomNumbers(seed: number): Generator<number, never> {
  let state = seed;
  for (;;) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    yield state / 2 ** 31;
  }
}

/** Writes the boarders and their month of plans straight into svc-mess's store (before its services start). */
async function seedMonth(env: NodeJS.ProcessEnv, dates: string[]): Promise<{ boarders: string[]; planDocs: number }> {
  const store = await openStore({ mongoUri: env.MONGODB_URI, dataDir: env.DATA_DIR ?? '.data', dbName: `mess${env.DB_NAME_SUFFIX ?? ''}` });
  try {
    const db = await messCollections(store);
    const users = Array.from({ length: BOARDERS }, () => newId());
    const from = dates[0]!;
    for (let start = 0; start < users.length; start += 1000) {
      const records = users.slice(start, start + 1000).map((userId, index) => ({ userId, email: `boarder-${start + index}@bench.test`, from, until: OPEN_END }));
      await db.boarders.insertMany(records.map(({ userId, email }) => ({ _id: boarderId(userId), userId, email, stays: 1 })));
      await db.stays.insertMany(records.map(firstStayOf));
    }
    const random = randomNumbers(24);
    const next = () => random.next().value;
    const now = new Date().toISOString();
    let batch: PlanSlotDoc[] = [];
    let planDocs = 0;
    const flush = async () => {
      if (batch.length) await db.plan.insertMany(batch);
      planDocs += batch.length;
      batch = [];
    };
    for (const userId of users) {
      // One boarder in ten takes a leave of 3–7 days somewhere in the month.
      const leaveStart = next() < 0.1 ? Math.floor(next() * (dates.length - 7)) : -1;
      const leaveDays = 3 + Math.floor(next() * 5);
      for (const [day, date] of dates.entries()) {
        for (const slot of MEAL_SLOTS) {
          const onLeave = leaveStart >= 0 && day >= leaveStart && day < leaveStart + leaveDays;
          const roll = next();
          const doc = onLeave
            ? { on: false, guests: 0, source: 'leave' as const, leaveId: `leave-${userId}` }
            : roll < 0.15
              ? { on: false, guests: 0, source: 'self' as const }
              : roll < 0.22
                ? { on: true, guests: 1 + Math.floor(next() * DEFAULT_MESS_SETTINGS.maxGuests), source: 'self' as const }
                : undefined;
          if (doc) batch.push({ _id: planSlotId(userId, date, slot), userId, date, slot, ...doc, updatedAt: now });
          if (batch.length >= 1000) await flush();
        }
      }
    }
    await flush();
    return { boarders: users, planDocs };
  } finally {
    await store.close();
  }
}

async function startEmbedded(env: NodeJS.ProcessEnv): Promise<{ stop: () => Promise<void> }> {
  const child = fork(join(__dirname, 'mess-stack.ts'), [], { execArgv: ['--import', 'tsx', ...EXIT_WITH_PARENT], stdio: 'inherit' });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the embedded backend exited (${code}) before it was ready`)));
    child.once('message', () => resolve());
    child.send({ ports: PORTS, env });
  });
  child.removeAllListeners('exit');
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function startCeiling(url: string, path: string, headers: Record<string, string>): Promise<ChildProcess> {
  const answer = await rawGet(url, headers);
  if (answer.status !== 200) throw new Error(`the headcount answered ${answer.status}: ${answer.body.toString()}`);
  const file = join(tmpdir(), `ceiling-mess-${process.pid}.json`);
  writeFileSync(file, JSON.stringify({ [path]: { status: answer.status, headers: answer.headers, body: answer.body.toString('base64') } }));
  const child = fork(join(__dirname, 'ceiling-server.mjs'), [file, String(CEILING_PORT)], { stdio: 'ignore', execArgv: [...process.execArgv, ...EXIT_WITH_PARENT] });
  await new Promise((resolve) => child.once('message', resolve));
  return child;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? NaN;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const summary = (runs: LoadResult[]): LoadResult => ({ rps: mean(runs.map((r) => r.rps)), p50Ms: median(runs.map((r) => r.p50Ms)), p99Ms: Math.max(...runs.map((r) => r.p99Ms)), errors: runs.reduce((sum, r) => sum + r.errors, 0) });

/** Every boarder switches the same slot once, `SWITCHING` at a time: each switch's time and answer. */
async function switchAll(gateway: string, tokens: string[], date: string): Promise<{ latencies: number[]; failures: Record<string, number> }> {
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < tokens.length) {
      const index = next++;
      const body = index % 2 === 0 ? { on: false } : { on: true, guests: 1 };
      const started = performance.now();
      const res = await fetch(`${gateway}/api/mess/plan/${date}/${SWITCHED_SLOT}`, { method: 'PUT', headers: { Authorization: `Bearer ${tokens[index]}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      if (res.status !== 200) failures[res.status] = (failures[res.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: SWITCHING }, worker));
  return { latencies, failures };
}

async function main() {
  const tool = loadTool();
  const started = Date.now();
  console.log(`Mess office bench: ${MODE} mode, ${BOARDERS} boarders with a month of plans, ${tool} with ${CONNECTIONS} connections,`);
  console.log(`${ROUNDS} interleaved rounds × ${SECONDS} s per variant; then every boarder switches one slot, ${SWITCHING} at a time, while ${READERS} connections read the headcount.`);
  const run = randomBytes(4).toString('hex');
  const env: NodeJS.ProcessEnv = { ...process.env, ...benchOverrides(run) };
  if (MODE === 'real') {
    for (const name of ['MONGODB_URI', 'REDIS_URL', 'AMQP_URL']) requireServer(name);
    Object.assign(env, { DB_NAME_SUFFIX: `_benchmess${run}`, EVENTS_EXCHANGE: `benchmess.${run}` });
  } else {
    for (const name of REAL_SERVER_VARIABLES) delete env[name];
    env.DATA_DIR = mkdtempSync(join(tmpdir(), 'hostel-bench-mess-'));
  }
  const secret = env.JWT_SECRET ?? DEV_JWT_SECRET;
  const open = firstOpenDate(new SettingsTimeline([], DEFAULT_MESS_SETTINGS), new Date());
  const dates = datesBetween(open, shiftDate(open, 29));
  const readDate = dates[10]!;
  const switchDate = dates[12]!;

  const seedStarted = Date.now();
  const { boarders, planDocs } = await seedMonth(env, dates);
  console.log(`seeded ${boarders.length} boarders and ${planDocs} plan slots (${dates[0]} to ${dates.at(-1)}) in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s, straight into the store`);

  const backend = MODE === 'real' ? await startProcessBackend(PORTS, env, true, 1, {}, 1, 2) : await startEmbedded(env);
  let ceiling: ChildProcess | undefined;
  try {
    const gateway = `http://127.0.0.1:${PORTS.gateway}`;
    await waitForUrl(`${gateway}/health`, 60_000);
    const adminToken = issueSessionToken({ sub: newId(), email: 'bench-admin@hostel.test', role: 'admin' }, secret);
    const headers = { Authorization: `Bearer ${adminToken}`, 'accept-encoding': 'br, gzip, deflate' };
    const path = `/api/mess/headcount?date=${readDate}`;
    ceiling = await startCeiling(`${gateway}${path}`, path, headers);
    const urlOf = (variant: 'ceiling' | 'gateway') => (variant === 'ceiling' ? `http://127.0.0.1:${CEILING_PORT}${path}` : `${gateway}${path}`);

    // Warm-up, as long as a measured run: JIT, keep-alive sockets.
    for (const variant of ['ceiling', 'gateway'] as const) await drive(tool, urlOf(variant), { connections: CONNECTIONS, seconds: SECONDS, headers });
    const runs: Record<'ceiling' | 'gateway', LoadResult[]> = { ceiling: [], gateway: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const variant of ['ceiling', 'gateway'] as const) runs[variant].push(await drive(tool, urlOf(variant), { connections: CONNECTIONS, seconds: SECONDS, headers }));
    }

    // The switches, while wrk reads the headcount for as long as they last (at least BENCH_SECONDS).
    const tokens = boarders.map((userId, index) => issueSessionToken({ sub: userId, email: `boarder-${index}@bench.test`, role: 'user' }, secret));
    const switching = switchAll(gateway, tokens, switchDate);
    const switchStarted = Date.now();
    const readsDuring: LoadResult[] = [];
    let done = false;
    void switching.finally(() => (done = true));
    while (!done || readsDuring.length === 0) readsDuring.push(await drive(tool, urlOf('gateway'), { connections: READERS, seconds: 1, headers }));
    const { latencies, failures } = await switching;
    const switchSeconds = (Date.now() - switchStarted) / 1000;

    // Exact: half the boarders off, the other half on with one guest each (whatever they had before).
    const expected = { on: Math.floor(boarders.length / 2), guests: Math.floor(boarders.length / 2) };
    const counted = (await (await fetch(`${gateway}/api/mess/headcount?date=${switchDate}`, { headers: { Authorization: `Bearer ${adminToken}` } })).json()) as { days: { slots: { slot: string; on: number; guests: number }[] }[] };
    const slot = counted.days[0]!.slots.find((entry) => entry.slot === SWITCHED_SLOT)!;

    const ceilingRow = summary(runs.ceiling);
    const gatewayRow = summary(runs.gateway);
    const duringRow = summary(readsDuring);
    console.log(`\nGET ${path} (${BOARDERS} boarders)`);
    console.table([
      { variant: 'ceiling', 'req/s': Math.round(ceilingRow.rps), '× ceiling': '1.00', 'p50 ms': ceilingRow.p50Ms.toFixed(2), 'p99 ms': ceilingRow.p99Ms.toFixed(2), errors: ceilingRow.errors },
      { variant: 'gateway', 'req/s': Math.round(gatewayRow.rps), '× ceiling': (gatewayRow.rps / ceilingRow.rps).toFixed(2), 'p50 ms': gatewayRow.p50Ms.toFixed(2), 'p99 ms': gatewayRow.p99Ms.toFixed(2), errors: gatewayRow.errors },
      { variant: `gateway, ${READERS} connections, while switching`, 'req/s': Math.round(duringRow.rps), '× ceiling': (duringRow.rps / ceilingRow.rps).toFixed(2), 'p50 ms': duringRow.p50Ms.toFixed(2), 'p99 ms': duringRow.p99Ms.toFixed(2), errors: duringRow.errors },
    ]);
    console.log(`\n${latencies.length} switches of ${SWITCHED_SLOT} on ${switchDate}, ${SWITCHING} at a time, in ${switchSeconds.toFixed(1)} s (${Math.round(latencies.length / switchSeconds)}/s): p50 ${median(latencies).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms, failures ${JSON.stringify(failures)}`);
    console.log(`headcount of ${SWITCHED_SLOT} on ${switchDate}: on ${slot.on}, guests ${slot.guests} (expected ${expected.on}, ${expected.guests})`);

    // The ratio has no target: each read counts the whole day from the plans (exact by design), where the ceiling
    // replays bytes; it is here to follow from run to run, side by side with the same machine's ceiling.
    const checks: [string, boolean | undefined, string][] = [
      ['headcount through the gateway, × ceiling (no target)', undefined, (gatewayRow.rps / ceilingRow.rps).toFixed(3)],
      ['headcount p99 ≤ 250 ms (gateway, no switches)', gatewayRow.p99Ms <= 250, `${gatewayRow.p99Ms.toFixed(1)} ms`],
      ['every switch answers 200', Object.keys(failures).length === 0, JSON.stringify(failures)],
      ['switch p99 ≤ 1,000 ms while the headcount is read', percentile(latencies, 0.99) <= 1000, `p50 ${median(latencies).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms`],
      ['headcount exact after the switches', slot.on === expected.on && slot.guests === expected.guests, `on ${slot.on}/${expected.on}, guests ${slot.guests}/${expected.guests}`],
      ['no read errors while switching', duringRow.errors === 0, String(duringRow.errors)],
    ];
    console.log('\nTargets (issue 24)');
    console.table(checks.map(([target, ok, figure]) => ({ target, figure, holds: ok === undefined ? '-' : ok ? 'yes' : 'NO' })));
  } finally {
    ceiling?.kill();
    await backend.stop();
  }
  console.log(`took ${Math.round((Date.now() - started) / 1000)} s`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
