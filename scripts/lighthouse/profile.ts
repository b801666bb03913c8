/**
 * `npm run profile:page -- <url> [cpu slowdown] [language]`: where a page's main thread goes while it loads
 * ("profile it first"); PROFILE_SIGN_IN='<email> <password>' for a signed-in page, PROFILE_FUNCTIONS=1 for each busy
 * stretch's busiest functions. Loads the page once in Chromium with the CPU slowed (4× unless given), samples V8's
 * profiler from navigation until the page has been quiet for a while, and prints the long tasks the page saw (PerformanceObserver)
 * and the self time per source: the package in node_modules, or the workspace file. Minified chunks are read through
 * their source maps when the front ends were built with WEB_SOURCE_MAPS=1 (`WEB_SOURCE_MAPS=1 bash
 * scripts/build-web.sh`); without them, time is per chunk.
 *
 * Run against any served site, e.g. `npm start` in another terminal, then
 * `npm run profile:page -- http://localhost:3000/ 10`. A profile is for finding work, not for figures: the numbers
 * move with the box; `npm run lighthouse` measures.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import { ROOT } from '../stack/external';
import { profiledPage } from './profile-page-setup';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [url, slowdownArg, language] = process.argv.slice(2);
if (!url) throw new Error('usage: profile.ts <url> [cpu slowdown] [language: the lang cookie, e.g. bn]');
const pageUrl: string = url;
const slowdown = Number(slowdownArg ?? 4);
const FRONT_ENDS = ['shell', 'mf-meals', 'mf-dashboard', 'mf-admin'];

/** The built file a script URL names (its path under one of the front ends' dist folders), if any. */
function builtFile(scriptUrl: string): string | undefined {
  const path = new URL(scriptUrl).pathname;
  return FRONT_ENDS.map((app) => join(ROOT, app, 'dist', path)).find((file) => existsSync(file) && existsSync(`${file}.map`));
}

const consumers = new Map<string, SourceMapConsumer | null>();
async function consumerFor(scriptUrl: string): Promise<SourceMapConsumer | null> {
  if (!consumers.has(scriptUrl)) {
    const file = builtFile(scriptUrl);
    consumers.set(scriptUrl, file ? await new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap) : null);
  }
  return consumers.get(scriptUrl)!;
}

/** A source's group: the npm package it comes from, or its workspace path. */
function groupOf(source: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inModules) return inModules[1]!;
  return source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+/, '');
}

async function main(): Promise<void> {
  const { browser, page } = await profiledPage(pageUrl, language);
  try {
    await page.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = [];
      (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) }))).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(pageUrl, { waitUntil: 'load' });
    await page.waitForTimeout(8000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks);

    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const where = new Map<number, { group: string; name: string }>();
    for (const node of profile.nodes) {
      const { callFrame } = node;
      let group = callFrame.url ? new URL(callFrame.url).pathname : `(${callFrame.functionName || 'program'})`;
      let name = callFrame.functionName || '(anonymous)';
      // A frame without a position (-1: the script's own top level as some builds report it) keeps the chunk's name.
      if (callFrame.url && callFrame.lineNumber >= 0) {
        const consumer = await consumerFor(callFrame.url);
        const original = consumer?.originalPositionFor({ line: callFrame.lineNumber + 1, column: callFrame.columnNumber });
        if (original?.source) {
          group = groupOf(original.source);
          name = `${original.name ?? name} (${groupOf(original.source)}:${original.line})`;
        }
      }
      where.set(node.id, { group, name });
    }
    const groups = new Map<string, number>();
    const functions = new Map<string, number>();
    // Busy stretches: consecutive samples that are not idle, i.e. roughly the tasks, each with its own top sources.
    const stretches: { ms: number; groups: Map<string, number>; functions: Map<string, number> }[] = [];
    let stretch: (typeof stretches)[number] | undefined;
    profile.samples.forEach((id, index) => {
      const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
      const { group, name } = where.get(id)!;
      groups.set(group, (groups.get(group) ?? 0) + ms);
      functions.set(name, (functions.get(name) ?? 0) + ms);
      if (group === '((idle))') {
        stretch = undefined;
        return;
      }
      if (!stretch) stretches.push((stretch = { ms: 0, groups: new Map(), functions: new Map() }));
      stretch.ms += ms;
      stretch.groups.set(group, (stretch.groups.get(group) ?? 0) + ms);
      stretch.functions.set(name, (stretch.functions.get(name) ?? 0) + ms);
    });
    void byId;
    const selfMs = [...groups.values()];
    const top = (map: Map<string, number>, count: number) =>
      [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([key, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${key}`);
    const total = selfMs.reduce((sum, ms) => sum + ms, 0);
    const busy = longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    console.log(`${url} at ${slowdown}× CPU: ${longTasks.length} long tasks, blocking ${busy} ms (FCP→ not separated), sampled ${total.toFixed(0)} ms`);
    console.log(longTasks.map((task) => `${task.duration}@${task.start}`).join(' '));
    console.log('\nbusy stretches over 50 ms, in order, with their top sources:');
    const byTime = (map: Map<string, number>, count: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([key, keyMs]) => `${key} ${keyMs.toFixed(0)}`);
    for (const { ms, groups: inStretch, functions: functionsInStretch } of stretches.filter((busy) => busy.ms > 50)) {
      console.log(`  ${ms.toFixed(0).padStart(5)} ms: ${byTime(inStretch, 5).join(', ')}`);
      // PROFILE_FUNCTIONS=1: the stretch's busiest functions too (which phase of a render or a start-up it is).
      if (process.env.PROFILE_FUNCTIONS) console.log(`           ${byTime(functionsInStretch, 8).join(' | ')}`);
    }
    console.log('\nself time by source:');
    console.log(top(groups, 25).join('\n'));
    console.log('\nself time by function:');
    console.log(top(functions, 30).join('\n'));
  } finally {
    await browser.close();
  }
}

void main();
