/**
 * `npm run profile:tasks -- <url> [loads] [multiplier]`: the main-thread tasks of a page's load that Lighthouse's
 * simulated throttling counts. Lighthouse records the load unthrottled, drops every task shorter than 10 ms
 * (lantern's PageDependencyGraph, SIGNIFICANT_DUR_THRESHOLD_MS) and stretches the rest by its CPU multiplier, so what
 * makes a page's total blocking time is how many tasks of a fast box's load pass 10 ms, and by how much. Loads the
 * page `loads` times (3 unless given) in Chromium with a trace, and prints for each load its tasks of 10 ms or more
 * (PROFILE_MIN_TASK_MS to change) after navigation: start, duration, what ran in them (script evaluation, microtasks,
 * function calls by script, style and layout, timers) and the `performance.mark`s set inside, then the sum they would
 * block at `multiplier` (npm run lighthouse prints the one it uses; 4 unless given): Σ max(0, duration × multiplier
 * − 50 ms), before Lighthouse's other adjustments, so a direction, not its figure.
 *
 * A long layout says how many objects it walked (all of the page's, or what changed). PROFILE_DETAIL=1 also lists every
 * traced event of 1 ms or more inside each task (PROFILE_DETAIL_MS to change), with V8's and Blink's own categories
 * traced too, for what the kinds above hide (starting a request, V8's compiles); those categories slow the load a little.
 *
 * PROFILE_SIGN_IN='<email> <password>' for a signed-in page, as `npm run profile:page`. Against any served site, e.g.
 * `npm start` in another terminal, then `npm run profile:tasks -- http://localhost:3000/`.
 *
 * `npm run profile:tasks -- --trace <file>... [multiplier]` reads traces instead of loading a page: the ones
 * `LIGHTHOUSE_TRACES=1 npm run lighthouse` keeps of each page's median run, i.e. the very load Lighthouse simulated.
 */
import { readFileSync } from 'node:fs';
import { profiledPage } from './profile-page-setup';

interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string; isLoadingMainFrame?: boolean; documentLoaderURL?: string }; beginData?: { dirtyObjects?: number; totalObjects?: number } };
}

const args = process.argv.slice(2);
const isFigure = (arg: string) => /^[\d.]+$/.test(arg);
// `--trace <file>... [multiplier]`: each file is a load (its scripts' URLs are read against any base).
const traceFiles = args[0] === '--trace' ? args.slice(1).filter((arg) => !isFigure(arg)) : [];
const [url, loadsArg, multiplierArg] = traceFiles.length ? ['http://localhost/', undefined, args.slice(1).find(isFigure)] : args;
if (!url) throw new Error('usage: tasks.ts <url> [loads] [multiplier] | tasks.ts --trace <file>... [multiplier]');
const pageUrl: string = url;
const loads = Number(loadsArg ?? 3);
const multiplier = Number(multiplierArg ?? 4);
const minimumUs = Number(process.env.PROFILE_MIN_TASK_MS ?? 10) * 1000;
/** The events inside a task worth naming, by their trace names. */
const KINDS = ['EvaluateScript', 'RunMicrotasks', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'MajorGC', 'MinorGC'];
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'toplevel', ...(process.env.PROFILE_DETAIL ? ['v8', 'disabled-by-default-v8.compile', 'blink', 'loading'] : [])];

const ms = (us: number) => (us / 1000).toFixed(1);
const scriptOf = (event: TraceEvent) => {
  const source = event.args?.data?.url;
  return source ? new URL(source, pageUrl).pathname : '';
};

async function traceLoad(): Promise<TraceEvent[]> {
  const { browser, page } = await profiledPage(pageUrl);
  try {
    if (process.env.PROFILE_SIGN_IN) await page.goto('about:blank');
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(pageUrl, { waitUntil: 'load' });
    await page.waitForTimeout(8000);
    return (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await browser.close();
  }
}

/**
 * The page's renderer main thread (the one that navigated a main frame to the site; else the busiest: another
 * renderer, e.g. one Lighthouse keeps, may be busier) with its complete events in time order, and its navigation's start.
 */
function mainThread(events: TraceEvent[]): { events: TraceEvent[]; navigationStart: number } {
  const threads = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const navigated = new Set(events.filter((event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && /^https?:/.test(event.args.data.documentLoaderURL ?? '')).map((event) => event.pid));
  // Each thread's busy time, summed once (not in the sort's comparator, which would scan the trace per comparison).
  const busy = new Map(threads.map((thread) => [thread, events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'RunTask').reduce((sum, event) => sum + (event.dur ?? 0), 0)]));
  const busiest = threads.sort((a, b) => Number(navigated.has(b.pid)) - Number(navigated.has(a.pid)) || busy.get(b)! - busy.get(a)!)[0];
  if (!busiest) throw new Error('the trace has no renderer main thread');
  const own = events.filter((event) => event.pid === busiest.pid && event.tid === busiest.tid && event.ph === 'X').sort((a, b) => a.ts - b.ts);
  const navigationStart = events.find((event) => event.name === 'navigationStart' && event.pid === busiest.pid)?.ts ?? own[0]?.ts ?? 0;
  return { events: own, navigationStart };
}

function report(trace: TraceEvent[], load: number): void {
  const { events, navigationStart } = mainThread(trace);
  const tasks = events.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) >= minimumUs && event.ts >= navigationStart);
  console.log(`load ${load}: ${tasks.length} tasks of ${ms(minimumUs)} ms or more`);
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const inside = events.filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end);
    const byKind = new Map<string, number>();
    for (const event of inside) if (KINDS.includes(event.name)) byKind.set(event.name, (byKind.get(event.name) ?? 0) + (event.dur ?? 0));
    const scripts = [...new Set(inside.filter((event) => event.name === 'FunctionCall' || event.name === 'EvaluateScript').map(scriptOf).filter(Boolean))];
    const marks = trace.filter((event) => event.cat?.includes('user_timing') && event.ts >= task.ts && event.ts <= end).map((event) => event.name);
    blocking += Math.max(0, (task.dur! / 1000) * multiplier - 50);
    console.log(`  ${Math.round((task.ts - navigationStart) / 1000)} ms  +${ms(task.dur!)} ms  ${[...byKind].map(([kind, us]) => `${kind} ${ms(us)}`).join(', ')}`);
    if (scripts.length) console.log(`      scripts: ${scripts.join(' ')}`);
    if (marks.length) console.log(`      marks: ${marks.join(' ')}`);
    // How much of the page a long layout walked: a whole page's objects, or only what changed.
    const layouts = inside.filter((event) => event.name === 'Layout' && (event.dur ?? 0) >= 5000 && event.args?.beginData);
    if (layouts.length) console.log(`      layout: ${layouts.map((event) => `${event.args!.beginData!.dirtyObjects} of ${event.args!.beginData!.totalObjects} objects`).join(', ')}`);
    // PROFILE_DETAIL=1: every traced event of 1 ms or more inside the task, in order, for what the kinds above hide.
    if (process.env.PROFILE_DETAIL) {
      for (const event of inside.filter((inner) => (inner.dur ?? 0) >= Number(process.env.PROFILE_DETAIL_MS ?? 1) * 1000)) console.log(`        ${ms(event.ts - task.ts)} +${ms(event.dur!)} ${event.name} ${scriptOf(event) || event.args?.data?.functionName || ''}`);
    }
  }
  console.log(`  would block ${Math.round(blocking)} ms at ${multiplier}×\n`);
}

const readTrace = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;

async function main(): Promise<void> {
  if (traceFiles.length) traceFiles.forEach((file, index) => report(readTrace(file), index + 1));
  else for (let load = 1; load <= loads; load++) report(await traceLoad(), load);
}

void main();
