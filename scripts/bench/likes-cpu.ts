/**
 * `npm run bench:likes-cpu` (real mode: source the test servers' env first): what 20 likes a second cost each
 * process of the real stack (three svc-meals behind the gateway, FerretDB, Redis, RabbitMQ), with no readers.
 * Each process's CPU (user + system ticks from /proc) over 10 s of likes, beside its CPU over 5 s of idling just
 * before, in percent of one core. It says where the likes ratio of `npm run bench` in real mode goes on a box that
 * hosts the database too.
 */
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DEV_JWT_SECRET } from '@hostel/platform';
import { requireServer } from '@hostel/platform/testing';
import { seedStore } from '../seed';
import { startProcessBackend } from '../stack/backend';
import { sleep } from '../stack/processes';
import { Likes, LIKES_PER_SECOND } from './likes';

const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
const PORTS = { gateway: 28380 + offset, meals: 28301 + offset, users: 28302 + offset, payments: 28303 + offset, mess: 28304 + offset };
const LIFTED = '1000000000';
const TICKS_PER_SECOND = 100;
const IDLE_SECONDS = 5;
const BUSY_SECONDS = 10;

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
  let likes: Likes | undefined;
  try {
    const gatewayUrl = `http://127.0.0.1:${PORTS.gateway}/api`;
    const firstPage = (await (await fetch(`${gatewayUrl}/meals?page=1&limit=6`)).json()) as { _id: string }[];
    likes = new Likes(gatewayUrl, 200, firstPage.map((meal) => meal._id), env.JWT_SECRET ?? DEV_JWT_SECRET);
    await likes.ready;
    await likes.run(3); // warm-up
    const idleFrom = cpuTicks();
    await sleep(IDLE_SECONDS * 1000);
    const busyFrom = cpuTicks();
    const [landedBefore, failedBefore] = [likes.delaysMs.length, likes.failed];
    await likes.run(BUSY_SECONDS);
    const busyTo = cpuTicks();
    const landed = likes.delaysMs.length - landedBefore;
    const rows = [...busyTo.keys()].sort().map((name) => {
      const idle = percent(idleFrom, busyFrom, name, IDLE_SECONDS);
      const busy = percent(busyFrom, busyTo, name, BUSY_SECONDS);
      // The likes' share of one core over the busy window, in CPU milliseconds, shared among the likes.
      const msPerLike = ((busy - idle) / 100) * BUSY_SECONDS * 1000 / landed;
      return { process: name, 'idle %': idle.toFixed(1), 'with likes %': busy.toFixed(1), 'ms per like': msPerLike.toFixed(1) };
    });
    console.log(`${LIKES_PER_SECOND} likes/s for ${BUSY_SECONDS} s, real mode (three svc-meals), CPU in % of one core:`);
    console.table(rows);
    console.log(`likes: ${landed} landed, ${likes.failed - failedBefore} failed`);
  } finally {
    likes?.stop();
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
