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

  it('when the admin makes a user an admin, then the Audit Log shows who did it, the action, the user and role user → admin', async () => {
    const { page, errors } = await visit(browser);
    await signIn(page, admin.email, admin.password);
    await page.getByRole('link', { name: 'Admin Dashboard' }).click();
    await jumpTo(page, 'Users');
    const users = page.getByRole('region', { name: 'Manage Users' });
    await users.getByLabel('Search users').fill(newcomer.email);
    await users.getByRole('button', { name: `Make Admin: ${name}` }).click();
    await users.getByRole('button', { name: `Make Admin: ${name}` }).waitFor({ state: 'detached' });

    const rows = await openAuditLog(page, { action: 'makeAdmin', actor: admin.email }, `user ${idOf(newcomer)}`);
    const row = rows.filter({ hasText: `user ${idOf(newcomer)}` });
    await row.getByText('user → admin').waitFor();
    await row.getByText(admin.email).waitFor();
    await shot(page, 'audit-log');
    expect(errors).toEqual([]);
  });
});
