import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../scripts/stack/demo-accounts';
import { weekOfDate } from '@hostel/contracts';
import { api, autoApproveTestStudents, signUp } from './support/api';
import { jumpTo, launch, markLoaded, shot, signIn, stillSamePage, visit } from './support/browser';
import { E2E_BACKEND } from './support/ports';
import { accessibilityViolations } from './support/accessibility';

const admin = DEMO_ACCOUNTS.find((account) => account.email.startsWith('admin'))!;
const STUDENT_PASSWORD = 'Password1';

/** Dhaka keeps UTC+6 all year, so its calendar day is UTC's six hours on (computed apart from the app's code). */
const dhakaDate = (daysFromToday = 0) => new Date(Date.now() + 6 * 3600_000 + daysFromToday * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
const mondayOf = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
};

const TODAY = dhakaDate();
const TOMORROW = dhakaDate(1);
/** The days of TOMORROW's week from TOMORROW on: a stay starting tomorrow boards those, and My Meals opens on that week. */
const DAYS_BOARDED_THAT_WEEK = 7 - Math.round((Date.parse(`${TOMORROW}T00:00:00Z`) - Date.parse(`${mondayOf(TOMORROW)}T00:00:00Z`)) / 86_400_000);

/**
 * Sets the clock svc-mess judges every cutoff by (NODE_ENV=test only, straight to the service, never through the
 * gateway): the journeys need a known hour, not whatever hour they happen to run at.
 */
async function setMessClock(at: string | null): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${E2E_BACKEND.mess}/test/clock`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ at }) });
  if (res.status !== 200) throw new Error(`PUT /test/clock failed: ${res.status}`);
}

/** Opens My Meals on the week holding tomorrow. */
async function openMyMeals(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Meals' }).click();
  await page.waitForURL(/\/MyMeals$/);
  await page.getByRole('heading', { level: 1, name: 'My Meals' }).waitFor();
}

describe('the mess: My Meals and the Headcount', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
    await autoApproveTestStudents();
    // Noon in Dhaka today: today's lunch has locked (10:00), tomorrow is the first day still open.
    await setMessClock(`${TODAY}T12:00:00+06:00`);
  });
  afterAll(async () => {
    await setMessClock(null);
    await browser.close();
  });

  it('when a student joins, switches tomorrow’s lunch off and adds a guest to dinner, then the plan holds it, and after the cutoff the slot shows Locked', async () => {
    const student = await signUp({ name: 'Mess Boarder' });
    const { page, errors } = await visit(browser);
    await signIn(page, student.email, STUDENT_PASSWORD);
    await openMyMeals(page);

    const join = page.getByRole('region', { name: 'Join the mess' });
    await join.getByLabel('From').fill(TOMORROW);
    await join.getByRole('button', { name: 'Join the mess' }).click();

    const weekday = weekdayOf(TOMORROW);
    const lunch = page.getByRole('switch', { name: `${weekday} Lunch` });
    await lunch.waitFor();
    // The days before the stay read 'Not boarding', with no switch.
    expect(await page.getByRole('switch').count()).toBe(3 * DAYS_BOARDED_THAT_WEEK);
    expect(await lunch.isChecked()).toBe(true);
    // The keyboard switches it, as a checkbox does.
    await lunch.focus();
    await page.keyboard.press('Space');
    await page.waitForFunction((name) => {
      const box = [...document.querySelectorAll<HTMLInputElement>('input[role="switch"]')].find((input) => input.parentElement?.textContent === name);
      return box && !box.checked && !box.disabled;
    }, `${weekday} Lunch`);
    const guests = page.getByRole('combobox', { name: `Guests for ${weekday} Dinner` });
    await guests.selectOption('1');
    await page.waitForFunction((name) => {
      const select = document.querySelector<HTMLSelectElement>(`select[aria-label="${name}"]`);
      return select?.value === '1' && !select.disabled;
    }, `Guests for ${weekday} Dinner`);

    // What the server holds, not only what the screen shows.
    const plan = await api<{ days: { date: string; slots: { slot: string; on: boolean; guests: number }[] }[] }>(`/mess/plan?week=${weekOfDate(TOMORROW)}`, { token: student.token });
    const tomorrow = plan.body.days.find((day) => day.date === TOMORROW)!;
    expect(tomorrow.slots.find((slot) => slot.slot === 'Lunch')).toMatchObject({ on: false, guests: 0 });
    expect(tomorrow.slots.find((slot) => slot.slot === 'Dinner')).toMatchObject({ on: true, guests: 1 });
    expect(await accessibilityViolations(page, '#mf-area')).toEqual([]);
    await shot(page, 'mess-my-meals');

    // Tomorrow 10:30 in Dhaka: the lunch's cutoff has passed; the server says so and the screen shows it.
    await setMessClock(`${TOMORROW}T10:30:00+06:00`);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My Meals' }).waitFor();
    const locked = page.getByRole('switch', { name: `${weekday} Lunch` });
    await locked.waitFor();
    expect(await locked.isDisabled()).toBe(true);
    expect(await locked.isChecked()).toBe(false);
    expect(await locked.getAttribute('aria-describedby').then((id) => page.locator(`#${id}`).textContent())).toMatch(/^Locked/);
    // Before joining, the plan's 403 (not a boarder) is the answer that makes the page offer to join: the browser logs it as a failed load.
    expect(errors.filter((error) => !/status of 403 .*\/api\/mess\/plan\)$/.test(error))).toEqual([]);
  });

  it('when a boarder opens My Meals on a 375 px phone, then the days stack and nothing overflows sideways', async () => {
    await setMessClock(`${TODAY}T12:00:00+06:00`);
    const student = await signUp({ name: 'Mess Phone' });
    expect((await api('/mess/boarders/me', { token: student.token, body: { from: TOMORROW } })).status).toBe(200);
    const { page, errors } = await visit(browser, { width: 375, height: 812 });
    await signIn(page, student.email, STUDENT_PASSWORD);
    await openMyMeals(page);
    await page.getByRole('switch').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await accessibilityViolations(page, '#mf-area')).toEqual([]);
    await shot(page, 'mess-my-meals-phone');
    expect(errors).toEqual([]);
  });

  it('when another student switches a meal while the admin watches the Headcount, then its count changes without a reload', async () => {
    await setMessClock(`${TODAY}T12:00:00+06:00`);
    const other = await signUp({ name: 'Mess Switcher' });
    const joined = await api('/mess/boarders/me', { token: other.token, body: { from: TOMORROW } });
    expect(joined.status).toBe(200);

    const { page, errors } = await visit(browser);
    await signIn(page, admin.email, admin.password);
    await page.getByRole('link', { name: 'Admin Dashboard' }).click();
    await jumpTo(page, 'Headcount');
    const section = page.getByRole('region', { name: 'Headcount' });
    const row = section.getByRole('row', { name: `${TOMORROW} Lunch` });
    await row.waitFor();
    const onBefore = Number(await row.getByRole('cell').nth(1).textContent());
    expect(onBefore).toBeGreaterThanOrEqual(1);
    await markLoaded(page);
    // The admin's live stream is open before the switch (the gateway streams what happens after it opens).
    await page.waitForTimeout(1000);

    const switched = await api(`/mess/plan/${TOMORROW}/Lunch`, { method: 'PUT', token: other.token, body: { on: false } });
    expect(switched.status).toBe(200);
    await page.waitForFunction(
      ({ name, on }) => {
        const shown = [...document.querySelectorAll('#headcount tr')].find((tr) => tr.getAttribute('aria-label') === name);
        return shown?.querySelectorAll('td')[1]?.textContent === String(on);
      },
      { name: `${TOMORROW} Lunch`, on: onBefore - 1 },
      { timeout: 5000 },
    );
    expect(await stillSamePage(page)).toBe(true);
    expect(await accessibilityViolations(page, '#headcount')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('when the admin closes tomorrow’s lunch with a reason, then a boarder’s My Meals shows it Closed, and reopening puts it back', async () => {
    // Last of the journeys: closing tomorrow's lunch changes what the others switch and count.
    await setMessClock(`${TODAY}T12:00:00+06:00`);
    const student = await signUp({ name: 'Mess Closure' });
    expect((await api('/mess/boarders/me', { token: student.token, body: { from: TOMORROW } })).status).toBe(200);

    const { page, errors } = await visit(browser);
    await signIn(page, admin.email, admin.password);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Mess Settings' }).click();
    await page.waitForURL(/\/MessSettings$/);
    const closures = page.getByRole('region', { name: 'Closures' });
    const form = closures.getByRole('form', { name: 'Close the mess' });
    await form.waitFor();
    expect(await form.getByLabel('Date').inputValue()).toBe(TOMORROW);
    await form.getByRole('checkbox', { name: 'Lunch' }).check();
    await form.getByLabel('Reason').fill('Water supply cut');
    await form.getByRole('button', { name: 'Close the mess' }).click();
    const row = closures.getByRole('row', { name: `Closure on ${TOMORROW}` });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(['Lunch', 'Water supply cut', 'Reopen']);
    await page.getByRole('form', { name: 'Mess settings' }).waitFor();
    expect(await accessibilityViolations(page, '#mf-area')).toEqual([]);
    await shot(page, 'mess-settings-closures');

    const boarder = await visit(browser);
    await signIn(boarder.page, student.email, STUDENT_PASSWORD);
    await openMyMeals(boarder.page);
    const weekday = weekdayOf(TOMORROW);
    const lunch = boarder.page.getByRole('switch', { name: `${weekday} Lunch` });
    await lunch.waitFor();
    expect(await lunch.isChecked()).toBe(false);
    expect(await lunch.isDisabled()).toBe(true);
    expect(await lunch.getAttribute('aria-describedby').then((id) => boarder.page.locator(`#${id}`).textContent())).toMatch(/^Closed/);
    expect(await boarder.page.getByRole('switch', { name: `${weekday} Dinner` }).isChecked()).toBe(true);

    await closures.getByRole('button', { name: `Reopen ${TOMORROW}` }).click();
    await row.waitFor({ state: 'detached' });
    await boarder.page.reload();
    await boarder.page.getByRole('switch', { name: `${weekday} Lunch` }).waitFor();
    await boarder.page.waitForFunction((name) => {
      const box = [...document.querySelectorAll<HTMLInputElement>('input[role="switch"]')].find((input) => input.parentElement?.textContent === name);
      return box?.checked === true && !box.disabled;
    }, `${weekday} Lunch`);
    expect(errors).toEqual([]);
    expect(boarder.errors).toEqual([]);
  });
});
