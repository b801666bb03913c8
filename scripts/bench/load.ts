import { execFileSync, spawn } from 'node:child_process';
import { request } from 'node:http';

/** One load run's figures. */
export interface LoadResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx/3xx, plus socket errors: a run with any is not a fair figure. */
  errors: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers: Record<string, string>;
}

function has(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * wrk when it is there (installed once with apt-get when we may), else autocannon from npm. wrk's one thread in C
 * drives a 2-core box's servers without taking a core of its own the way a Node load generator does.
 */
export function loadTool(): 'wrk' | 'autocannon' {
  if (has('wrk')) return 'wrk';
  if (process.getuid?.() === 0 && has('apt-get')) {
    try {
      console.log('Installing wrk (apt-get install -y wrk)…');
      execFileSync('sh', ['-c', 'apt-get install -y wrk >/dev/null 2>&1 || (apt-get update >/dev/null 2>&1 && apt-get install -y wrk >/dev/null 2>&1)'], { stdio: 'ignore' });
      if (has('wrk')) return 'wrk';
    } catch {
      // Falls back to autocannon below.
    }
  }
  return 'autocannon';
}

const run = (command: string, args: string[]) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} exited ${code}: ${out}`))));
  });

const toMs = (value: string) => {
  const [, number, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim()) ?? [];
  const factor = unit === 'us' ? 0.001 : unit === 'ms' ? 1 : unit === 's' ? 1000 : 60_000;
  return Number(number) * factor;
};

/** Parses wrk's `--latency` report. */
export function parseWrk(output: string): LoadResult {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const p50 = /\n\s+50%\s+(\S+)/.exec(output)?.[1];
  const p99 = /\n\s+99%\s+(\S+)/.exec(output)?.[1];
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  if (!Number.isFinite(rps) || !p50 || !p99) throw new Error(`could not read wrk's report:\n${output}`);
  return { rps, p50Ms: toMs(p50), p99Ms: toMs(p99), errors: non2xx + socketErrors };
}

export async function drive(tool: 'wrk' | 'autocannon', url: string, options: LoadOptions): Promise<LoadResult> {
  const headerArgs = (flag: string) => Object.entries(options.headers).flatMap(([name, value]) => [flag, `${name}: ${value}`]);
  if (tool === 'wrk') {
    const output = await run('wrk', ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--latency', ...headerArgs('-H'), url]);
    return parseWrk(output);
  }
  const output = await run('npx', ['--yes', 'autocannon@8', '-j', '-c', String(options.connections), '-d', String(options.seconds), ...headerArgs('-H'), url]);
  const report = JSON.parse(output.slice(output.indexOf('{'))) as { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number };
  return { rps: report.requests.average, p50Ms: report.latency.p50, p99Ms: report.latency.p99, errors: report.non2xx + report.errors };
}

/** One raw answer (no decompression): what a ceiling server replays, byte for byte, and what byte counts measure. */
export function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const kept = Object.entries(res.headers).filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name));
        resolve({ status: res.statusCode ?? 0, headers: Object.fromEntries(kept.map(([name, value]) => [name, String(value)])), body: Buffer.concat(chunks) });
      });
    });
    // A service that stops answering ends the bench with a message rather than a hang.
    req.setTimeout(30_000, () => req.destroy(new Error(`${url} did not answer within 30 s`)));
    req.on('error', reject).end();
  });
}
