/**
 * Which tasks of a Lighthouse run made its total blocking time, read back from Lighthouse's own simulation
 * of that run (Lantern): `LIGHTHOUSE_TASKS=1 npm run lighthouse` prints them for each page's median run.
 *
 * Lantern does not replay the load as the browser ran it. It takes the fast box's unthrottled trace, drops every task
 * shorter than 10 ms that hangs on one request, stretches the rest by the CPU multiplier (tasks with layout by half of
 * it) and lays them out again along the throttled network. Total blocking time is then the mean of two such layouts
 * (optimistic, pessimistic), each counting what every stretched task spends past 50 ms between FCP and TTI. So a task
 * that straddles the simulated FCP counts only in part, and the same trace task can count in one layout and not in
 * the other. Each row here is one task as Lantern laid it out: its simulated start and length, the trace task it came
 * from (its length on this box and the trace events that filled it), and what it added to the page's figure.
 *
 * A row marked "before the paint" is a task that, in the trace, ended before the page's first contentful paint: the
 * navigation's commit, the first parse, the first layout and paint. No visitor could have tapped during it, yet it
 * counts whenever the simulated FCP (taken from a graph that leaves the commit out) falls before its simulated end.
 */
import type { RunnerResult } from 'lighthouse';
// Lighthouse's computed artifacts and Lantern's own sum: neither has a public entry point, so by their paths.
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { calculateSumOfBlockingTime } from '@paulirish/trace_engine/models/trace/lantern/metrics/TBTUtils.js';

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string } };
}
interface CpuNode {
  id: string;
  type: string;
  event: TraceEvent;
  childEvents: TraceEvent[];
}
interface Timing {
  startTime: number;
  endTime: number;
  duration: number;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<CpuNode, Timing>;
}
interface LanternResult {
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}

export interface BlockingTask {
  /** Simulated start and length (pessimistic layout), ms. */
  startMs: number;
  simulatedMs: number;
  /** The trace task's length on this box, ms. */
  traceMs: number;
  /** What it added to the page's total blocking time (the mean of both layouts, as the figure is), ms. */
  blockingMs: number;
  /** The trace events of 1 ms or more inside it, by name with their summed length, and the URLs they name. */
  what: string;
  /** It ended, in the trace, before the first contentful paint. */
  beforePaint: boolean;
}

const ms = (us: number) => us / 1000;

function describe(node: CpuNode): string {
  const byName = new Map<string, number>();
  for (const event of node.childEvents) if ((event.dur ?? 0) >= 1000) byName.set(event.name, (byName.get(event.name) ?? 0) + ms(event.dur!));
  const names = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, total]) => `${name} ${total.toFixed(1)}`);
  // Only the page's own URLs, by path: a trace also names scripts by bare names (Lighthouse's `_lighthouse-eval.js`).
  const paths = node.childEvents.map((event) => URL.parse(event.args?.data?.url ?? '')).filter((url): url is URL => url !== null && url.protocol.startsWith('http'));
  return [...names, ...[...new Set(paths.map((url) => url.pathname))].slice(0, 3)].join(', ');
}

/** The run's tasks that added to its total blocking time, in simulated order, with the simulated FCP and TTI. */
export async function blockingTasks(run: RunnerResult): Promise<{ fcpMs: number; ttiMs: number; tasks: BlockingTask[] }> {
  const { artifacts } = run;
  const settings = run.lhr.configSettings;
  // What Lighthouse's own audits pass its computed artifacts.
  const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps ?? [], simulator: null };
  const context = { computedCache: new Map(), settings, options: {} };
  const fcp = (await LanternFirstContentfulPaint.request(data, context)) as LanternResult;
  const tti = (await LanternInteractive.request(data, context)) as LanternResult;
  const tbt = (await LanternTotalBlockingTime.request(data, context)) as LanternResult;
  const observed = (run.lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaintTs?: number }[] } | undefined)?.items?.[0];
  const paintedAt = observed?.observedFirstContentfulPaintTs ?? Number.NEGATIVE_INFINITY;

  // Each layout counts its tasks against the other layout's FCP and its own TTI (Lantern's TotalBlockingTime). The
  // pessimistic one first: a task's row shows where that layout put it.
  const layouts = [
    { estimate: tbt.pessimisticEstimate, fcpMs: fcp.optimisticEstimate.timeInMs, ttiMs: tti.pessimisticEstimate.timeInMs },
    { estimate: tbt.optimisticEstimate, fcpMs: fcp.pessimisticEstimate.timeInMs, ttiMs: tti.optimisticEstimate.timeInMs },
  ];
  const rows = new Map<string, BlockingTask>();
  for (const { estimate, fcpMs, ttiMs } of layouts) {
    for (const [node, timing] of estimate.nodeTimings) {
      if (node.type !== 'cpu') continue;
      const blocking = calculateSumOfBlockingTime([{ start: timing.startTime, end: timing.endTime, duration: timing.duration }], fcpMs, ttiMs) as number;
      const row = rows.get(node.id) ?? { startMs: timing.startTime, simulatedMs: timing.duration, traceMs: ms(node.event.dur ?? 0), blockingMs: 0, what: describe(node), beforePaint: node.event.ts + (node.event.dur ?? 0) <= paintedAt };
      row.blockingMs += blocking / layouts.length;
      rows.set(node.id, row);
    }
  }
  const tasks = [...rows.values()].filter((row) => row.blockingMs >= 1).sort((a, b) => a.startMs - b.startMs);
  return { fcpMs: (fcp.optimisticEstimate.timeInMs + fcp.pessimisticEstimate.timeInMs) / 2, ttiMs: tti.pessimisticEstimate.timeInMs, tasks };
}

/** The rows as the harness prints them under a page's figures. */
export function formatBlockingTasks({ fcpMs, ttiMs, tasks }: Awaited<ReturnType<typeof blockingTasks>>): string {
  const sum = (rows: BlockingTask[]) => Math.round(rows.reduce((total, task) => total + task.blockingMs, 0));
  const lines = tasks.map((task) => `  ${Math.round(task.startMs).toString().padStart(5)} ms +${Math.round(task.simulatedMs).toString().padStart(4)}  from ${task.traceMs.toFixed(1).padStart(5)} ms on this box  blocks ${Math.round(task.blockingMs).toString().padStart(4)}  ${task.beforePaint ? '(before the paint) ' : ''}${task.what}`);
  const beforePaint = tasks.filter((task) => task.beforePaint);
  return [
    `  simulated FCP ${Math.round(fcpMs)} ms, TTI ${Math.round(ttiMs)} ms; ${sum(tasks)} ms of blocking from ${tasks.length} tasks, ${sum(beforePaint)} ms of it from ${beforePaint.length} that ended before the first paint in the trace:`,
    ...lines,
  ].join('\n');
}
