import type { Browser, Page } from 'playwright-core';
import type { Meal, MenuDay } from '@hostel/contracts';
import { DEMO_ACCOUNTS } from '../scripts/stack/demo-accounts';
import { emulatorAccount } from '../scripts/stack/identity';
import { api, signUp } from './support/api';
import { jumpTo, launch, shot, signIn, url, visit } from './support/browser';
import { accessibilityViolations } from './support/accessibility';

const admin = DEMO_ACCOUNTS.find((account) => account.email.startsWith('admin'))!;
const STUDENT_PASSWORD = 'Password1';

/** Dhaka keeps UTC+6 all year, so its calendar day is UTC's six hours on (computed apart from the app's code). */
const dhakaDate = (daysFromToday = 0) => new Date(Date.now() + 6 * 3600_000 + daysFromToday * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
/** The Monday on or before a date. */
const mondayOf = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
};
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function adminToken(): Promise<string> {
  const account = await emulatorAccount(admin.email, admin.password, { verified: true });
  const session = await api<{ token: string }>('/jwt', { token: account.idToken, body: { email: admin.email } });
  if (session.status !== 200) throw new Error(`POST /jwt failed: ${session.status}`);
  return session.body.token;
}

async function createMeal(token: string, title: string, category: Meal['category']): Promise<Meal> {
  const res = await api<{ meal: Meal }>('/meals', {
    token,
    body: { title, category, price: 150, postTime: '1:00 PM', description: 'Made by the menu journeys.', ingredients: 'Rice, dal', image: '', dietTags: ['halal'], allergens: [] },
  });
  if (res.status !== 201) throw new Error(`POST /meals failed: ${res.status}`);
  return res.body.meal;
}

/** The day cards of /menu, by the weekday their heading starts with. */
const dayCard = (page: Page, weekday: string) => page.getByTestId('menu-day').filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(`^${weekday}\\b`) }) });

describe('the weekly menu', () => {
  let browser: Browser;
  let token: string;
  let nextWeekMeal: Meal;
  let tomorrowMeal: Meal;
  const nextWednesday = addDays(mondayOf(dhakaDate()), 9);
  const tomorrow = dhakaDate(1);

  beforeAll(async () => {
    browser = await launch();
    token = await adminToken();
    const stamp = Date.now();
    [nextWeekMeal, tomorrowMeal] = await Promise.all([createMeal(token, `Next Week Tehari ${stamp}`, 'Dinner'), createMeal(token, `Tomorrow Biryani ${stamp}`, 'Lunch')]);
    const put = await api<MenuDay>(`/menu/${nextWednesday}/Dinner`, { method: 'PUT', token, body: { mealIds: [nextWeekMeal._id] } });
    expect(put.status).toBe(200);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('when a visitor opens Menu from the navbar, then today is marked, and next week’s meal opens with when it is served', async () => {
    const { page, errors } = await visit(browser);
    await page.goto(url('/'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu', exact: true }).click();
    await page.waitForURL(/\/menu$/);
    await page.getByRole('heading', { level: 1, name: "This Week's Menu" }).waitFor();

    const today = page.locator('#mf-area [aria-current="date"]');
    await today.waitFor();
    expect(await today.count()).toBe(1);
    expect(await today.getByRole('heading', { level: 2 }).textContent()).toMatch(new RegExp(`^${weekdayOf(dhakaDate())}.*Today$`));
    await page.getByText(/^Last updated /).waitFor();
    expect(await page.getByTestId('menu-day').count()).toBe(7);
    // The whole page, the shell's navbar and footer (with their new Menu links) included.
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'menu-this-week');

    // The week buttons are real buttons: the keyboard moves the week.
    await page.getByRole('button', { name: 'Next week →' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/menu\?week=\d{4}-W\d{2}$/);
    const wednesday = dayCard(page, 'Wednesday');
    const link = wednesday.getByRole('link', { name: nextWeekMeal.title });
    await link.waitFor();
    expect(await page.locator('#mf-area [aria-current="date"]').count()).toBe(0);

    await link.click();
    await page.waitForURL(new RegExp(`/meal/${nextWeekMeal._id}$`));
    await page.getByRole('heading', { level: 1, name: nextWeekMeal.title }).waitFor();
    await page.getByText('Next served: Wednesday, Dinner').waitFor();
    await page.getByRole('table', { name: 'Ratings by stars' }).waitFor();
    expect(await accessibilityViolations(page, '#mf-area table')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('when All Meals is filtered to vegetarian without nuts, then only such meals show', async () => {
    const { page, errors } = await visit(browser);
    await page.goto(url('/meals'));
    await page.getByTestId('meal-card').first().waitFor();
    const expected = (await api<Meal[]>('/meals?diet=vegetarian&without=nuts')).body;
    expect(expected.length).toBeGreaterThan(0);

    await page.getByRole('group', { name: 'Diet' }).getByLabel('Vegetarian').check();
    // Checkboxes answer the keyboard too.
    await page.getByRole('group', { name: 'Without' }).getByLabel('Nuts', { exact: true }).focus();
    await page.keyboard.press('Space');

    const cards = page.getByTestId('meal-card');
    await page.waitForFunction(() => {
      const shown = [...document.querySelectorAll('[data-testid="meal-card"]')];
      const marks = (card: Element) => [...card.querySelectorAll('[role="img"]')].map((mark) => mark.getAttribute('aria-label'));
      return shown.length > 0 && shown.every((card) => marks(card).includes('Vegetarian') && !marks(card).includes('Contains nuts'));
    });
    for (let i = 0; i < 10 && !(await page.getByText('You have seen all meals!').isVisible()); i++) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(300);
    }
    expect((await cards.locator(':is(h2, h3)').allTextContents()).sort()).toEqual(expected.map((meal) => meal.title).sort());
    for (const card of await cards.all()) {
      expect(await card.getByRole('img', { name: 'Vegetarian', exact: true }).count()).toBe(1);
      expect(await card.getByRole('img', { name: 'Contains nuts', exact: true }).count()).toBe(0);
    }
    expect(await accessibilityViolations(page, '#mf-area')).toEqual([]);
    await shot(page, 'menu-meals-vegetarian-without-nuts');
    expect(errors).toEqual([]);
  });

  it('when an admin schedules a meal for tomorrow’s Lunch, then a student sees it under tomorrow with Next served', async () => {
    const weekday = weekdayOf(tomorrow);
    const tomorrowNextWeek = mondayOf(tomorrow) !== mondayOf(dhakaDate());

    const adminVisit = await visit(browser);
    await signIn(adminVisit.page, admin.email, admin.password);
    await adminVisit.page.getByRole('link', { name: 'Admin Dashboard' }).click();
    await jumpTo(adminVisit.page, 'Weekly Menu');
    const section = adminVisit.page.getByRole('region', { name: 'Weekly Menu' });
    await section.getByRole('button', { name: 'Next week →' }).waitFor();
    if (tomorrowNextWeek) await section.getByRole('button', { name: 'Next week →' }).click();
    const choice = section.getByRole('combobox', { name: `Meal for ${weekday} Lunch` });
    await choice.locator('option', { hasText: tomorrowMeal.title }).waitFor({ state: 'attached' });
    await choice.selectOption({ label: `${tomorrowMeal.title} (Lunch)` });
    await section.getByRole('button', { name: `Add to ${weekday} Lunch` }).click();
    await adminVisit.page.getByText(`Lunch on ${tomorrow} saved`).waitFor();
    await section.getByRole('button', { name: `Remove ${tomorrowMeal.title} from ${weekday} Lunch` }).waitFor();
    expect(await accessibilityViolations(adminVisit.page, '#weekly-menu')).toEqual([]);
    expect(adminVisit.errors).toEqual([]);

    const student = await signUp({ name: 'Menu Reader' });
    const { page, errors } = await visit(browser);
    await signIn(page, student.email, STUDENT_PASSWORD);
    await page.goto(url('/menu'));
    await page.getByRole('heading', { level: 1, name: "This Week's Menu" }).waitFor();
    if (tomorrowNextWeek) await page.getByRole('button', { name: 'Next week →' }).click();
    const link = dayCard(page, weekday).getByRole('link', { name: tomorrowMeal.title });
    await link.waitFor();
    await link.click();
    await page.getByText(`Next served: ${weekday}, Lunch`).waitFor();
    expect(errors).toEqual([]);
  });

  it('when opened on a 375 px phone, then the days stack one per row and nothing overflows sideways', async () => {
    const { page, errors } = await visit(browser, { width: 375, height: 812 });
    await page.goto(url('/menu'));
    const days = page.getByTestId('menu-day');
    await days.first().waitFor();
    const boxes = await Promise.all((await days.all()).map((day) => day.boundingBox()));
    expect(boxes).toHaveLength(7);
    for (const [index, box] of boxes.entries()) {
      expect(box!.x).toBe(boxes[0]!.x);
      expect(box!.width).toBeGreaterThan(300);
      if (index > 0) expect(box!.y).toBeGreaterThanOrEqual(boxes[index - 1]!.y + boxes[index - 1]!.height);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await accessibilityViolations(page, '#mf-area')).toEqual([]);
    await shot(page, 'menu-phone');
    expect(errors).toEqual([]);
  });
});
