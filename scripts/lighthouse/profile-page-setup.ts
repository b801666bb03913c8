import { chromium, type Browser, type Page } from 'playwright-core';

/** The phone-sized viewport Lighthouse's mobile runs use. */
export const PHONE = { width: 412, height: 823 };

/** The Chromium the profiling tools drive (Debian's, or CHROMIUM_PATH). */
export const profilingBrowser = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });

/**
 * The page the profiling tools load, set up as Lighthouse's runs load it: a phone-sized viewport, the `lang` cookie
 * when a language is given, and with PROFILE_SIGN_IN='<email> <password>' the account signed in through the site's own
 * login form first (unthrottled and unrecorded), for the signed-in pages (the dashboards; see sign-in.ts).
 */
export async function profiledPage(pageUrl: string, language?: string): Promise<{ browser: Browser; page: Page }> {
  const browser = await profilingBrowser();
  const context = await browser.newContext({ viewport: PHONE });
  if (language) await context.addCookies([{ name: 'lang', value: language, url: pageUrl }]);
  const page = await context.newPage();
  const [email, password] = (process.env.PROFILE_SIGN_IN ?? '').split(' ');
  if (email && password) {
    await page.goto(new URL('/login', pageUrl).href, { waitUntil: 'load' });
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Account menu' }).waitFor({ timeout: 30_000 });
  }
  return { browser, page };
}
