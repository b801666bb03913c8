/**
 * A signed-in session for Lighthouse's dashboard pages: the demo account signs in through the site's own
 * login form in the very Chromium Lighthouse measures in, so the session lives where the site keeps it (Firebase's
 * IndexedDB and the backend's session token in localStorage). Lighthouse's default storage reset clears only the
 * HTTP cache, service workers, cache storage and file systems, so every measured load is still a cold first load,
 * signed in.
 */
import puppeteer, { type Browser } from 'puppeteer-core';

export interface SessionBrowser {
  signIn: (email: string, password: string) => Promise<void>;
  /** Sets the site's `lang` cookie ('en': removes it, the site's default), as the language switch would. */
  setLanguage: (lang: string) => Promise<void>;
  disconnect: () => Promise<void>;
}

export async function sessionBrowser(port: number, siteUrl: string): Promise<SessionBrowser> {
  const browser: Browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  return {
    async signIn(email, password) {
      const page = await browser.newPage();
      try {
        // Whoever was signed in before is signed out first: the site's storage for its origin is emptied.
        const cdp = await page.createCDPSession();
        await cdp.send('Storage.clearDataForOrigin', { origin: new URL(siteUrl).origin, storageTypes: 'all' });
        await page.goto(`${siteUrl}/login`, { waitUntil: 'load' });
        await page.locator('input[name="email"]').fill(email);
        await page.locator('input[name="password"]').fill(password);
        await page.locator('::-p-aria(Login[role="button"])').click();
        // The navbar's account menu shows once the session (Firebase and the backend's token) is established.
        await page.locator('::-p-aria(Account menu[role="button"])').setTimeout(30_000).wait();
      } finally {
        await page.close();
      }
    },
    async setLanguage(lang) {
      const { hostname } = new URL(siteUrl);
      // A cookie is per host, not per port: the remotes' servers (other ports of the same host) get it too.
      await browser.deleteMatchingCookies({ name: 'lang', domain: hostname, path: '/' });
      if (lang !== 'en') await browser.setCookie({ name: 'lang', value: lang, domain: hostname, path: '/', sameSite: 'Lax' });
    },
    disconnect: () => browser.disconnect(),
  };
}
