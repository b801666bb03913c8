import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../scripts/stack/demo-accounts';
import { idOf } from '../api-tests/support/fixtures';
import { signUp, type Actor } from './support/api';
import { openAuditLog } from './support/audit-log';
import { jumpTo, launch, shot, signIn, visit } from './support/browser';

const admin = DEMO_ACCOUNTS.find((account) => account.email.startsWith('admin'))!;

describe('the audit log', () => {
  let browser: Browser;
  let newcomer: Actor;
  const name = `Audit Me ${randomBytes(3).toString('hex')}`;
  beforeAll(async () => {
    browser = await launch();
    newcomer = await signUp({ name });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('when the admin makes a user an admin, then the Audit Log says so in words: who, Made an admin, the user and Role: User → Admin, no word cut', async () => {
    // A laptop's width, where the log's five columns are narrow.
    const { page, errors } = await visit(browser, { width: 1024 });
    await signIn(page, admin.email, admin.password);
    await page.getByRole('link', { name: 'Admin Dashboard' }).click();
    await jumpTo(page, 'Users');
    const users = page.getByRole('region', { name: 'Manage Users' });
    await users.getByLabel('Search users').fill(newcomer.email);
    await users.getByRole('button', { name: `Make Admin: ${name}` }).click();
    await users.getByRole('button', { name: `Make Admin: ${name}` }).waitFor({ state: 'detached' });

    const rows = await openAuditLog(page, { action: 'Made an admin', actor: admin.email }, `User ${idOf(newcomer)}`);
    const row = rows.filter({ hasText: `User ${idOf(newcomer)}` });
    await row.getByRole('listitem').filter({ hasText: 'Role: User → Admin' }).waitFor();
    expect(await row.getByRole('cell').nth(2).textContent()).toBe('Made an admin');
    expect(await row.getByRole('cell').nth(1).textContent()).toBe(admin.email);
    // Every word of the action, the e-mail's names and the change lies on one line: none is cut mid-word.
    const cut = await row.evaluate((tr) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(tr, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
      return broken;
    });
    expect(cut).toEqual([]);
    await shot(page, 'audit-log');
    expect(errors).toEqual([]);
  });
});
