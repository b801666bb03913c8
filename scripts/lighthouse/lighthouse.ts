/**
 * `npm run lighthouse`: Lighthouse (the npm package, its default mobile profile with simulated throttling) in
 * Debian's Chromium, offline, on Home, All Meals, a meal's page and the weekly menu of the built site. It starts its own stack
 * (embedded backend, seeded, the Firebase Auth emulator and localstripe, the four front ends) on ports of its own,
 * runs each page RUNS times and reports the median run (by performance, as Lighthouse's docs advise: single runs
 * vary by several points on a loaded 2-core box), and writes that run's reports to test-results/lighthouse/.
 * A benchmark, not a CI gate: the exit code is 0 unless the run itself fails.
 *
 * Usage: npm run lighthouse            (LIGHTHOUSE_RUNS=5 for more runs)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunnerResult } from 'lighthouse';
import { startSandboxBackend } from '../stack/backend';
import { ensureFirebaseEmulator, ensureLocalstripe, ROOT } from '../stack/external';
import { startFrontends } from '../stack/frontends';
import { Children } from '../stack/processes';

const BACKEND = { gateway: 38080, meals: 34001, users: 34002, payments: 34003 };
const FRONTENDS = { shell: 33000, 'mf-meals': 33001, 'mf-dashboard': 33002, 'mf-admin': 33003 };
const TARGETS = { performance: 90, accessibility: 95, 'best-practices': 95 } as const;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const OUT = join(ROOT, 'test-results/lighthouse');
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

process.env.LOG_LEVEL ??= 'silent';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

const score = (result: RunnerResult, category: string) => Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
const metric = (result: RunnerResult, id: string) => result.lhr.audits[id]?.displayValue ?? '?';

async function main(): Promise<void> {
  // Lighthouse and chrome-launcher are ES modules; this script is CommonJS like the stack it starts.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');

  const children = new Children();
  await Promise.all([ensureFirebaseEmulator(children), ensureLocalstripe(children)]);
  const { backend } = await startSandboxBackend(BACKEND, 'lighthouse', { NODE_ENV: 'test' });
  const frontends = await startFrontends(children, { ports: FRONTENDS, gatewayUrl: backend.gatewayUrl, quiet: true });

  const [firstMeal] = (await (await fetch(`${backend.gatewayUrl}/api/meals?limit=1`)).json()) as { _id: string }[];
  const pages = [
    ['Home', '/'],
    ['All Meals', '/meals'],
    ['Meal details', `/meal/${firstMeal!._id}`],
    ['Weekly menu', '/menu'],
  ] as const;

  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  mkdirSync(OUT, { recursive: true });
  const lines: string[] = [];
  let missed = 0;
  try {
    for (const [name, path] of pages) {
      const runs: RunnerResult[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${frontends.siteUrl}${path}`, { port: chrome.port, output: ['html', 'json'], logLevel: 'error', onlyCategories: Object.keys(TARGETS) });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        runs.push(result);
      }
      const sorted = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const median = sorted[Math.floor(sorted.length / 2)]!;
      const file = join(OUT, name.toLowerCase().replace(/ /g, '-'));
      const [html, json] = median.report as string[];
      writeFileSync(`${file}.html`, html!);
      writeFileSync(`${file}.json`, json!);

      const cells = Object.entries(TARGETS).map(([category, target]) => {
        const value = score(median, category);
        if (value < target) missed++;
        return `${value}${value < target ? ` (< ${target})` : ''}`.padEnd(15);
      });
      const all = runs.map((run) => score(run, 'performance')).join('/');
      lines.push(`${name.padEnd(14)}${cells.join('')}${all.padEnd(12)}LCP ${metric(median, 'largest-contentful-paint')}, TBT ${metric(median, 'total-blocking-time')}, CLS ${metric(median, 'cumulative-layout-shift')}`);
    }
  } finally {
    await chrome.kill();
    await frontends.stop();
    await backend.stop();
    await children.stop();
  }

  console.log(`\nLighthouse (mobile profile, simulated throttling), median of ${RUNS} runs, ${frontends.siteUrl}\n`);
  console.log(`${'page'.padEnd(14)}${'performance'.padEnd(15)}${'accessibility'.padEnd(15)}${'best practices'.padEnd(15)}${'all runs'.padEnd(12)}median run`);
  for (const line of lines) console.log(line);
  console.log(missed ? `\n${missed} score(s) below target; reports in ${OUT}` : `\nEvery page meets the targets; reports in ${OUT}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
