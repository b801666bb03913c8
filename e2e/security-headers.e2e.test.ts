import type { Browser } from 'playwright-core';
import { launch, policyViolations, url, visit } from './support/browser';
import { E2E_FRONTENDS } from './support/ports';

describe("the site's browser protections", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('when a page is opened, then its answer carries the policy and the frame, referrer and type protections, and the policy is enforced', async () => {
    const { page, errors } = await visit(browser);
    const response = await page.goto(url('/meals'));
    await page.getByTestId('meal-card').first().waitFor();
    const headers = response!.headers();

    const policy = headers['content-security-policy']!;
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
    // The remotes' origins come from the configuration (their ports move with TEST_PORT_OFFSET).
    expect(policy).toMatch(new RegExp(`script-src [^;]*'nonce-[^']+'[^;]*http://localhost:${E2E_FRONTENDS['mf-meals']}`));
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    // Test mode is served over http: no HSTS (production adds it, see packages/web-server).
    expect(headers['strict-transport-security']).toBeUndefined();

    // An inline script without this response's nonce does not run, and the harness sees the violation.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.appendChild(script);
      return new Promise((resolve) => setTimeout(() => resolve((window as unknown as { __injected?: boolean }).__injected === true), 200));
    });
    expect(ran).toBe(false);
    const seen = policyViolations.splice(0);
    expect(seen.join('\n')).toMatch(/script-src/);
    expect(errors.filter((error) => !/Content Security Policy/.test(error))).toEqual([]);
  });
});
