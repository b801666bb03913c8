/**
 * `npm run bench:mess`: the mess office under a month of plans (scripts/bench/mess/), in two scenarios:
 *  - headcount: the kitchen's number, `GET /api/mess/headcount?date=` through the gateway, against a ceiling (a bare
 *    node:http server in its own process answering the very bytes and headers the gateway sent), in interleaved
 *    rounds; then a burst: every boarder switches one slot of one day (half off, half on with a guest),
 *    BENCH_SWITCHING at a time, while wrk reads the headcount over BENCH_READERS connections, and the count is
 *    checked exact;
 *  - cutoff: the cutoff minute. An admin moves Breakfast's cutoff rule (through the API) to a whole minute a little
 *    over a minute ahead, so the services' own clocks reach a real cutoff (see mess/cutoff-minute.ts); every boarder
 *    switches that breakfast once, send times spread over the minute before the cutoff (open loop), a few in its last
 *    200 ms and a few after it (each must be 409 with cutoffAt), while 3 admins follow `headcount.changed` on
 *    `/events` and BENCH_READERS readers poll the headcount back to back. The count right after the cutoff must
 *    equal the seed plus the switches answered 200 (not judged when the gateway gave up on a switch).
 * The bench exits non-zero when a count is not exact (a correctness failure); missed performance targets only print.
 *
 * 2,000 boarders (BENCH_BOARDERS) and a month of plans (switches off, guests, leaves) are written straight into
 * svc-mess's store before its services start: through the API the seed alone would take minutes. Session tokens
 * are signed with the stack's secret (students and admins the services have not heard of keep the token's role).
 *
 * Embedded mode by default (the services in one child process, NeDB, as `npm start` runs them); BENCH_MODE=real
 * runs each service as its own process against FerretDB, Redis and RabbitMQ (source the servers' env first) with two
 * svc-mess instances behind the gateway, on an exchange and databases of the run's own (svc-mess's is dropped at the
 * end). Knobs:
 * BENCH_SCENARIO (all | headcount | cutoff), BENCH_ROUNDS (2), BENCH_SECONDS (3), BENCH_CONNECTIONS (32),
 * BENCH_BOARDERS (2000), BENCH_SWITCHING (64), BENCH_READERS (4: wrk's connections during the burst, polling loops
 * during the cutoff minute), TEST_PORT_OFFSET (added to ports from 22051).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_MESS_SETTINGS, shiftDate } from '@hostel/contracts';
import { DEV_JWT_SECRET, issueSessionToken, newId, REAL_SERVER_VARIABLES } from '@hostel/platform';
import { requireServer } from '@hostel/platform/testing';
import { datesBetween, firstOpenDate } from '../../svc-mess/src/calendar/cutoffs';
import { SettingsTimeline } from '../../svc-mess/src/settings/settings-history';
import type { BackendPorts } from '../stack/backend';
import { waitForUrl } from '../stack/processes';
import { benchOverrides } from './catalogue';
import { loadTool } from './load';
import { cutoffMinute } from './mess/cutoff-minute';
import { headcountScenario } from './mess/headcount-scenario';
import { dropMessStore, seedMonth } from './mess/seed';
import { startMessStack } from './mess/stack';
import type { Check } from './mess/stats';

const MODE = process.env.BENCH_MODE === 'real' ? 'real' : 'embedded';
const SCENARIO = (['headcount', 'cutoff'] as const).find((name) => name === process.env.BENCH_SCENARIO) ?? 'all';
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

async function main() {
  const tool = loadTool();
  const started = Date.now();
  console.log(`Mess office bench: ${MODE} mode, scenario ${SCENARIO}, ${BOARDERS} boarders with a month of plans.`);
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

  const seedStarted = Date.now();
  const seeded = await seedMonth(env, dates, BOARDERS);
  console.log(`seeded ${seeded.boarders.length} boarders and ${seeded.planDocs} plan slots (${dates[0]} to ${dates.at(-1)}) in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s, straight into the store`);

  const checks: Check[] = [];
  let exact = true;
  const stack = await startMessStack(MODE, PORTS, env);
  try {
    const gateway = `http://127.0.0.1:${PORTS.gateway}`;
    await waitForUrl(`${gateway}/health`, 60_000);
    const adminTokens = [1, 2, 3].map((index) => issueSessionToken({ sub: newId(), email: `bench-admin-${index}@hostel.test`, role: 'admin' }, secret));
    const tokens = seeded.boarders.map((userId, index) => issueSessionToken({ sub: userId, email: `boarder-${index}@bench.test`, role: 'user' }, secret));
    if (SCENARIO !== 'cutoff') {
      console.log(`\nHeadcount: ${tool} with ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds × ${SECONDS} s per variant; then every boarder switches one slot, ${SWITCHING} at a time, while ${READERS} connections read the headcount.`);
      const headcount = await headcountScenario({ mode: MODE, tool, gateway, ceilingPort: CEILING_PORT, adminToken: adminTokens[0]!, tokens, readDate: dates[10]!, switchDate: dates[12]!, rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS, switching: SWITCHING, readers: READERS });
      checks.push(...headcount.checks);
      exact &&= headcount.exact;
    }
    if (SCENARIO !== 'headcount') {
      const cutoff = await cutoffMinute({ gateway, adminTokens, tokens, seeded, dates, readers: READERS });
      checks.push(...cutoff.checks);
      exact &&= cutoff.exact;
    }
  } finally {
    await stack.stop();
    if (MODE === 'real') await dropMessStore(env);
    else rmSync(env.DATA_DIR!, { recursive: true, force: true });
  }

  console.log(`\nTargets (${MODE} mode)`);
  console.table(checks.map(([target, holds, figure]) => ({ target, figure, holds: holds === undefined ? '-' : holds ? 'yes' : 'NO' })));
  console.log(`took ${Math.round((Date.now() - started) / 1000)} s`);
  if (!exact) throw new Error('a count was not exact (see above)');
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
