import type { Browser, Page } from 'playwright-core';
import { emulatorAccount } from '../scripts/stack/identity';
import { DEMO_ACCOUNTS } from '../scripts/stack/demo-accounts';
import { idOf } from '../api-tests/support/fixtures';
import { api, autoApproveTestStudents, signUp, type Actor } from './support/api';
import { confirmDialog, fillTestCard, launch, shot, signIn, visit } from './support/browser';
import { E2E_BACKEND } from './support/ports';

const admin = DEMO_ACCOUNTS.find((account) => account.email.startsWith('admin'))!;
const STUDENT_PASSWORD = 'Password1';

interface Statement {
  id: string;
  email: string;
  month: string;
  status: string;
  total: number;
  lines: unknown[];
}

/** Months in Dhaka (UTC+6 all year), computed apart from the app's code: `YYYY-MM`, `shift` months from this one. */
function dhakaMonth(shift: number): string {
  const now = new Date(Date.now() + 6 * 3600_000);
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + shift, 1));
  return month.toISOString().slice(0, 7);
}
const monthName = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The bill's month is two months ahead: the student can join from its second day while svc-mess's clock stands on its
 * first, and the statement's due date (the 10th of the month after) is still ahead of svc-payments' own clock, so the
 * amount charged has no late fee, as the screen says.
 */
const MONTH = dhakaMonth(2);
const NEXT_MONTH = dhakaMonth(3);

interface AuditEntry {
  action: string;
  target: { type: string; id: string };
  after?: Record<string, unknown>;
}

/** Polls `read` until it answers something (at most 10 s). */
async function eventually<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 250))) {
    const value = await read();
    if (value !== undefined) return value;
  }
  throw new Error('not there after 10 s');
}

/** Sets the clock svc-mess judges cutoffs and months by (NODE_ENV=test only, straight to the service). */
async function setMessClock(at: string | null): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${E2E_BACKEND.mess}/test/clock`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ at }) });
  if (res.status !== 200) throw new Error(`PUT /test/clock failed: ${res.status}`);
}

/** The demo admin's session token, as the site gets one: a Firebase sign-in, then POST /jwt. */
async function adminToken(): Promise<string> {
  const account = await emulatorAccount(admin.email, admin.password);
  const session = await api<{ token: string }>('/jwt', { token: account.idToken, body: { email: admin.email } });
  if (session.status !== 200) throw new Error(`POST /jwt failed: ${session.status}`);
  return session.body.token;
}

async function openMyMeals(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Meals' }).click();
  await page.waitForURL(/\/MyMeals$/);
  await page.getByRole('heading', { level: 1, name: 'My Meals' }).waitFor();
}

describe('the mess bills: the running bill, paying a statement, closing a month', () => {
  let browser: Browser;
  let student: Actor;

  beforeAll(async () => {
    browser = await launch();
    await autoApproveTestStudents();
    // The first of the month, at noon in Dhaka: the student joins from the second.
    await setMessClock(`${MONTH}-01T12:00:00+06:00`);
    student = await signUp({ name: 'Bill Boarder' });
    const joined = await api('/mess/boarders/me', { token: student.token, body: { from: `${MONTH}-02` } });
    if (joined.status !== 200) throw new Error(`joining the mess failed: ${joined.status} ${JSON.stringify(joined.body)}`);
  });
  afterAll(async () => {
    await setMessClock(null);
    await browser.close();
  });

  it('when a boarder opens My Meals mid-month, then this month’s running bill shows the meals locked so far and the total the API bills', async () => {
    await setMessClock(`${MONTH}-05T12:00:00+06:00`);
    const running = await api<Statement>('/mess/statements/me', { token: student.token });
    expect(running.status).toBe(200);
    expect(running.body).toMatchObject({ month: MONTH, status: 'open' });
    expect(running.body.total).toBeGreaterThan(0);

    const { page, errors } = await visit(browser);
    await signIn(page, student.email, STUDENT_PASSWORD);
    await openMyMeals(page);
    const bill = page.getByRole('table', { name: `Running bill for ${monthName(MONTH)}` });
    await bill.waitFor();
    expect(await bill.getByRole('row', { name: /^Total/ }).textContent()).toBe(`Total${running.body.total.toLocaleString('en-US')} TK`);
    expect(await bill.getByRole('row', { name: /^(Breakfast|Lunch|Dinner)/ }).count()).toBeGreaterThan(0);
    await shot(page, 'mess-bills-running');
    expect(errors).toEqual([]);
  });

  it('when an admin closes the month, adds an adjustment to a statement and opens the Audit Log, then both changes are there', async () => {
    // The second day of the next month: the bill's month has ended in Dhaka.
    await setMessClock(`${NEXT_MONTH}-02T12:00:00+06:00`);
    const { page, errors } = await visit(browser);
    await signIn(page, admin.email, admin.password);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Mess Bills' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mess Bills' }).waitFor();

    await page.getByLabel('Month', { exact: true }).fill(MONTH);
    await page.getByRole('button', { name: 'Close month' }).click();
    await confirmDialog(page, 'Yes, close it');
    await page.getByRole('status').filter({ hasText: `${monthName(MONTH)}:` }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: `${monthName(MONTH)}:` }).textContent()).toMatch(new RegExp(`^${monthName(MONTH)}: [1-9][0-9]* issued, 0 already issued\\.$`));

    await page.getByLabel('Status').selectOption('due');
    const row = page.getByRole('row').filter({ hasText: student.email });
    await row.waitFor();
    const before = Number((await row.getByRole('cell').nth(4).textContent())!.replace(/[^0-9]/g, ''));
    await row.getByRole('button', { name: `Adjust ${student.email}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Amount (taka)').fill('75');
    await dialog.getByLabel('Reason').fill('Extra milk');
    await dialog.getByRole('button', { name: 'Add adjustment' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForFunction(
      ({ email, total }) => [...document.querySelectorAll('#bills-statements tr')].some((tr) => tr.textContent?.includes(email) && tr.querySelectorAll('td')[4]?.textContent === total),
      { email: student.email, total: `${(before + 75).toLocaleString('en-US')} TK` },
    );
    await shot(page, 'mess-bills-admin');

    // The entries reach svc-users as events, a moment after the changes: the log is opened once both are there.
    const token = await adminToken();
    const entries = await eventually(async () => {
      const found = await Promise.all(['closeMonth', 'addAdjustment'].map((action) => api<AuditEntry[]>(`/audit?action=${action}&actor=${encodeURIComponent(admin.email)}`, { token })));
      return found.every((answer) => answer.status === 200 && answer.body.length > 0) ? found.map((answer) => answer.body[0]!) : undefined;
    });
    expect(entries[0]).toMatchObject({ action: 'closeMonth', target: { id: MONTH } });
    expect(entries[1]).toMatchObject({ action: 'addAdjustment', target: { type: 'statement' }, after: { adjustment: { amount: 75, reason: 'Extra milk' } } });
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Audit Log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
    // Newest first: the two changes just made lead the log, each with its target.
    const log = page.getByRole('region', { name: 'Admin changes' });
    await log.getByRole('row').filter({ hasText: "Closed the month's statements" }).filter({ hasText: monthName(MONTH) }).first().waitFor();
    await log.getByRole('row').filter({ hasText: 'Added an adjustment' }).filter({ hasText: entries[1]!.target.id }).first().waitFor();
    await shot(page, 'mess-bills-audit');
    expect(errors).toEqual([]);
  });

  it('when the boarder pays a due statement by card, then it shows Paid, as svc-mess holds it', async () => {
    await setMessClock(`${NEXT_MONTH}-02T12:00:00+06:00`);
    // Closing again issues nothing new: this journey does not depend on the admin's having run first.
    const closed = await api('/mess/statements/close', { token: await adminToken(), body: { month: MONTH } });
    expect(closed.status).toBe(200);
    const history = await api<{ data: Statement[] }>('/mess/statements/me/history', { token: student.token });
    const due = history.body.data.find((statement) => statement.month === MONTH)!;
    expect(due).toMatchObject({ status: 'due' });

    const { page, errors } = await visit(browser);
    await signIn(page, student.email, STUDENT_PASSWORD);
    await openMyMeals(page);
    const row = page.getByRole('region', { name: 'Statements' }).getByRole('row', { name: monthName(MONTH) });
    await row.getByText('Due', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Pay ${monthName(MONTH)}` }).click();
    const dialog = page.getByRole('dialog');
    await fillTestCard(page);
    const pay = dialog.getByRole('button', { name: `Pay ${due.total.toLocaleString('en-US')} TK` });
    await page.waitForFunction((name) => [...document.querySelectorAll('dialog button')].some((button) => button.textContent === name && !(button as HTMLButtonElement).disabled), `Pay ${due.total.toLocaleString('en-US')} TK`);
    await pay.click();

    // svc-mess marks it paid from the payment's event; the row follows without a reload.
    await row.getByText('Paid', { exact: true }).waitFor({ timeout: 30_000 });
    await page.getByText('Payment successful! Your statement is paid.').waitFor();
    const after = await api<{ data: Statement[] }>('/mess/statements/me/history', { token: student.token });
    expect(after.body.data.find((statement) => statement.month === MONTH)).toMatchObject({ status: 'paid' });
    await shot(page, 'mess-bills-paid');
    expect(errors).toEqual([]);
  });

  it('when an admin records the boarder’s cash, then the boarder sees it in My Meals with its receipt, and prints the receipt', async () => {
    const recorded = await api<{ id: string; number: string }>('/mess/payments', {
      token: await adminToken(),
      body: { userId: idOf(student), amount: 300, method: 'cash', reference: 'Handed to the manager', receivedAt: new Date().toISOString() },
    });
    expect(recorded.status).toBe(200);
    expect(recorded.body.number).toMatch(/^R-\d{6}-\d{4}$/);

    const { page, errors } = await visit(browser);
    await signIn(page, student.email, STUDENT_PASSWORD);
    await openMyMeals(page);
    const account = page.getByRole('region', { name: 'My account' });
    await account.getByText('Advance: 300 TK').waitFor();
    await account.getByRole('button', { name: recorded.body.number }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Handed to the manager').waitFor();
    // The browser's print dialog cannot be driven: counted instead.
    await page.evaluate(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => {
        counted.printed += 1;
      };
    });
    await dialog.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await shot(page, 'mess-bills-receipt');
    expect(errors).toEqual([]);
  });
});
