import type { Browser } from 'playwright-core';
import { launch, shot, visit } from './support/browser';
import { E2E_BACKEND } from './support/ports';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

describe('the API reference (/api/docs)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('when opened with no network beyond this machine, then it renders the operations of /api/openapi.json, loading nothing from elsewhere', async () => {
    const { context, page, errors } = await visit(browser);
    // Offline as a locked-down network would be: anything that leaves the machine is refused and remembered.
    const elsewhere: string[] = [];
    await context.route('**/*', (route) => {
      const { protocol, hostname } = new URL(route.request().url());
      if (protocol === 'data:' || LOCAL_HOSTS.has(hostname)) return route.continue();
      elsewhere.push(route.request().url());
      return route.abort('blockedbyclient');
    });
    const documentRead = page.waitForResponse((res) => res.url().endsWith('/api/openapi.json') && res.status() === 200);

    const res = await page.goto(`http://localhost:${E2E_BACKEND.gateway}/api/docs`);

    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await documentRead;
    await page.getByRole('heading', { name: /Hostel Meals API/ }).waitFor();
    await page.getByText('Meals with filters').first().waitFor();
    await page.getByText('Request a meal (not Bronze)').first().waitFor();
    await shot(page, 'api-docs');
    expect(elsewhere).toEqual([]);
    expect(errors).toEqual([]);
  });
});
