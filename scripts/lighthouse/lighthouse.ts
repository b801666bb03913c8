/**
 * `npm run lighthouse`: Lighthouse (the npm package, its default mobile profile with simulated throttling) in
 * Debian's Chromium, offline, on Home, All Meals, a meal's page and the weekly menu of the built site, and on the
 * student's and the admin's dashboards signed in (a demo account signs in through the login form; see sign-in.ts).
 * It starts its own stack (embedded backend, seeded, with the demo accounts, the Firebase Auth emulator and
 * localstripe, the four front ends) on ports of its own, runs each page RUNS times and reports the median run (by
 * performance, as Lighthouse's docs advise: single runs vary by several points on a loaded 2-core box), and writes
 * that run's reports to test-results/lighthouse/. A benchmark, not a CI gate: the exit code is 0 unless the run
 * itself fails.
 *
 * Before measuring it reads the machine's Lighthouse benchmark index (the median of a few short runs) and slows the
 * CPU by max(4, 4 × index / 1,500) instead of the profile's fixed 4× (cpu-slowdown.ts says why), printed with the
 * figures. It prints each page's median performance, LCP, TBT, CLS and FCP with the index each run read, writes
 * test-results/lighthouse/summary.json, and stops everything it started.
 *
 * LIGHTHOUSE_PAGES (a comma list of page names as printed) measures a subset; LIGHTHOUSE_LANGS=en,bn measures '/',
 * '/meals' and '/menu' once more with the `lang=bn` cookie and prints the Bengali medians beside the English ones with
 * the difference (pages.ts). LIGHTHOUSE_TRACES=1 also writes the median run's trace (`<page>.trace.json`, what its
 * simulation started from) beside its reports, for `npm run profile:tasks -- --trace <file>`. LIGHTHOUSE_TASKS=1 prints
 * under each page the tasks of its median run that made its total blocking time, as Lighthouse's simulation laid them
 * out (blocking-tasks.ts). Its ports are fixed: run
 * it under `flock /tmp/lighthouse.lock` where others may too.
 *
 * Usage: npm run lighthouse            (LIGHTHOUSE_RUNS=5 for more runs)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import type { RunnerResult } from 'lighthouse';
import { startSandboxBackend } from '../stack/backend';
import { createDemoAccounts, DEMO_ACCOUNTS } from '../stack/demo-accounts';
import { ensureFirebaseEmulator, ensureLocalstripe, ROOT } from '../stack/external';
import { startFrontends } from '../stack/frontends';
import { Children } from '../stack/processes';
import { blockingTasks, formatBlockingTasks } from './blocking-tasks';
import { cpuSlowdownFor } from './cpu-slowdown';
import { labelOf, languageComparison, measuredPages, type PageSpec } from './pages';
import { sessionBrowser } from './sign-in';

const BACKEND = { gateway: 38080, meals: 34001, users: 34002, payments: 34003, mess: 34004 };
const FRONTENDS = { shell: 33000, 'mf-meals': 33001, 'mf-dashboard': 33002, 'mf-admin': 33003 };
const TARGETS = { performance: 90, accessibility: 95, 'best-practices': 95 } as const;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Short runs that only read the benchmark index (it varies by a few hundred between runs on a loaded box). */
const INDEX_PROBES = 3;
const OUT = join(ROOT, 'test-results/lighthouse');
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

process.env.LOG_LEVEL ??= 'silent';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

const score = (result: RunnerResult, category: string) => Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
const numeric = (result: RunnerResult, id: string) => result.lhr.audits[id]?.numericValue ?? Number.NaN;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** Core Web Vitals' 'good' line. */
const LCP_TARGET_MS = 2500;
const TBT_TARGET_MS = 200;

interface PageFigures {
  page: string;
  path: string;
  /** The `lang` cookie while measured ('en': none). */
  lang: string;
  /** The demo account signed in while the page was measured, if any. */
  signedInAs?: string;
  runs: { performance: number; accessibility: number; bestPractices: number; lcpMs: number; tbtMs: number; cls: number; fcpMs: number; benchmarkIndex: number }[];
}

/** Set once Chrome runs: it is a process group of its own too, so a signal to this run does not reach it. */
let killChrome: (() => void) | undefined;

/**
 * Stopped from outside (Ctrl-C, a harness's SIGTERM, a closed terminal) or orphaned (whoever ran it, npm or a harness,
 * is gone): the children run in process groups of their own, so no signal reaches them, and Node's default handling
 * would end this process without its 'exit' event, leaving the Auth emulator, localstripe and the front ends running.
 * Exiting through process.exit lets Children kill them. npm runs this with `node --import tsx`, not the tsx CLI,
 * whose wrapper SIGKILLs a child that does not answer a signal within 30 ms (this one is often busy for longer).
 */
function exitWhenStopped(): void {
  const stop = (code: number) => {
    killChrome?.();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => stop(128 + constants.signals[signal]));
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && stop(129), 1000).unref();
}

async function main(): Promise<void> {
  exitWhenStopped();
  // Lighthouse and chrome-launcher are ES modules; this script is CommonJS like the stack it starts.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');

  const children = new Children();
  const stops: (() => Promise<unknown>)[] = [() => children.stop()];
  const figures: PageFigures[] = [];
  let siteUrl: string | undefined;
  const probedIndexes: number[] = [];
  let cpuSlowdown: number | undefined;
  try {
    await Promise.all([ensureFirebaseEmulator(children), ensureLocalstripe(children)]);
    const { backend } = await startSandboxBackend(BACKEND, 'lighthouse', { NODE_ENV: 'test' });
    stops.unshift(() => backend.stop());
    const frontends = await startFrontends(children, { ports: FRONTENDS, gatewayUrl: backend.gatewayUrl, quiet: true });
    stops.unshift(() => frontends.stop());
    siteUrl = frontends.siteUrl;
    await createDemoAccounts(backend.gatewayUrl);
    const account = (label: string) => DEMO_ACCOUNTS.find((demo) => demo.label === label)!;

    const [firstMeal] = (await (await fetch(`${backend.gatewayUrl}/api/meals?limit=1`)).json()) as { _id: string }[];
    // Public pages first, then the signed-in ones (each signs its account in just before it is measured).
    const all: PageSpec[] = [
      { name: 'Home', path: '/' },
      { name: 'All Meals', path: '/meals' },
      { name: 'Meal details', path: `/meal/${firstMeal!._id}` },
      { name: 'Weekly menu', path: '/menu' },
      { name: 'User dashboard', path: '/UserDashboard', signIn: account('Premium (Gold) student') },
      { name: 'Admin dashboard', path: '/AdminDashboard', signIn: account('Admin') },
    ];
    const pages = measuredPages(all, process.env);

    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    killChrome = () => chrome.kill();
    stops.unshift(async () => chrome.kill());
    const session = await sessionBrowser(chrome.port, siteUrl);
    stops.unshift(() => session.disconnect());

    // The machine's index first, from short runs (one audit) of Home with the profile's own settings.
    for (let probe = 0; probe < INDEX_PROBES; probe++) {
      const result = await lighthouse(`${siteUrl}/`, { port: chrome.port, logLevel: 'error', onlyAudits: ['first-contentful-paint'] });
      probedIndexes.push(Math.round(result?.lhr.environment.benchmarkIndex ?? Number.NaN));
    }
    cpuSlowdown = cpuSlowdownFor(median(probedIndexes));
    console.log(`Lighthouse benchmark index ${probedIndexes.join('/')} (median ${median(probedIndexes)}): CPU slowdown ${cpuSlowdown}×`);

    mkdirSync(OUT, { recursive: true });
    for (const { name, path, signIn, lang } of pages) {
      if (signIn) await session.signIn(signIn.email, signIn.password);
      // Lighthouse's storage reset leaves cookies alone, so the language set here holds for every run of the page.
      await session.setLanguage(lang);
      const runs: RunnerResult[] = [];
      let failures = 0;
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${siteUrl}${path}`, {
          port: chrome.port,
          output: ['html', 'json'],
          logLevel: 'error',
          onlyCategories: Object.keys(TARGETS),
          // Merged into the mobile profile's throttling: only the CPU's slowdown changes.
          throttling: { cpuSlowdownMultiplier: cpuSlowdown },
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        // A run Lighthouse could not finish (a protocol timeout, no paint seen) measured nothing: it is reported and
        // taken again rather than counted as a score of 0 with no figures. Lighthouse's NO_NAVSTART comes now and then
        // on a healthy page, so a page stops the harness only when more of its runs fail than it has runs to measure.
        const failed = result.lhr.runtimeError ?? (result.lhr.categories.performance?.score == null ? { code: 'NO_SCORE', message: 'no performance score' } : undefined);
        if (failed) {
          console.warn(`${path}: run ${run + 1} failed (${failed.code}: ${failed.message}); running it again`);
          if (++failures > RUNS) throw new Error(`${path}: Lighthouse failed ${failures} times (${failed.code})`);
          run--;
          continue;
        }
        const applied = result.lhr.configSettings.throttling.cpuSlowdownMultiplier;
        if (applied !== cpuSlowdown) throw new Error(`Lighthouse measured ${path} at ${applied}× CPU slowdown, not ${cpuSlowdown}×`);
        // A page that sent the browser elsewhere (the login page, for a session that did not hold) measured that page.
        if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(`${siteUrl}${path}`).pathname) throw new Error(`${path} ended on ${result.lhr.finalDisplayedUrl}`);
        runs.push(result);
      }
      // The reports kept are the median run by performance (Lighthouse's advice for variable runs).
      const sorted = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const middle = sorted[Math.floor(sorted.length / 2)]!;
      const file = join(OUT, `${name.toLowerCase().replace(/ /g, '-')}${lang === 'en' ? '' : `.${lang}`}`);
      const [html, json] = middle.report as string[];
      writeFileSync(`${file}.html`, html!);
      writeFileSync(`${file}.json`, json!);
      if (process.env.LIGHTHOUSE_TRACES) writeFileSync(`${file}.trace.json`, JSON.stringify(middle.artifacts.Trace));
      if (process.env.LIGHTHOUSE_TASKS) console.log(`${labelOf({ name, lang })}, median run (TBT ${Math.round(numeric(middle, 'total-blocking-time'))} ms):\n${formatBlockingTasks(await blockingTasks(middle))}`);
      figures.push({
        page: name,
        path,
        lang,
        ...(signIn ? { signedInAs: signIn.email } : {}),
        runs: runs.map((run) => ({
          performance: score(run, 'performance'),
          accessibility: score(run, 'accessibility'),
          bestPractices: score(run, 'best-practices'),
          lcpMs: Math.round(numeric(run, 'largest-contentful-paint')),
          tbtMs: Math.round(numeric(run, 'total-blocking-time')),
          cls: Number(numeric(run, 'cumulative-layout-shift').toFixed(3)),
          fcpMs: Math.round(numeric(run, 'first-contentful-paint')),
          benchmarkIndex: Math.round(run.lhr.environment.benchmarkIndex),
        })),
      });
    }
  } finally {
    // Everything this run started stops, whatever happened: no server is left behind.
    for (const stop of stops) await stop().catch((err: unknown) => console.error('stopping failed:', err));
  }

  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'summary.json'), `${JSON.stringify({ runs: RUNS, measuredAt: new Date().toISOString(), benchmarkIndexProbes: probedIndexes, cpuSlowdownMultiplier: cpuSlowdown, pages: figures }, null, 2)}\n`);
  const indexes = figures.flatMap((page) => page.runs.map((run) => run.benchmarkIndex));
  console.log(`\nLighthouse (mobile profile, simulated throttling), ${RUNS} run(s) per page, medians, ${siteUrl ?? ''}`);
  console.log(`Lighthouse benchmark index of this machine: probes ${probedIndexes.join('/')} (median ${median(probedIndexes)}); measured runs ${Math.min(...indexes)}–${Math.max(...indexes)} (median ${median(indexes)})`);
  console.log(`CPU slowdown: ${cpuSlowdown}× = max(4, 4 × ${median(probedIndexes)} / 1,500), so this box measures what a box of index 1,500 would at 4×\n`);
  const columns = ['page', 'performance', 'LCP', 'TBT', 'CLS', 'FCP', 'a11y', 'best pr.', 'bench. index', 'performance of each run'];
  const widths = [17, 13, 10, 10, 8, 9, 6, 10, 14, 0];
  const row = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index]!)).join('');
  console.log(row(columns));
  const missed: string[] = [];
  const medians: { name: string; lang: string; medians: { performance: number; lcpMs: number; tbtMs: number; cls: number } }[] = [];
  for (const { page: name, lang, runs } of figures) {
    const page = labelOf({ name, lang });
    const of = (key: keyof PageFigures['runs'][number]) => median(runs.map((run) => run[key]));
    medians.push({ name, lang, medians: { performance: of('performance'), lcpMs: of('lcpMs'), tbtMs: of('tbtMs'), cls: of('cls') } });
    const checks: [string, boolean][] = [
      [`performance ${of('performance')} < ${TARGETS.performance}`, of('performance') >= TARGETS.performance],
      [`LCP ${of('lcpMs')} ms > ${LCP_TARGET_MS}`, of('lcpMs') <= LCP_TARGET_MS],
      [`TBT ${of('tbtMs')} ms > ${TBT_TARGET_MS}`, of('tbtMs') <= TBT_TARGET_MS],
      [`accessibility ${of('accessibility')} < ${TARGETS.accessibility}`, of('accessibility') >= TARGETS.accessibility],
      [`best practices ${of('bestPractices')} < ${TARGETS['best-practices']}`, of('bestPractices') >= TARGETS['best-practices']],
    ];
    for (const [text, ok] of checks) if (!ok) missed.push(`${page}: ${text}`);
    console.log(
      row([
        page,
        String(of('performance')),
        `${(of('lcpMs') / 1000).toFixed(1)} s`,
        `${of('tbtMs')} ms`,
        String(of('cls')),
        `${(of('fcpMs') / 1000).toFixed(1)} s`,
        String(of('accessibility')),
        String(of('bestPractices')),
        String(of('benchmarkIndex')),
        runs.map((run) => run.performance).join('/'),
      ]),
    );
  }
  const comparison = languageComparison(medians);
  if (comparison.length) {
    const signed = (value: number, unit = '') => `${value > 0 ? '+' : ''}${value}${unit}`;
    console.log('\nThe same pages in another language beside English (medians; difference = other − English):');
    const compareRow = (cells: string[]) => cells.map((cell, index) => cell.padEnd([22, 18, 26, 24, 0][index]!)).join('');
    console.log(compareRow(['page', 'performance', 'LCP', 'TBT', 'CLS']));
    for (const { page, lang, en, other, difference } of comparison) {
      console.log(
        compareRow([
          `${page} ${lang}/en`,
          `${other.performance}/${en.performance} (${signed(difference.performance)})`,
          `${other.lcpMs}/${en.lcpMs} ms (${signed(difference.lcpMs)})`,
          `${other.tbtMs}/${en.tbtMs} ms (${signed(difference.tbtMs)})`,
          `${other.cls}/${en.cls} (${signed(difference.cls)})`,
        ]),
      );
    }
  }
  console.log(missed.length ? `\nBelow target (median LCP ≤ 2.5 s, TBT ≤ 200 ms, performance ≥ 90, accessibility and best practices ≥ 95):\n  ${missed.join('\n  ')}` : '\nEvery page meets the targets (median LCP ≤ 2.5 s, TBT ≤ 200 ms, performance ≥ 90, accessibility and best practices ≥ 95).');
  console.log(`Reports of each page's median run and summary.json in ${OUT}`);
}

main().then(
  // Nothing this run started is left; exit now rather than wait on a handle a library left open.
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
