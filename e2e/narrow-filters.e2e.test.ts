import type { Browser, Page } from 'playwright-core';
import { launch, shot, url, visit, watchContentSecurityPolicy } from './support/browser';
import { accessibilityViolations } from './support/accessibility';

/** A common phone's screen (390 × 844). */
const PHONE = { width: 390, height: 844 };

/** Where the first meal card's title is on the page, in CSS pixels from the top of the first screen. */
async function firstTitleBox(page: Page) {
  const box = await page.locator('[data-testid="meal-card"] :is(h2, h3)').first().boundingBox();
  if (!box) throw new Error('no meal card title laid out');
  return box;
}

/** Presses Tab until `target` has the focus (at most `limit` times); false when it never does. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 15): Promise<boolean> {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return true;
  }
  return false;
}

describe('All Meals on a phone: the diet and allergen filters fold behind one Filters button', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('when All Meals opens at 390 × 844, then a meal card’s title is in the first screen, as served and once live, without moving', async () => {
    // As served, before any script (a phone on slow 4G shows this while the scripts download).
    const served = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    await watchContentSecurityPolicy(served);
    const servedPage = await served.newPage();
    await servedPage.goto(url('/meals'));
    const before = await firstTitleBox(servedPage);
    expect(before.y + before.height).toBeLessThanOrEqual(PHONE.height);
    expect(await servedPage.getByRole('group', { name: 'Diet' }).isVisible()).toBe(false);
    await served.close();

    const { context, page, errors } = await visit(browser, PHONE);
    await page.goto(url('/meals'));
    await page.locator('[data-testid="meal-card"]').first().waitFor();
    const live = await firstTitleBox(page);
    expect(live.y + live.height).toBeLessThanOrEqual(PHONE.height);
    // The browser's render lays the page out as the server's did (a CSS media query, no width read in script).
    expect(Math.abs(live.y - before.y)).toBeLessThanOrEqual(1);
    expect(await page.getByRole('button', { name: 'Filters', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('group', { name: 'Diet' }).isVisible()).toBe(false);
    expect(await page.getByRole('group', { name: 'Without' }).isVisible()).toBe(false);
    await shot(page, 'narrow-filters-first-screen');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('when Filters is reached by Tab and toggled with Enter and Space, then aria-expanded flips, the boxes show and hide, and it counts the ticked ones', async () => {
    const { context, page, errors } = await visit(browser, PHONE);
    await page.goto(url('/meals'));
    await page.locator('[data-testid="meal-card"]').first().waitFor();
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await page.getByRole('searchbox', { name: 'Search' }).focus();
    expect(await tabTo(page, toggle)).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);

    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await panel.getByRole('group', { name: 'Diet' }).waitFor();
    expect(await panel.getByRole('group', { name: 'Without' }).isVisible()).toBe(true);
    expect(await accessibilityViolations(page, 'form[role="search"]')).toEqual([]);

    // The first box is the next stop after the toggle; Space ticks it, and the list is filtered.
    const vegetarian = panel.getByRole('checkbox', { name: 'Vegetarian' });
    expect(await tabTo(page, vegetarian, 1)).toBe(true);
    const filtered = page.waitForResponse((response) => response.url().includes('diet=vegetarian'));
    await page.keyboard.press('Space');
    await filtered;
    expect(await vegetarian.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Filters (1)', exact: true }).waitFor();

    await toggle.focus();
    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await panel.getByRole('group', { name: 'Diet' }).waitFor({ state: 'hidden' });
    // Folded away, not cleared: the count stays and the box is still ticked.
    expect(await toggle.textContent()).toBe('Filters (1)');
    expect(await accessibilityViolations(page, 'form[role="search"]')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('when the screen is wide, then the boxes show as before and there is no Filters button', async () => {
    const { context, page, errors } = await visit(browser, { width: 1280, height: 900 });
    await page.goto(url('/meals'));
    await page.locator('[data-testid="meal-card"]').first().waitFor();
    expect(await page.getByRole('group', { name: 'Diet' }).isVisible()).toBe(true);
    expect(await page.getByRole('group', { name: 'Without' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Filters/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
