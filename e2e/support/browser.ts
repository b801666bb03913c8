import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { E2E_CONTROL, SITE } from './ports';

const SHOTS = join(__dirname, '../../test-results/e2e');

/** Debian's Chromium, never a downloaded browser. */
export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

/**
 * Content-Security-Policy violations reported in any page of the current test, whichever visit it came from: the
 * pages must work under the policy the web server sends, so one violation fails the journey (setup-timeouts.ts checks
 * after every test), whether or not the test looks at its console errors.
 */
export const policyViolations: string[] = [];

/** Chromium's console words for a blocked load, script, style or frame (also with scripts off, where no event fires). */
const REFUSED = /Content Security Policy|Refused to (load|execute|apply|frame|connect|create)/;

/**
 * Collects every CSP violation in the context's pages and frames: the `securitypolicyviolation` event (added to each
 * document before its own scripts) and the console's 'Refused to …' messages.
 */
export async function watchContentSecurityPolicy(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__reportPolicyViolation', ({ frame }, text: string) => {
    policyViolations.push(`${text} (in ${frame.url()})`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation?: (text: string) => void }).__reportPolicyViolation;
      report?.(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  context.on('console', (message) => {
    if (REFUSED.test(message.text())) policyViolations.push(`console: ${message.text()} (${message.location().url})`);
  });
}

/** Fails the test that is ending when a page reported a violation, and starts the next one clean. */
export function expectNoPolicyViolations(): void {
  const reported = policyViolations.splice(0);
  if (reported.length > 0) throw new Error(`Content-Security-Policy violations:\n${reported.join('\n')}`);
}

export interface Visit {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

export interface VisitOptions {
  width?: number;
  height?: number;
  /** Console errors the test provokes on purpose (a refused request, a stopped remote); any other one fails it. */
  expectedConsoleErrors?: RegExp[];
}

/**
 * A fresh browser profile (no session) with the page's uncaught errors and console errors collected for the
 * assertions: a page that works but logs an error (a failed request, a React warning) is a failing page.
 */
export async function visit(browser: Browser, options: VisitOptions = {}): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 900 } });
  context.setDefaultTimeout(15_000);
  await watchContentSecurityPolicy(context);
  const page = await context.newPage();
  const errors: string[] = [];
  const expected = options.expectedConsoleErrors ?? [];
  // The served page shows the server's first screen (inert) until the scripts replace it: a journey acts
  // on the live page, so a navigation returns once that has happened. Otherwise an element list or a box read right
  // after goto could be of markup about to be replaced.
  for (const method of ['goto', 'reload'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      await page.waitForFunction(() => !document.querySelector('#chrome[inert], #mf-area[inert]'));
      return response;
    };
  }
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = `console: ${message.text()} (${message.location().url})`;
    if (!expected.some((pattern) => pattern.test(text))) errors.push(text);
  });
  return { context, page, errors };
}

export const url = (path: string) => `${SITE}${path}`;

/** A screenshot kept as a CI artefact (test-results/ is ignored by git). */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/**
 * A dashboard section below the first screen, reached as its user reaches it: by its link in the jump list ('Serve',
 * 'Weekly Menu'). The admin's sections mount only when they come near the screen.
 */
export async function jumpTo(page: Page, section: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: section, exact: true }).click();
}

export async function signIn(page: Page, email: string, password: string, from = '/login'): Promise<void> {
  if (!page.url().includes('/login')) await page.goto(url(from));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

export async function controlFrontend(name: 'shell' | 'mf-meals' | 'mf-dashboard' | 'mf-admin', action: 'stop' | 'start'): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${E2E_CONTROL}/${name}/${action}`, { method: 'POST' });
  if (res.status !== 204) throw new Error(`could not ${action} ${name}: ${res.status}`);
}

/** Fills the card element (localstripe's stand-in renders plain inputs; real Stripe would be an iframe). */
export async function fillTestCard(page: Page, number = '4242424242424242'): Promise<void> {
  await page.getByPlaceholder('number').fill(number);
  await page.getByPlaceholder('exp_month').fill('12');
  await page.getByPlaceholder('exp_year').fill('35');
  await page.getByPlaceholder('cvc').fill('123');
  const postal = page.getByPlaceholder('postal_code');
  if (await postal.count()) await postal.fill('1207');
}

/** Fills the test card on the checkout page and presses Pay once Stripe is ready. */
export async function payWithTestCard(page: Page): Promise<void> {
  await fillTestCard(page);
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Pay');
    return button && !button.disabled;
  });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

/** Marks the page's window: a reload or a full navigation drops the mark, an in-app route change keeps it. */
export const markLoaded = (page: Page) => page.evaluate(() => ((window as unknown as { __liveMarker?: boolean }).__liveMarker = true));
export const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { __liveMarker?: boolean }).__liveMarker === true);

/** Confirms a sweetalert2 dialog by its button text. */
export async function confirmDialog(page: Page, button: string): Promise<void> {
  await page.locator('.swal2-popup').getByRole('button', { name: button }).click();
}
