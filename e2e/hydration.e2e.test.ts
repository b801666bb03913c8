import type { Browser, Page } from 'playwright-core';
import type { Meal } from '@hostel/contracts';
import { api } from './support/api';
import { launch, url, visit, watchContentSecurityPolicy } from './support/browser';

/** A phone's first screen, as the first-screen journeys read it. */
const VIEWPORT = { width: 412, height: 823 };

/** What the served markup shows in the first screen: each visible element's text and box, in document order. */
interface Box {
  tag: string;
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The headings, links, buttons, pictures and form fields of the navbar and the page in the first screen. */
const SELECTOR = '#chrome :is(h1, h2, h3, a, button, img, input, select, label), #mf-area :is(h1, h2, h3, a, button, img, input, select, label)';

/** In the live page: whether the element is one the server sent (kept by hydration) rather than one drawn anew. */
type LiveBox = Box & { served: boolean };

function firstScreenBoxes(page: Page): Promise<LiveBox[]> {
  return page.evaluate(
    ({ selector, width, height }) => {
      // Taken by the init script below when the document was parsed, before the page's scripts ran (live page only).
      const served = new Set((window as unknown as { __served?: Element[] }).__served ?? []);
      return [...document.querySelectorAll<HTMLElement>(selector)].flatMap((element) => {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0 || rect.top >= height || rect.bottom <= 0 || rect.left >= width || rect.right <= 0) return [];
        if (getComputedStyle(element).visibility === 'hidden') return [];
        const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
        return [{ tag: element.tagName.toLowerCase(), text, x: Math.round(rect.x), y: Math.round(rect.y), width: Math.round(rect.width), height: Math.round(rect.height), served: served.has(element) }];
      });
    },
    { selector: SELECTOR, ...VIEWPORT },
  );
}

const withoutServed = (boxes: LiveBox[]): Box[] => boxes.map(({ served: _served, ...box }) => box);

/**
 * Issue 27: the browser takes over the served first screen (hydrates it) instead of drawing it again. Each public page
 * is read twice: as served, with JavaScript off (what a phone shows while the scripts download), and live. Once the
 * scripts have taken over, the live page must show the same first screen in the same boxes on the very elements the
 * server sent (a root that replaced its markup would have made new ones); until it has settled (the session answered,
 * the carousel and the category block arrived) nothing may shift, and React must report no hydration error.
 */
describe('the browser takes over the served first screen', () => {
  let browser: Browser;
  let mealId: string;
  beforeAll(async () => {
    browser = await launch();
    mealId = (await api<Meal[]>('/meals?page=1&limit=1')).body[0]!._id;
  });
  afterAll(async () => {
    await browser.close();
  });

  async function served(path: string): Promise<Box[]> {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
    await watchContentSecurityPolicy(context);
    const page = await context.newPage();
    await page.goto(url(path));
    const boxes = withoutServed(await firstScreenBoxes(page));
    await context.close();
    return boxes;
  }

  async function live(path: string) {
    const { context, page, errors } = await visit(browser, VIEWPORT);
    await context.addInitScript(() => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
      const state = window as unknown as { __shifts: string[]; __served: Element[] };
      state.__shifts = [];
      const describe = (node?: Node) => (node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')} "${(node.textContent ?? '').trim().slice(0, 30)}"` : String(node?.nodeName));
      const rect = ({ x, y, width, height }: DOMRectReadOnly) => `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          state.__shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map((source) => `${describe(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`).join('; ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      // The served elements, taken when the document is parsed and before the page's (deferred) scripts run.
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') state.__served = [...document.querySelectorAll('#chrome *, #mf-area *')];
      });
    });
    // Home's carousel (which takes over its box with Swiper's own markup once the page has settled) is held until the
    // first screen has been read: the roots take over only after the page's pictures have loaded, and the carousel
    // could otherwise come before the first screen is read.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/hero-carousel\.[0-9a-f]{8}\.js$/, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    // Returns once the roots have taken over the served markup (the containers are no longer inert: see visit).
    await page.goto(url(path), { waitUntil: 'domcontentloaded' });
    const boxes = await firstScreenBoxes(page);
    release();
    // Then settled: loaded, an idle moment, and what waits for it (the session, the carousel) has come.
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
    await context.close();
    return { boxes, errors, shifts };
  }

  it.each([
    ['Home', '/'],
    ['All Meals', '/meals'],
    ['a meal’s page', '/meal/:id'],
    ['the weekly menu', '/menu'],
  ])('%s: the live first screen is the served one, on the same elements, with no shift and no hydration error', async (name, pattern) => {
    const path = pattern.replace(':id', mealId);
    const before = await served(path);
    const after = await live(path);
    // A hydration mismatch is reported as an error (React's minified #418 in production): none, nor any other.
    expect({ page: name, errors: after.errors }).toEqual({ page: name, errors: [] });
    // Every served element is there in the same box (what only the browser shows may be added in its own room: the
    // session's Join Us in the place kept for it, the brand as it types)...
    const key = (box: Box) => JSON.stringify([box.tag, box.text, box.x, box.y, box.width, box.height]);
    const servedKeys = new Set(before.map(key));
    const kept = after.boxes.filter((box) => servedKeys.has(key(box)));
    expect({ page: name, boxes: withoutServed(kept) }).toEqual({ page: name, boxes: before });
    // ...and is the very element the server sent: hydrated, not drawn again.
    expect({ page: name, drawnAgain: kept.filter((box) => !box.served) }).toEqual({ page: name, drawnAgain: [] });
    // No layout shift from the first paint until settled (CLS 0), each one listed with what moved.
    expect({ page: name, shifts: after.shifts }).toEqual({ page: name, shifts: [] });
  });

  it('when a picture of the first screen never finishes loading, then the page is still taken over within seconds', async () => {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    // The page's load event never comes: the app starts after its longest wait for the first screen instead.
    await page.route(/\/api\/uploads\//, () => new Promise(() => undefined));
    await page.goto(url('/meals'), { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => !document.querySelector('#chrome[inert], #mf-area[inert]'), undefined, { timeout: 10_000 });
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    await context.close();
  });

  it('when a slow phone paints the page before the parser has read all of it, then neither the navbar nor the page shows until it has', async () => {
    const html = await (await fetch(url('/'))).text();
    // Cut right after the navbar's language switch: its menu button and switch would be drawn a Join Us further right.
    const cut = html.indexOf('</button>', html.indexOf('aria-label="বাংলা"'));
    expect(cut).toBeGreaterThan(0);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
    const page = await context.newPage();
    const opacities = async (body: string) => {
      await page.route(url('/'), (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body }));
      await page.goto(url('/'));
      await page.unroute(url('/'));
      return page.evaluate(() => ['chrome', 'mf-area'].map((id) => (document.getElementById(id) ? getComputedStyle(document.getElementById(id)!).opacity : 'none')));
    };

    expect(await opacities(html.slice(0, cut))).toEqual(['0', 'none']);
    expect(await opacities(html.slice(0, html.indexOf('</main>') + '</main>'.length))).toEqual(['0', '0']);
    expect(await opacities(html)).toEqual(['1', '1']);
    await context.close();
  });
});
