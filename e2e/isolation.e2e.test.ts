import type { Browser } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../scripts/stack/demo-accounts';
import { controlFrontend, launch, shot, signIn, url, visit } from './support/browser';

const admin = DEMO_ACCOUNTS.find((account) => account.email.startsWith('admin'))!;

describe('failure isolation between micro-frontends', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
    await controlFrontend('mf-admin', 'stop');
  });
  afterAll(async () => {
    await controlFrontend('mf-admin', 'start');
    await browser.close();
  });

  it("when mf-admin's server is down, then Home and All Meals work and the admin area shows the contained fallback", async () => {
    const { page } = await visit(browser);
    await page.goto(url('/'));
    await page.getByTestId('meal-card').first().waitFor();
    await page.getByRole('link', { name: 'Meals', exact: true }).first().click();
    await page.getByRole('heading', { name: 'All Meals' }).waitFor();
    await page.getByTestId('meal-card').first().waitFor();

    await signIn(page, admin.email, admin.password);
    await page.getByRole('link', { name: 'Admin Dashboard' }).click();
    await page.getByText('This section is unavailable right now').waitFor();
    // The chrome keeps working around the failed area.
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('navigation', { name: 'Quick links' }).waitFor();
    await shot(page, 'isolation-admin-down');

    await page.getByRole('link', { name: 'Meals', exact: true }).first().click();
    await page.getByTestId('meal-card').first().waitFor();
    expect(await page.getByText('This section is unavailable right now').count()).toBe(0);
  });
});
