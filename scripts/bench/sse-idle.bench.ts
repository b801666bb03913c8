/**
 * `npm run bench:sse`: what idle live-update streams cost the gateway (the goal: 500 idle streams under 100 MB and
 * under 5 % CPU). The backends run embedded in this process on throwaway data (as `npm start`), except the gateway,
 * which runs as its own process (`node --import tsx svc-gateway/src/main.ts`) so its memory and CPU are its own:
 * read from /proc/<pid> (VmRSS, utime + stime). Two windows of BENCH_SSE_SECONDS (30) each, on the same process:
 *  1. 0 streams: the gateway idle after a warm-up;
 *  2. BENCH_SSE_STREAMS (500) streams held open by as many signed-in students (session tokens issued with the
 *     stack's secret, each its own user), idle: only the heartbeat every LIVE_HEARTBEAT_MS (25 s, its default).
 * Reports RSS (mean over the window) and CPU % (of one core) for both, the difference, and whether every stream
 * stayed open and got its heartbeats. Linux only (/proc). Knobs: BENCH_SSE_STREAMS, BENCH_SSE_SECONDS,
 * TEST_PORT_OFFSET.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request, type ClientRequest } from 'node:http';
import { join } from 'node:path';
import { DEV_JWT_SECRET, issueSessionToken, newId } from '@hostel/platform';
import { startSandboxBackend, type BackendPorts } from '../stack/backend';
import { ROOT } from '../stack/external';
import { Children, sleep, waitForUrl } from '../stack/processes';

const STREAMS = Number(process.env.BENCH_SSE_STREAMS ?? 500);
const SECONDS = Number(process.env.BENCH_SSE_SECONDS ?? 30);
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
const PORTS: BackendPorts = { gateway: 28280 + offset, meals: 28201 + offset, users: 28202 + offset, payments: 28203 + offset, mess: 28204 + offset };
const LIFTED = '1000000000';
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** Resident memory (bytes) and CPU time so far (seconds) of a process. */
function usage(pid: number): { rss: number; cpu: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  // Fields after the command name (which may hold spaces): utime and stime are the 14th and 15th of the line.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { rss: rssKb * 1024, cpu: ticks / TICKS_PER_SECOND };
}

interface Window {
  rssMb: number;
  cpuPercent: number;
}

/** Samples the process once a second for `seconds`: mean RSS and CPU % of one core over the window. */
async function measure(pid: number, seconds: number): Promise<Window> {
  const start = usage(pid);
  const began = Date.now();
  const rss: number[] = [];
  for (let second = 0; second < seconds; second++) {
    await sleep(1000);
    rss.push(usage(pid).rss);
  }
  const end = usage(pid);
  const elapsed = (Date.now() - began) / 1000;
  return { rssMb: rss.reduce((sum, value) => sum + value, 0) / rss.length / 2 ** 20, cpuPercent: ((end.cpu - start.cpu) / elapsed) * 100 };
}

interface Stream {
  req: ClientRequest;
  connected: boolean;
  heartbeats: number;
  closed: boolean;
}

/** Opens one stream as a signed-in student; resolves once the gateway's `: connected` comment arrives. */
function openStream(token: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { req: undefined as unknown as ClientRequest, connected: false, heartbeats: 0, closed: false };
    stream.req = request(`http://127.0.0.1:${PORTS.gateway}/api/events`, { headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`GET /api/events answered ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (!stream.connected && chunk.includes(': connected')) {
          stream.connected = true;
          resolve(stream);
        }
        stream.heartbeats += chunk.split(': heartbeat').length - 1;
      });
      res.on('close', () => (stream.closed = true));
    });
    stream.req.on('error', (err) => (stream.connected ? (stream.closed = true) : reject(err)));
    stream.req.end();
  });
}

async function main() {
  if (process.platform !== 'linux') throw new Error('bench:sse reads /proc: Linux only');
  const overrides: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    RATE_LIMIT_USER: LIFTED,
    RATE_LIMIT_ANONYMOUS: LIFTED,
  };
  console.log(`Starting the embedded backend (ports from ${PORTS.meals}) and the gateway as its own process on ${PORTS.gateway}…`);
  const { backend, env } = await startSandboxBackend(PORTS, 'bench-sse', overrides);
  const children = new Children();
  try {
    // The gateway of the embedded stack gives way to one in its own process, so what is measured is the gateway alone.
    await backend.stopService('svc-gateway');
    const gateway = children.start('svc-gateway', process.execPath, ['--import', 'tsx', join(ROOT, 'svc-gateway/src/main.ts')], {
      env: {
        ...env,
        PORT: String(PORTS.gateway),
        MEALS_URL: `http://127.0.0.1:${PORTS.meals}`,
        USERS_URL: `http://127.0.0.1:${PORTS.users}`,
        PAYMENTS_URL: `http://127.0.0.1:${PORTS.payments}`,
        MESS_URL: `http://127.0.0.1:${PORTS.mess}`,
      },
      cwd: ROOT,
      quiet: true,
    });
    await waitForUrl(`http://127.0.0.1:${PORTS.gateway}/api/health`, 60_000);
    const pid = gateway.pid!;
    const secret = env.JWT_SECRET ?? DEV_JWT_SECRET;
    const tokens = Array.from({ length: STREAMS }, (_, index) => issueSessionToken({ sub: newId(), email: `sse-${index}@hostel.test`, role: 'user' }, secret));

    // Warm-up: the code paths a stream takes are loaded and compiled before the baseline is read.
    const warm = await Promise.all(tokens.slice(0, 5).map(openStream));
    for (const stream of warm) stream.req.destroy();
    await sleep(5000);

    console.log(`Window 1: 0 streams, ${SECONDS} s idle…`);
    const idle = await measure(pid, SECONDS);

    console.log(`Opening ${STREAMS} streams…`);
    const opening = Date.now();
    const streams: Stream[] = [];
    for (let index = 0; index < tokens.length; index += 50) streams.push(...(await Promise.all(tokens.slice(index, index + 50).map(openStream))));
    const openMs = Date.now() - opening;
    await sleep(3000);

    console.log(`Window 2: ${STREAMS} streams, ${SECONDS} s idle…`);
    const loaded = await measure(pid, SECONDS);
    const open = streams.filter((stream) => !stream.closed).length;
    const heartbeats = streams.reduce((sum, stream) => sum + stream.heartbeats, 0);
    for (const stream of streams) stream.req.destroy();

    const row = (label: string, window: Window) => `| ${label} | ${window.rssMb.toFixed(1)} MB | ${window.cpuPercent.toFixed(2)} % |`;
    console.log(`\nGateway process (pid ${pid}), ${SECONDS} s idle windows, LIVE_HEARTBEAT_MS ${env.LIVE_HEARTBEAT_MS ?? '25000 (default)'}:\n`);
    console.log('| streams | RSS (mean) | CPU (one core) |');
    console.log('|---|---|---|');
    console.log(row('0', idle));
    console.log(row(String(STREAMS), loaded));
    console.log(`| difference | ${(loaded.rssMb - idle.rssMb).toFixed(1)} MB | ${(loaded.cpuPercent - idle.cpuPercent).toFixed(2)} % |`);
    console.log(`\n${STREAMS} streams opened in ${(openMs / 1000).toFixed(1)} s; ${open} still open at the end; ${heartbeats} heartbeats received.`);
    const withinTarget = loaded.rssMb - idle.rssMb < 100 && loaded.cpuPercent - idle.cpuPercent < 5 && open === STREAMS;
    console.log(withinTarget ? 'Within the target (under 100 MB and 5 % CPU more, every stream open).' : 'OUTSIDE the target (100 MB, 5 % CPU, every stream open).');
    if (!withinTarget) process.exitCode = 1;
  } finally {
    await children.stop();
    await backend.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
