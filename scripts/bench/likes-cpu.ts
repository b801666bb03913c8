/**
 * `npm run bench:likes-cpu` (real mode: source the test servers' env first): what 20 likes a second cost each
 * process of the real stack (three svc-meals behind the gateway, FerretDB, Redis, RabbitMQ), with no readers.
 * Each process's CPU (user + system ticks from /proc) over 10 s of likes, beside its CPU over 5 s of idling just
 * before, in percent of one core. It says where the likes ratio of `npm run bench` in real mode goes on a box that
 * hosts the database too.
 */
import { execSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEV_JWT_SECRET, issueSessionToken, newId } from '@hostel/platform';
import { requireServer } from '@hostel/platform/testing';
import { seedStore } from '../seed';
import { startProcessBackend } from '../stack/backend';
import { sleep } from '../stack/processes';
import type { LikesReport, LikesRun } from './likes-driver';

const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
const PORTS = { gateway: 28380 + offset, meals: 28301 + offset, users: 28302 + offset, payments: 28303 + offset };
const LIFTED = '1000000000';
const LIKES_PER_SECOND = 20;
const TICKS_PER_SECOND = 100;

/** CPU ticks so far of every process worth naming, by name (the three svc-meals by pid). */
function cpuTicks(): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const line of execSync('ps -eo pid,comm,args --no-headers').toString().trim().split('\n')) {
    const [pid, comm, ...rest] = line.trim().split(/\s+/);
    const args = rest.join(' ');
    const service = /svc-[a-z]+/.exec(args)?.[0];
    const name = args.includes('ferretdb') ? 'ferretdb' : args.includes('redis-server') ? 'redis' : comm === 'beam.smp' ? 'rabbitmq' : args.includes('likes-driver') ? 'likes driver' : service ? `${service} (${pid})` : undefined;
    if (!name) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks.set(name, (ticks.get(name) ?? 0) + Number(fields[11]) + Number(fields[12]));
  }
  return ticks;
}

const percent = (from: Map<string, number>, to: Map<string, number>, name: string, seconds: number) =>
  (((to.get(name) ?? 0) - (from.get(name) ?? 0)) / TICKS_PER_SECOND / seconds) * 100;

async function main(): Promise<void> {
  for (const name of ['MONGODB_URI', 'REDIS_URL', 'AMQP_URL']) requireServer(name);
  const run = randomBytes(4).toString('hex');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    RATE_LIMIT_ANONYMOUS: LIFTED,
    RATE_LIMIT_USER: LIFTED,
    RATE_LIMIT_PREFIX: `rl-likes-cpu-${run}`,
    DB_NAME_SUFFIX: `_likescpu${run}`,
    EVENTS_EXCHANGE: `likes-cpu.${run}`,
  };
  await seedStore(env);
  const backend = await startProcessBackend(PORTS, env, true, 3);
  const driver = fork(join(__dirname, 'likes-driver.ts'), [], { execArgv: ['--import', 'tsx', '--require', join(__dirname, '../stack/exit-with-parent.cjs')], stdio: 'inherit' });
  try {
    const gatewayUrl = `http://127.0.0.1:${PORTS.gateway}/api`;
    const firstPage = (await (await fetch(`${gatewayUrl}/meals?page=1&limit=6`)).json()) as { _id: string }[];
    const pairs: LikesRun['pairs'] = [];
    for (let s = 0; s < 200; s++) {
      const token = issueSessionToken({ sub: newId(), email: `likes-cpu-${s}@hostel.test`, role: 'user' }, env.JWT_SECRET ?? DEV_JWT_SECRET);
      for (const meal of firstPage) pairs.push({ token, mealId: meal._id });
    }
    await new Promise((resolve) => driver.once('message', resolve)); // ready
    const likes = (seconds: number) => {
      driver.send({ gatewayUrl, likesPerSecond: LIKES_PER_SECOND, seconds, pairs: pairs.splice(0, LIKES_PER_SECOND * (seconds + 1)) } satisfies LikesRun);
      return new Promise<LikesReport>((resolve) => driver.once('message', (report: LikesReport) => resolve(report)));
    };
    await likes(3); // warm-up
    const idleFrom = cpuTicks();
    await sleep(5000);
    const busyFrom = cpuTicks();
    const report = await likes(10);
    const busyTo = cpuTicks();
    const rows = [...busyTo.keys()].sort().map((name) => {
      const idle = percent(idleFrom, busyFrom, name, 5);
      const busy = percent(busyFrom, busyTo, name, 10);
      return { process: name, 'idle %': idle.toFixed(1), 'with likes %': busy.toFixed(1), 'ms per like': (((busy - idle) * 10) / report.delaysMs.length / 100 * 1000).toFixed(1) };
    });
    console.log(`${LIKES_PER_SECOND} likes/s for 10 s, real mode (three svc-meals), CPU in % of one core:`);
    console.table(rows);
    console.log(`likes: ${report.delaysMs.length} landed, ${report.failed} failed`);
  } finally {
    driver.kill();
    await backend.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
