/**
 * Live updates and Insights in the browser: two contexts, a student's and the admin's, each with its own
 * stream. Nothing reloads: each page carries a marker set after it loaded, and it must still be there at the end.
 */
import type { Browser, Page } from 'playwright-core';
import type { Meal } from '@hostel/contracts';
import { DEMO_ACCOUNTS } from '../scripts/stack/demo-accounts';
import { api, premiumStudent, type Actor } from './support/api';
import { jumpTo, launch, markLoaded, shot, signIn, stillSamePage, url, visit } from './support/browser';

const admin = DEMO_ACCOUNTS.find((account) => account.email.startsWith('admin'))!;
/** The password the API suites' actors are made with. */
const ACTOR_PASSWORD = 'Password1';


async function openAdminDashboard(page: Page): Promise<void> {
  await signIn(page, admin.email, admin.password);
  await page.goto(url('/AdminDashboard'));
  await jumpTo(page, 'Serve');
  await page.getByRole('heading', { name: 'Serve Meals' }).waitFor();
}

describe('live updates', () => {
  let browser: Browser;
  let student: Actor;
  let meal: Meal;
  beforeAll(async () => {
    browser = await launch();
    student = await premiumStudent('gold', { name: `Live Student ${Date.now()}` });
    meal = (await api<Meal[]>('/meals?search=Beef%20Tehari')).body[0]!;
  });
  afterAll(async () => {
    await browser.close();
  });

  it("when the admin delivers in another browser, then the student's Requested Meals row turns Delivered with the toast, without a reload", async () => {
    const made = await api<{ insertedId: string }>('/serve-meals', { token: student.token, body: { mealId: meal._id, title: meal.title, userName: student.name, userEmail: student.email } });
    expect(made.status).toBe(201);

    const mine = await visit(browser);
    await signIn(mine.page, student.email, ACTOR_PASSWORD);
    await mine.page.goto(url('/UserDashboard'));
    const requested = mine.page.getByRole('region', { name: 'Requested Meals' });
    const row = requested.getByRole('row').filter({ hasText: meal.title });
    await row.getByText('Pending').waitFor();
    await markLoaded(mine.page);

    const kitchen = await visit(browser);
    await openAdminDashboard(kitchen.page);
    const serve = kitchen.page.getByRole('region', { name: 'Serve Meals' });
    await serve.getByLabel('Search requests').fill(student.email);
    await serve.getByRole('button', { name: `Deliver ${meal.title} to ${student.name}` }).click();

    await mine.page.getByText(`Your meal "${meal.title}" has been delivered.`).waitFor({ timeout: 5000 });
    await row.getByText('Delivered').waitFor({ timeout: 5000 });
    expect(await row.getByRole('button').count()).toBe(0);
    expect(await stillSamePage(mine.page)).toBe(true);
    await shot(mine.page, 'live-requested-meals-delivered');
    expect(mine.errors).toEqual([]);
    expect(kitchen.errors).toEqual([]);
    await Promise.all([mine.context.close(), kitchen.context.close()]);
  });

  it("when a student requests a meal, then the admin's Serve Meals shows it without a reload, and drops it when cancelled", async () => {
    const kitchen = await visit(browser);
    await openAdminDashboard(kitchen.page);
    const serve = kitchen.page.getByRole('region', { name: 'Serve Meals' });
    await serve.getByRole('row').nth(1).waitFor();
    await markLoaded(kitchen.page);
    const newcomer = await premiumStudent('silver', { name: `Hungry ${Date.now()}` });

    const made = await api<{ insertedId: string }>('/serve-meals', { token: newcomer.token, body: { mealId: meal._id, title: meal.title, userName: newcomer.name, userEmail: newcomer.email } });
    expect(made.status).toBe(201);

    // Newest first: the new request heads the first page.
    const row = serve.getByRole('row').filter({ hasText: newcomer.email });
    await row.waitFor({ timeout: 5000 });
    await row.getByText('Pending').waitFor();

    expect((await api(`/serve-meals/${made.body.insertedId}`, { method: 'DELETE', token: newcomer.token })).status).toBe(200);
    await row.waitFor({ state: 'detached', timeout: 5000 });
    expect(await stillSamePage(kitchen.page)).toBe(true);
    expect(kitchen.errors).toEqual([]);
    await kitchen.context.close();
  });
});

describe('insights', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser.close();
  });

  /** The numbers in a table's body cells (header cells are the row's label). */
  const numbers = (page: Page, name: string) =>
    page.getByRole('table', { name }).evaluate((table) => [...table.querySelectorAll('tbody td')].map((cell) => Number((cell.textContent ?? '').replace(/[^0-9.]/g, ''))));

  it('shows its four charts drawn from the seed history, each with a data table screen readers read instead', async () => {
    const { page, errors } = await visit(browser);
    await openAdminDashboard(page);
    await page.getByRole('link', { name: 'Insights' }).click();
    const insights = page.getByRole('region', { name: 'Insights' });
    await insights.waitFor();

    const figures = ['Requests per day (last 30 days)', 'Revenue per week by package (last 12 weeks, taka)', 'Rating distribution', 'Top liked and top rated meals'];
    for (const name of figures) {
      const figure = insights.getByRole('figure', { name });
      // Drawn: the chart library's SVG with bars in it, hidden from assistive technology.
      await figure.locator('[aria-hidden="true"] svg.recharts-surface').first().waitFor();
      expect(await figure.locator('[aria-hidden="true"] .recharts-bar-rectangle').count()).toBeGreaterThan(0);
    }

    // The tables are in the accessibility tree, named by their captions, with the seed's history in them.
    const perDay = await numbers(page, 'Requests per day, last 30 days');
    expect(perDay).toHaveLength(30);
    expect(perDay.slice(0, -1).every((count) => count > 0)).toBe(true);
    const revenue = await numbers(page, 'Revenue per week by package, last 12 weeks');
    expect(revenue).toHaveLength(36);
    expect(revenue.reduce((sum, taka) => sum + taka, 0)).toBeGreaterThan(0);
    const ratings = await numbers(page, 'Reviews by rating');
    expect(ratings).toHaveLength(5);
    expect(ratings.every((count) => count > 0)).toBe(true);
    expect(await page.getByRole('table', { name: 'Top liked meals' }).getByRole('row').count()).toBe(6);
    expect(await page.getByRole('table', { name: 'Top rated meals' }).getByRole('row').count()).toBe(6);

    const tree = await insights.ariaSnapshot();
    for (const caption of ['Requests per day, last 30 days', 'Revenue per week by package, last 12 weeks', 'Reviews by rating', 'Top liked meals', 'Top rated meals']) {
      expect(tree).toContain(`table "${caption}"`);
    }
    expect(tree).not.toContain('recharts');
    await shot(page, 'admin-insights');
    expect(errors).toEqual([]);
  });
});
