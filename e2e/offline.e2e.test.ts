import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { Meal } from '@hostel/contracts';
import { api, autoApproveTestStudents, premiumStudent } from './support/api';
import { controlFrontend, launch, shot, signIn, url, visit } from './support/browser';
import { E2E_BACKEND, E2E_FRONTENDS } from './support/ports';

const ROOT = join(__dirname, '..');
const STUDENT_PASSWORD = 'Password1';
const MENU_HEADING = "This Week's Menu";
/** The one string the "rebuilt" mf-meals changes. */
const NEW_HEADING = "This Week's Menu, freshly built";

/** Dhaka keeps UTC+6 all year, so its calendar day is UTC's six hours on (computed apart from the app's code). */
const dhakaDate = (daysFromToday = 0) => new Date(Date.now() + 6 * 3600_000 + daysFromToday * 86_400_000).toISOString().slice(0, 10);

/** The page is controlled by the site's service worker (it claims the first visit's page once installed). */
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, undefined, { timeout: 60_000 });

/** Waits until `check` holds (the service worker keeps things in the background). */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Whether Cache Storage holds an entry for each of these paths of the page's origin. */
const cachedPaths = (page: Page, paths: string[]) =>
  page.evaluate(async (wanted) => (await Promise.all(wanted.map((path) => caches.match(new URL(path, location.origin).href)))).every(Boolean), paths);

/** Everything in Cache Storage as the page can read it: each cache's name, each request's URL, each text body. */
function readCacheStorage(page: Page) {
  return page.evaluate(async () => {
    const entries: { cache: string; url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        // Scripts are the builds' code (no one's data); every answer and page is read whole.
        entries.push({ cache: name, url: request.url, body: response && !/javascript/.test(type) ? await response.text() : '' });
      }
    }
    return entries;
  });
}

/** The session token's user id (its `sub`), as the service worker names the person's cache. */
const userIdOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

async function joinMess(token: string): Promise<void> {
  let res = await api<{ message?: string }>('/mess/boarders/me', { token, body: { from: dhakaDate() } });
  // Today may be closed to joining already (its cutoffs passed): the service names the first day open.
  const open = /from (\d{4}-\d{2}-\d{2})/.exec(res.body?.message ?? '')?.[1];
  if (res.status === 400 && open) res = await api('/mess/boarders/me', { token, body: { from: open } });
  if (res.status !== 200) throw new Error(`joining the mess failed: ${res.status}`);
}

describe('installable and offline', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
    await autoApproveTestStudents();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('passes Chromium’s installability check: the manifest, its icons and the service worker', async () => {
    // A profile on disk: Chromium never offers to install from an incognito profile (a fresh context is one).
    const profile = mkdtempSync(join(tmpdir(), 'hostel-install-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(url('/'));
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(manifest.url).toBe(url('/manifest.webmanifest'));
    expect(manifest.errors).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it('when the network goes after one visit, then /menu, My Meals and Requested Meals reload from the offline copy with the banner, and signing out leaves no one’s data in Cache Storage', async () => {
    const student = await premiumStudent('gold', { name: 'Offline Orchid' });
    const userId = userIdOf(student.token);
    await joinMess(student.token);
    const meal = (await api<Meal[]>('/meals?page=1&limit=1')).body[0]!;
    const requested = await api('/serve-meals', { token: student.token, body: { mealId: meal._id, title: meal.title, userName: student.name, userEmail: student.email } });
    expect(requested.status).toBe(201);

    // Offline, the browser reports each request the network could not answer (and the session's token request).
    // Home (where Logout leads) reads the meals, which are not kept offline: its block reports the network error.
    const offline = [/ERR_INTERNET_DISCONNECTED/, /Failed to load resource/, /JWT Error/, /FetchEvent/, /ApiError: Network error/];
    const { context, page, errors } = await visit(browser, { expectedConsoleErrors: offline });
    // The visit: /menu, signing in, My Meals, the dashboard's Requested Meals.
    await page.goto(url('/menu'));
    await page.getByRole('heading', { level: 1, name: MENU_HEADING }).waitFor();
    await controlled(page);
    await signIn(page, student.email, STUDENT_PASSWORD);
    await page.goto(url('/MyMeals'));
    const switches = page.getByRole('switch');
    await switches.first().waitFor();
    const slotsOnline = await switches.count();
    await page.goto(url('/UserDashboard'));
    const requests = page.getByRole('region', { name: 'Requested Meals' });
    await requests.getByRole('row').filter({ hasText: meal.title }).waitFor();
    // The first page came before the worker: it keeps that page too, and this week's and next week's menu.
    await until(() => cachedPaths(page, ['/menu', '/MyMeals', '/UserDashboard', '/api/menu']), 'the visited pages and the menu in Cache Storage');

    await context.setOffline(true);
    await page.goto(url('/menu'));
    await page.getByRole('heading', { level: 1, name: MENU_HEADING }).waitFor();
    await until(async () => (await page.getByTestId('menu-day').count()) === 7, "this week's seven days");
    const banner = page.getByTestId('offline-banner');
    expect(await banner.textContent({ timeout: 20_000 })).toMatch(/^Offline — as of .*\d{4}/);
    expect(await page.locator('#mf-area [aria-current="date"]').count()).toBe(1);
    // Next week's menu was never opened: the worker kept it beside this week's.
    await page.getByRole('button', { name: 'Next week →' }).click();
    await page.waitForURL(/\/menu\?week=\d{4}-W\d{2}$/);
    await until(async () => (await page.locator('#mf-area [aria-current="date"]').count()) === 0, "next week's days");
    expect(await page.getByTestId('menu-day').count()).toBe(7);
    await shot(page, 'offline-menu');

    await page.goto(url('/MyMeals'));
    await switches.first().waitFor({ timeout: 20_000 });
    expect(await switches.count()).toBe(slotsOnline);
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(/^Offline — as of .*\d{4}/);
    await shot(page, 'offline-my-meals');

    await page.goto(url('/UserDashboard'));
    await requests.getByRole('row').filter({ hasText: meal.title }).waitFor({ timeout: 20_000 });
    await banner.waitFor();

    // Signing out, still offline: the person's cache goes, and nothing of theirs is anywhere in Cache Storage.
    const before = await readCacheStorage(page);
    expect(before.some((entry) => entry.cache.includes(userId) && entry.body.includes(student.email))).toBe(true);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByText('Logout Seccessfull').waitFor();
    const after = await readCacheStorage(page);
    expect(after.length).toBeGreaterThan(0);
    const personal = after.filter((entry) => [userId, student.email, student.name, student.token].some((mark) => entry.cache.includes(mark) || entry.url.includes(mark) || entry.body.includes(mark)));
    expect(personal).toEqual([]);
    // And nothing but GET answers of the public menu ever came from the API.
    const apiEntries = after.filter((entry) => new URL(entry.url).pathname.startsWith('/api/'));
    expect(apiEntries.map((entry) => new URL(entry.url).pathname)).toEqual(expect.arrayContaining(['/api/menu']));
    expect(apiEntries.every((entry) => new URL(entry.url).pathname === '/api/menu')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  describe('when mf-meals is rebuilt with one changed string', () => {
    let rebuilt: ChildProcess | undefined;
    let folder: string | undefined;

    afterEach(async () => {
      if (rebuilt) {
        rebuilt.kill('SIGTERM');
        await new Promise((resolve) => rebuilt!.once('exit', resolve));
        rebuilt = undefined;
        await controlFrontend('mf-meals', 'start');
      }
      if (folder) rmSync(folder, { recursive: true, force: true });
    });

    it('then the open page offers the new version, and Reload runs the new code', async () => {
      const { context, page, errors } = await visit(browser, { expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/, /Failed to load resource/] });
      await page.goto(url('/menu'));
      await page.getByRole('heading', { level: 1, name: MENU_HEADING }).waitFor();
      await controlled(page);
      await page.waitForFunction(() => document.documentElement.dataset.offline === 'ready', undefined, { timeout: 60_000 });
      expect(await page.getByTestId('update-prompt').count()).toBe(0);

      // A new build of mf-meals deployed where the old one was: same port, its heading changed, its chunk renamed.
      folder = mkdtempSync(join(tmpdir(), 'hostel-offline-'));
      const dist = join(folder, 'mf-meals', 'dist');
      cpSync(join(ROOT, 'mf-meals', 'dist'), dist, { recursive: true });
      cpSync(join(ROOT, 'mf-meals', 'dist-server'), join(folder, 'mf-meals', 'dist-server'), { recursive: true });
      rebuildWithChangedString(dist, MENU_HEADING, NEW_HEADING);
      // Its first-screen renderer is built from the same sources, so the served page says the same as the new code.
      rebuildWithChangedString(join(folder, 'mf-meals', 'dist-server'), MENU_HEADING, NEW_HEADING);
      await controlFrontend('mf-meals', 'stop');
      rebuilt = await serveFolder(join(folder, 'mf-meals'), E2E_FRONTENDS['mf-meals']);

      // A phone coming back onto the Wi-Fi looks for new builds (so does coming back to the tab, and a timer).
      const prompt = page.getByTestId('update-prompt');
      for (let attempt = 1; !(await prompt.isVisible()); attempt += 1) {
        await context.setOffline(true);
        await page.waitForFunction(() => !navigator.onLine);
        await context.setOffline(false);
        await prompt.waitFor({ timeout: attempt < 3 ? 10_000 : 30_000 }).catch((err: unknown) => {
          if (attempt >= 3) throw err;
        });
      }
      expect(await prompt.textContent()).toBe('New version available — Reload');
      // Nothing changed under the reader's eyes before they chose to reload.
      expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe(MENU_HEADING);

      await prompt.getByRole('button', { name: 'Reload' }).click();
      await page.getByRole('heading', { level: 1, name: NEW_HEADING }).waitFor({ timeout: 30_000 });
      await shot(page, 'offline-new-version');
      expect(errors).toEqual([]);
      await context.close();
    });
  });
});

/**
 * What a real rebuild does to a build folder, without webpack: the files holding `from` get `to`, each content-hashed
 * one a new name (the entry and the manifest name the new hash), and no stale precompressed copy is left to serve.
 */
function rebuildWithChangedString(dist: string, from: string, to: string): void {
  // A catalogue bundled as JSON.parse('…') escapes its apostrophes.
  const forms: [string, string][] = [
    [from, to],
    [from.replace(/'/g, "\\'"), to.replace(/'/g, "\\'")],
  ];
  const holds = (text: string) => forms.some(([form]) => text.includes(form));
  const texts = readdirSync(dist).filter((name) => /\.(m?js|json)$/.test(name));
  const changed = texts.filter((name) => holds(readFileSync(join(dist, name), 'utf8')));
  if (changed.length === 0) throw new Error(`no file of ${dist} holds "${from}"`);
  const renames: [string, string][] = [];
  for (const name of changed) {
    const text = forms.reduce((content, [form, replacement]) => content.split(form).join(replacement), readFileSync(join(dist, name), 'utf8'));
    writeFileSync(join(dist, name), text);
    const hash = /\.([0-9a-f]{8})\.js$/.exec(name)?.[1];
    if (hash) {
      const next = createHash('sha256').update(text).digest('hex').slice(0, 8);
      renameSync(join(dist, name), join(dist, name.replace(hash, next)));
      renames.push([hash, next]);
    }
  }
  for (const name of readdirSync(dist).filter((file) => /\.(js|json)$/.test(file))) {
    const text = readFileSync(join(dist, name), 'utf8');
    const next = renames.reduce((content, [hash, replacement]) => content.split(hash).join(replacement), text);
    if (next !== text || changed.includes(name)) writeFileSync(join(dist, name), next);
  }
  for (const name of readdirSync(dist)) if (/\.(br|gz)$/.test(name)) rmSync(join(dist, name));
}

/** Serves a build folder with the front ends' own server, as the journeys' stack does. */
async function serveFolder(appDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'packages/web-server/src/main.ts'), appDir], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), GATEWAY_URL: `http://127.0.0.1:${E2E_BACKEND.gateway}`, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const health = await fetch(`http://127.0.0.1:${port}/health`).then((res) => res.json() as Promise<{ app?: string }>, () => undefined);
    if (health?.app === 'mf-meals') return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`the rebuilt mf-meals did not start on ${port}`);
}
