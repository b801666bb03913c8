/**
 * `npm run profile:shifts -- <url> [loads] [cpu-throttle]`: the layout shifts of a page's load on a slow phone.
 * Loads the page `loads` times (10 unless given), each in a fresh profile of one browser at a phone's
 * size, with the CPU slowed `cpu-throttle` times (8 unless given; Chromium's own throttling, not Lighthouse's
 * simulation, so the parser and the painter really are that slow), and prints each shift with the elements that
 * moved, from where to where, and how many loads shifted.
 *
 * A slow CPU is where a served page is painted before the parser has read all of it, which a fast box almost never
 * shows: run it before and after a change to the served markup or its styles. Against any served site, e.g.
 * `npm start` in another terminal, then `npm run profile:shifts -- http://localhost:3000/`.
 */
import { PHONE, profilingBrowser } from './profile-page-setup';

const [url, loadsArg, throttleArg] = process.argv.slice(2);
if (!url) throw new Error('usage: shifts.ts <url> [loads] [cpu-throttle]');
const pageUrl: string = url;
const loads = Number(loadsArg ?? 10);
const throttle = Number(throttleArg ?? 8);

/**
 * Each shift of the load so far, in words: its score, when, and each moved element's box before and after. Plain
 * JavaScript in a string: tsx would wrap a function's inner helpers in its `__name`, which the page does not have.
 */
const RECORD_SHIFTS = `
  window.__shifts = [];
  const name = (node) => node instanceof Element ? node.tagName.toLowerCase() + ' "' + (node.textContent || '').trim().slice(0, 24) + '"' : String(node && node.nodeName);
  const box = (rect) => Math.round(rect.x) + ',' + Math.round(rect.y) + ' ' + Math.round(rect.width) + '×' + Math.round(rect.height);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts.push(entry.value.toFixed(4) + ' at ' + Math.round(entry.startTime) + ' ms: ' + entry.sources.map((source) => name(source.node) + ' ' + box(source.previousRect) + ' → ' + box(source.currentRect)).join('; '));
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

async function main() {
  // One browser for all the loads: a browser started for each load is itself busy at the start of the load, and
  // shifts then show less often than on a phone whose browser is already running.
  const browser = await profilingBrowser();
  let shifted = 0;
  try {
    for (let load = 1; load <= loads; load += 1) {
      const context = await browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      await page.addInitScript({ content: RECORD_SHIFTS });
      await page.goto(pageUrl, { waitUntil: 'load' });
      // Settled: what the page draws after its load (the session, the code loaded on demand) has come.
      await page.waitForTimeout(1500);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
      if (shifts.length) shifted += 1;
      for (const shift of shifts) console.log(`load ${load}: ${shift}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`${shifted} of ${loads} loads shifted (CPU ${throttle}× slower)`);
}

void main();
