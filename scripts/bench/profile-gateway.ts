/**
 * Where a gateway request's time goes: run under `node --cpu-prof`, this starts the embedded backend, drives the
 * first page through the gateway with wrk, and exits so Node writes the profile; then `summarize` lists the
 * frames with the most self time.
 *
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx scripts/bench/profile-gateway.ts      # after
 *   EDGE_CACHE_TTL_MS=0 node --cpu-prof --cpu-prof-dir=/tmp/prof-before --import tsx scripts/bench/profile-gateway.ts
 *   npx tsx scripts/bench/profile-gateway.ts summarize /tmp/prof/<file>.cpuprofile
 *
 * PROFILE_MEALS grows the catalogue to that many meals first (as the rush bench does; the seed's own otherwise);
 * PROFILE_TARGET=meals drives svc-meals directly instead of the gateway; PROFILE_SECONDS (8) is the load's length.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { startSandboxBackend } from '../stack/backend';
import { addOlderMeals } from './catalogue';
import { drive, loadTool } from './load';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/**
 * Self time by function (name and file), as a share of the samples taken in the profile's last `seconds` (the load;
 * start-up and seeding left out).
 */
export function summarize(file: string, top = 15, seconds = 6): { frame: string; percent: string }[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; endTime: number; startTime: number };
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const from = profile.endTime - seconds * 1_000_000;
  const byFrame = new Map<string, number>();
  let total = 0;
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index]!;
    if (time < from) return;
    const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
    const where = url ? `${url.includes('node_modules') ? `${url.slice(url.lastIndexOf('node_modules/') + 13).split('/')[0]}/` : ''}${basename(url)}:${lineNumber + 1}` : '';
    const frame = `${functionName || '(anonymous)'} ${where}`.trim();
    byFrame.set(frame, (byFrame.get(frame) ?? 0) + 1);
    total++;
  });
  return [...byFrame.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([frame, hits]) => ({ frame, percent: `${((hits / total) * 100).toFixed(1)} %` }));
}

async function main() {
  if (process.argv[2] === 'summarize') return void console.table(summarize(process.argv[3]!, Number(process.argv[4] ?? 15), Number(process.argv[5] ?? 6)));
  const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
  const ports = { gateway: 28280 + offset, meals: 28201 + offset, users: 28202 + offset, payments: 28203 + offset, mess: 28204 + offset };
  const { backend, meals } = await startSandboxBackend(ports, 'profile', { NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_ANONYMOUS: '1000000000' });
  if (process.env.PROFILE_MEALS) {
    await addOlderMeals(meals.data.meals, Number(process.env.PROFILE_MEALS));
    await meals.data.listCache.invalidate();
  }
  const url = process.env.PROFILE_TARGET === 'meals' ? `http://127.0.0.1:${ports.meals}/meals?page=1&limit=6` : `http://127.0.0.1:${ports.gateway}/api/meals?page=1&limit=6`;
  const seconds = Number(process.env.PROFILE_SECONDS ?? 8);
  const result = await drive(loadTool(), url, { connections: 64, seconds, headers: { 'accept-encoding': 'br, gzip, deflate' } });
  console.log(`${url}: ${Math.round(result.rps)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`);
  await backend.stop();
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
