import type { Browser } from 'playwright-core';
import { launch, shot, url, visit } from './support/browser';
import { E2E_FRONTENDS } from './support/ports';

describe('a visitor browsing', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('when Home opens, then the carousel heading and at most 4 category cards show, and the filter narrows them', async () => {
    const { page, errors } = await visit(browser);
    await page.goto(url('/'));
    await page.getByRole('heading', { name: 'Delicious Meals Every Day' }).first().waitFor();
    const cards = page.getByTestId('meal-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBeLessThanOrEqual(4);

    await page.getByRole('button', { name: 'Breakfast', exact: true }).click();
    await page.waitForFunction(() => {
      const shown = [...document.querySelectorAll('[data-testid="meal-card"] p')].map((p) => p.textContent);
      return shown.length > 0 && shown.every((text) => text === 'Breakfast');
    });
    expect(await cards.count()).toBeLessThanOrEqual(4);
    await page.getByRole('heading', { name: 'Upgrade Your Membership' }).waitFor();
    await shot(page, 'visitor-home');

    // The block is mf-meals' code inside the shell's page: its link must still move the whole site.
    const title = (await cards.first().locator(':is(h2, h3)').textContent())!;
    await cards.first().getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(/\/meal\/[a-f0-9]{24}$/);
    await page.locator('#mf-area').getByRole('heading', { name: title }).first().waitFor();
    await page.getByRole('heading', { name: 'Delicious Meals Every Day' }).first().waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('when All Meals is searched, filtered and scrolled, then the list and its messages follow', async () => {
    const { page, errors } = await visit(browser);
    // Module federation shares React as a singleton: the remote must use the shell's copy, not download its own;
    // the same for the federation runtime's core.
    const remoteScripts: Promise<string>[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).port === String(E2E_FRONTENDS['mf-meals']) && res.url().endsWith('.js')) remoteScripts.push(res.text());
    });
    await page.goto(url('/meals'));
    const cards = page.getByTestId('meal-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(6);

    for (let i = 0; i < 10 && !(await page.getByText('You have seen all meals!').isVisible()); i++) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(300);
    }
    await page.getByText('You have seen all meals!').waitFor();
    // Every meal the API lists is shown once scrolled to the end (other journeys may have added meals).
    const total = await page.evaluate(async () => ((await (await fetch('/api/meals')).json()) as unknown[]).length);
    expect(total).toBeGreaterThanOrEqual(24);
    expect(await cards.count()).toBe(total);

    await page.getByLabel('Category').selectOption('Lunch');
    await page.getByLabel('Price').selectOption('200-400');
    await page.waitForFunction(() => {
      const cards = [...document.querySelectorAll('[data-testid="meal-card"]')];
      return cards.length > 0 && cards.every((card) => card.querySelector('p')?.textContent === 'Lunch');
    });
    const prices = await cards.locator('strong').allTextContents();
    for (const price of prices) {
      const value = Number(price.replace(/[^\d.]/g, ''));
      expect(value).toBeGreaterThanOrEqual(200);
      expect(value).toBeLessThanOrEqual(400);
    }

    await page.getByLabel('Category').selectOption('');
    await page.getByLabel('Price').selectOption('');
    await page.getByPlaceholder('Search by meal name...').fill('biryani');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForFunction(() => {
      const titles = [...document.querySelectorAll('[data-testid="meal-card"] :is(h2, h3)')].map((h) => h.textContent ?? '');
      return titles.length > 0 && titles.every((title) => /biryani/i.test(title));
    });

    await page.getByPlaceholder('Search by meal name...').fill('no such meal anywhere');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No meals found.').waitFor();
    await shot(page, 'visitor-no-meals');
    const scripts = await Promise.all(remoteScripts);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((text) => text.includes('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'))).toEqual([]);
    // One federation runtime on the page: the remote runs on the core the shell hands it, not on a copy of its own
    // (the core's hooks, such as this one, are named in it and nowhere else).
    expect(scripts.filter((text) => text.includes('beforeInitContainer'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('when a meal is opened, then its details and reviews show', async () => {
    const { page, errors } = await visit(browser);
    await page.goto(url('/meals'));
    await page.getByRole('link', { name: 'View Details' }).first().waitFor();
    // A seeded meal with reviews (the seed gives the first reviews to Chicken Biryani).
    await page.getByPlaceholder('Search by meal name...').fill('Chicken Biryani');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="meal-card"] :is(h2, h3)')].some((h) => h.textContent === 'Chicken Biryani'));
    await page.getByRole('link', { name: 'View Details' }).first().click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/meal\/[a-f0-9]{24}$/);
    await page.getByRole('button', { name: /Like/ }).waitFor();
    await page.getByRole('heading', { name: /Reviews \(\d+\)/ }).waitFor();
    const reviews = await page.getByRole('region', { name: 'Reviews' }).locator('li').count();
    expect(reviews).toBeGreaterThan(0);
    // A deep link (reload on the route) loads the same page.
    await page.reload();
    await page.getByRole('heading', { name: 'Chicken Biryani', level: 1 }).waitFor();
    await shot(page, 'visitor-meal-details');
    expect(errors).toEqual([]);
  });

  it('when opened on a 375 px phone, then nothing overflows sideways and the menu opens from its button', async () => {
    const { page, errors } = await visit(browser, { width: 375, height: 812 });
    for (const path of ['/', '/meals']) {
      await page.goto(url(path));
      await page.getByTestId('meal-card').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
    const mealsLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Upcoming Meals' });
    expect(await mealsLink.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Main menu' }).click();
    await mealsLink.waitFor();
    await shot(page, 'visitor-phone-menu');
    expect(errors).toEqual([]);
  });
});
